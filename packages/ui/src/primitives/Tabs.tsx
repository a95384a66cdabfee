import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import './Tabs.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  label: string;
}

/** Tabs (Radix): arrow keys move between tabs, each panel labelled by its tab. */
export function Tabs({ items, value, defaultValue, onValueChange, label }: TabsProps) {
  const rootProps = value !== undefined ? { value } : { defaultValue: defaultValue ?? items[0]?.value };
  return (
    <RadixTabs.Root className="tl-tabs" {...rootProps} {...(onValueChange ? { onValueChange } : {})}>
      <RadixTabs.List className="tl-tabs__list" aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className="tl-tabs__trigger">
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="tl-tabs__panel">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
