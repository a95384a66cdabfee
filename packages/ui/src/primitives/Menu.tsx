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
}

/** A dropdown menu (Radix): arrow keys move, Enter selects, Escape closes. */
export function Menu({ trigger, label, children, triggerClassName, align = 'end' }: MenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
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
}

export function MenuItem({ onSelect, children, tone = 'default' }: MenuItemProps) {
  return (
    <DropdownMenu.Item className={tone === 'danger' ? 'tl-menu__item tl-menu__item--danger' : 'tl-menu__item'} onSelect={onSelect}>
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
