import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import './Menu.css';

export interface MenuProps {
  /** The trigger's content; wrapped in a button. */
  trigger: ReactNode;
  /** Accessible name of the trigger; must contain the trigger's visible text. Omit when the content names it. */
  label?: string;
  children: ReactNode;
  triggerClassName?: string;
  align?: 'start' | 'center' | 'end';
  /** Called when the menu opens or closes (e.g. to refresh what it lists). */
  onOpenChange?: (open: boolean) => void;
}

/** A dropdown menu (Radix): arrow keys move, Enter selects, Escape closes. */
export function Menu({ trigger, label, children, triggerClassName, align = 'end', onOpenChange }: MenuProps) {
  return (
    <DropdownMenu.Root modal={false} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger className={triggerClassName ?? 'tl-menu__trigger'} aria-label={label}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="tl-menu" align={align} sideOffset={6}>
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export interface MenuItemProps {
  onSelect: () => void;
  children: ReactNode;
  tone?: 'default' | 'danger';
  /** Shown but not selectable (read out as unavailable), e.g. an empty state. */
  disabled?: boolean;
}

export function MenuItem({ onSelect, children, tone = 'default', disabled = false }: MenuItemProps) {
  return (
    <DropdownMenu.Item className={tone === 'danger' ? 'tl-menu__item tl-menu__item--danger' : 'tl-menu__item'} onSelect={onSelect} disabled={disabled}>
      {children}
    </DropdownMenu.Item>
  );
}

export function MenuLabel({ children }: { children: ReactNode }) {
  return <DropdownMenu.Label className="tl-menu__label">{children}</DropdownMenu.Label>;
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="tl-menu__separator" />;
}
