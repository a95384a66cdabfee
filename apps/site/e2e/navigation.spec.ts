import { expect, test } from './fixtures.js';
import { PAGES } from './routes.js';

test.describe('routes', () => {
  for (const { path, h1 } of PAGES) {
    test(`${path} is prerendered, hydrates without errors and has one h1, a title and meta`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      const res = await page.request.get(path);
      const html = await res.text();
      expect(res.status()).toBe(200);
      // The static HTML already contains the page (prerendered), the theme boot script and social meta.
      expect(html).toContain('<h1');
      expect(html).toMatch(/<meta name="description" content="[^"]{30,}">/);
      expect(html).toContain('property="og:title"');
      expect(html).toContain("document.documentElement.dataset.theme");
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page).toHaveTitle(/Tallyline/);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }
});

test('every header link navigates to its page', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const links: [string, string][] = [
    ['Features', '/features'], ['Pricing', '/pricing'], ['Platform', '/analytics-platform'], ['API Docs', '/api-docs'],
    ['About', '/about'], ['Team', '/team'], ['Careers', '/careers'], ['Blog', '/blog'], ['News', '/news'], ['Home', '/'],
  ];
  for (const [name, path] of links) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    const expected = PAGES.find((p) => p.path === path)!.h1;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected);
  }
});

test('every footer link navigates to its page', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const hrefs = await footer.locator('nav a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(expect.arrayContaining(['/help', '/community', '/status', '/privacy', '/terms', '/cookies', '/security', '/contact', '/about', '/team', '/careers', '/blog', '/news', '/features', '/pricing', '/analytics-platform', '/api-docs']));
  for (const href of hrefs) {
    await page.getByRole('contentinfo').locator(`nav a[href="${href}"]`).click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES.find((p) => p.path === href)!.h1);
    await expect(page).toHaveTitle(/Tallyline/);
  }
});

test('product links point into /app and Contact Sales to /contact', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Try Beta Version' })).toHaveAttribute('href', '/app/auth');
  await expect(page.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/app/auth');
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/app/auth');
  await page.getByRole('link', { name: 'View Features' }).click();
  await expect(page).toHaveURL('/features');
  await page.goto('/analytics-platform');
  await expect(page.getByRole('link', { name: 'Try It Now' })).toHaveAttribute('href', '/app/auth');
  await expect(page.getByRole('main').getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/app/auth');
  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Contact Sales' }).click();
  await expect(page).toHaveURL('/contact');
  await page.goto('/help');
  await expect(page.getByRole('link', { name: 'Open the dashboard' })).toHaveAttribute('href', '/app/dashboard');
});

test('the top bar shows a Dashboard link when a supabase-js session is stored', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await page.evaluate(() => localStorage.setItem('sb-localhost-auth-token', JSON.stringify({ access_token: 'x', refresh_token: 'y' })));
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/app/dashboard');
});

test.describe('redirects', () => {
  // Pages are static HTML and links are page loads, so every path reaches the server: the
  // server's redirects are the only ones (apps/api/src/http/static.ts).
  test('an unknown path redirects to /', async ({ page, request }) => {
    const res = await request.get('/no-such-page', { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe('/');
    await page.goto('/no-such-page/deeper');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES.find((p) => p.path === '/')!.h1);
  });

  test('an unknown blog id redirects to /blog', async ({ page, request }) => {
    const res = await request.get('/blog/999', { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe('/blog');
    await page.goto('/blog/12345');
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Insights on data, analytics and the workflow');
  });

  test('sitemap.xml lists the pages and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const p of ['/features', '/pricing', '/blog/3', '/contact', '/api-docs']) expect(sitemap).toContain(`${p}</loc>`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  });
});

test('a page loads only its islands, and React runs only once the visitor heads for one', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await page.goto('/privacy');
  const islands = () => page.locator('[data-island]').evaluateAll((els) => els.map((e) => e.getAttribute('data-island')));
  expect(await islands()).toEqual(['Header']);
  await page.waitForLoadState('networkidle');
  // Preloaded (low priority): the header's chunk with the page; nothing of other pages, no router;
  // React not before the visitor moves (a reader who never interacts never downloads it).
  expect(scripts.some((s) => /\/Header-[\w-]+\.js$/.test(s))).toBe(true);
  expect(scripts.filter((s) => /BlogArticles|PricingPlans|ApiDocs|router|\/react-/i.test(s))).toEqual([]);
  // The pointer moving over the page's text (no island there) preloads React.
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  await page.mouse.move(heading!.x + 5, heading!.y + 5);
  await expect.poll(() => scripts.some((s) => /\/react-[\w-]+\.js$/.test(s))).toBe(true);
  // Loaded but not run: no island hydrated, and React DOM never evaluated, until the pointer comes.
  await expect(page.locator('[data-hydrated]')).toHaveCount(0);
  await page.getByRole('banner').hover();
  await expect(page.locator('[data-island="Header"][data-hydrated]')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('data-islands', 'hydrated');

  await page.goto('/blog');
  expect(await islands()).toEqual(['Header', 'BlogArticles', 'EmailSignup']);
  // The first click lands on prerendered HTML: it starts hydration and is replayed once React is there.
  await page.getByRole('main').getByRole('button', { name: 'Analytics', exact: true }).click();
  await expect(page.locator('.article-card')).toHaveCount(2);
  await expect(page.locator('[data-island="EmailSignup"][data-hydrated]')).toHaveCount(0);
});
