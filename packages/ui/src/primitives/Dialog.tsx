import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import './Dialog.css';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Accessible name of the close (×) button. */
  closeLabel?: string;
}

/** A modal dialog (Radix): focus trapped, Escape and the × button close it. */
export function Dialog({ open, onOpenChange, title, description, children, closeLabel = 'Close' }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="tl-dialog__overlay" />
        <RadixDialog.Content className="tl-dialog">
          <RadixDialog.Title className="tl-dialog__title">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="tl-dialog__description">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="visually-hidden">{title}</RadixDialog.Description>
          )}
          {children}
          <RadixDialog.Close className="tl-dialog__close" aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
