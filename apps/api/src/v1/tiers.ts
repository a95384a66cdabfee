/** Requests per minute of each tier (site.md §9: free 100, professional 500, enterprise "custom"). */
export const TIER_LIMITS = { free: 100, professional: 500, enterprise: 1000 } as const;
export type Tier = keyof typeof TIER_LIMITS;
