import type { AppContext } from './context.js';

export const DEMO_EMAIL = 'demo@tallyline.example';
export const DEMO_PASSWORD = 'tallyline-demo';

/** Creates the confirmed demo account and its sample dataset on first start (filled in below). */
export async function seedDemo(_ctx: AppContext): Promise<void> {}
