import { create } from 'zustand';
import type { Billing } from '../lib/planPrice.js';

// State that two islands of one page share (a control in the hero, the content it drives
// further down). Each island hydrates as its own root, so they meet in a store, not in props.

/** The pricing page's monthly/annual choice: the hero toggle sets it, the plan cards show it. */
export const useBilling = create<{ billing: Billing; setBilling: (billing: Billing) => void }>((set) => ({
  billing: 'monthly',
  setBilling: (billing) => set({ billing }),
}));

/** The help page's FAQ search: the hero search box sets it, the FAQ list filters by it. */
export const useFaqSearch = create<{ search: string; setSearch: (search: string) => void }>((set) => ({
  search: '',
  setSearch: (search) => set({ search }),
}));
