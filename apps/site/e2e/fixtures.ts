import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * `page.goto` that also waits until the page's islands have hydrated (src/islands/hydrate.ts):
 * before that, the prerendered buttons and inputs are only HTML, and a click would be lost.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator('html[data-islands="hydrated"]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
  },
});
