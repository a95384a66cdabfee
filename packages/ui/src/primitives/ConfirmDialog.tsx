import { AlertDialog } from 'radix-ui';
import './Dialog.css';
import './Button.css';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
}

/** Asks before a consequential action (Radix AlertDialog: Cancel has focus first). */
export function ConfirmDialog({ open, onOpenChange, title, message, confirmLabel, cancelLabel = 'Cancel', onConfirm }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="tl-dialog__overlay" />
        <AlertDialog.Content className="tl-dialog tl-dialog--sm">
          <AlertDialog.Title className="tl-dialog__title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="tl-dialog__description">{message}</AlertDialog.Description>
          <div className="tl-dialog__actions">
            <AlertDialog.Cancel className="tl-btn tl-btn--secondary">{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action className="tl-btn tl-btn--danger" onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
