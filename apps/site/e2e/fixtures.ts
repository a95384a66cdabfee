import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * `page.goto` that also waits until the entry script has set up the page's islands
 * (src/islands/scheduleIslands.ts). Islands hydrate when the visitor heads for them, so the tests
 * then click and type as a visitor does: on the prerendered HTML, before hydration has finished.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator('html[data-islands]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
  },
});
