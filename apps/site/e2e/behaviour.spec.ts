import { expect, test } from './fixtures.js';

test('blog: search AND category, featured only with All and empty search, empty message', async ({ page }) => {
  await page.goto('/blog');
  const main = page.getByRole('main');
  const articleHeadings = main.locator('.article-card :is(h2, h3)');
  await expect(main.getByRole('heading', { level: 2, name: 'From CSV to Report in Six Steps: A Complete Walkthrough' })).toBeVisible();
  await expect(articleHeadings).toHaveCount(6);

  await main.getByRole('button', { name: 'Analytics', exact: true }).click();
  await expect(main.getByRole('button', { name: 'Analytics', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(articleHeadings).toHaveText(['Choosing KPIs That Matter: Targets, Status and Honest Progress', 'Trend Analysis in Practice: 7d, 30d, 90d and 1y Views']);

  await main.getByRole('searchbox', { name: 'Search articles' }).fill('TREND');
  await expect(articleHeadings).toHaveText(['Trend Analysis in Practice: 7d, 30d, 90d and 1y Views']);

  await main.getByRole('button', { name: 'Product Updates' }).click();
  await expect(articleHeadings).toHaveCount(0);
  await expect(main.getByText('No articles found matching your criteria.')).toBeVisible();

  await main.getByRole('button', { name: 'All', exact: true }).click();
  await main.getByRole('searchbox', { name: 'Search articles' }).fill('');
  await expect(articleHeadings).toHaveCount(6);

  // Every category finds its articles, the featured one (a tutorial) included.
  const expected: Record<string, number> = { Analytics: 2, 'AI & ML': 1, 'Product Updates': 1, 'Industry Insights': 1, Tutorials: 1 };
  for (const [category, count] of Object.entries(expected)) {
    await main.getByRole('button', { name: category, exact: true }).click();
    await expect(articleHeadings).toHaveCount(count);
  }
  await expect(articleHeadings).toHaveText(['From CSV to Report in Six Steps: A Complete Walkthrough']);
  await main.getByRole('button', { name: 'All', exact: true }).click();

  await main.getByRole('link', { name: /Read More\s?: Tallyline 3\.0/ }).click();
  await expect(page).toHaveURL('/blog/3');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Tallyline 3\.0/);
  await expect(page.locator('.prose')).toContainText('over two weeks');
  await page.getByRole('link', { name: '← Back to Blog' }).click();
  await expect(page).toHaveURL('/blog');
});

test('news: category and year filters, featured item, items link to the blog, media mailto', async ({ page }) => {
  await page.goto('/news');
  const main = page.getByRole('main');
  const cards = main.locator('.news-card');
  await expect(cards).toHaveCount(4);
  await expect(main.getByRole('combobox', { name: 'Year' }).locator('option')).toHaveText(['All years', '2024']);
  await main.getByRole('button', { name: 'Security' }).click();
  await expect(cards).toHaveCount(1);
  await main.getByRole('combobox', { name: 'Year' }).selectOption('2024');
  await expect(cards).toHaveCount(1);
  await main.getByRole('button', { name: 'Feature' }).click();
  await expect(cards).toHaveCount(1);
  await main.getByRole('button', { name: 'All' }).click();
  await expect(cards).toHaveCount(4);
  const hrefs = await cards.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs.sort()).toEqual(['/blog/1', '/blog/2', '/blog/3', '/blog/4']);
  await expect(main.getByRole('link', { name: /press@example\.com/ })).toHaveAttribute('href', /^mailto:press@example\.com/);
});

test('help: FAQ search and a single-open accordion; the no-match text', async ({ page }) => {
  await page.goto('/help');
  const main = page.getByRole('main');
  const questions = main.locator('.accordion-item h3 button');
  await expect(questions).toHaveCount(8);
  const first = questions.nth(0);
  const second = questions.nth(1);
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await second.click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');

  await main.getByRole('searchbox', { name: 'Search the FAQ' }).fill('permission');
  await expect(questions).toHaveText(['Can I share a dashboard with my team?']);
  await main.getByRole('searchbox', { name: 'Search the FAQ' }).fill('quantum');
  await expect(main.getByText('No FAQs found matching the search term, try another term or contact us.')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Chat with AI Assistant' })).toBeVisible();
});

test('contact form: validation, posted to the server, a thank-you in place of the form, then the hourly limit', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Please enter your name.')).toBeVisible();
  await form.getByLabel('Name').fill('Sara');
  await form.getByLabel('E-mail').fill('not-an-email');
  await form.getByLabel('Subject').selectOption('Feature Request');
  await form.getByLabel('Message').fill('Please add Excel import.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await form.getByLabel('E-mail').fill('sara@example.com');

  // Five messages an hour from one address: each is posted, stored and confirmed…
  for (let i = 1; i <= 5; i++) {
    const posted = page.waitForResponse((r) => r.url().endsWith('/site/v1/contact') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await posted).status()).toBe(201);
    const sent = page.getByRole('status').filter({ hasText: 'Message sent' });
    await expect(sent).toContainText('Thank you for your message! We will get back to you soon.');
    await sent.getByRole('button', { name: 'Send another message' }).click();
    await page.getByLabel('Name').fill('Sara');
    await page.getByLabel('E-mail').fill('sara@example.com');
    await page.getByLabel('Subject').selectOption('Feature Request');
    await page.getByLabel('Message').fill(`Message ${i + 1}`);
  }
  // …the sixth is refused by the server, and the form says when to try again, keeping the text.
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert')).toContainText(/Please try again in \d+ minutes?\./);
  await expect(page.getByLabel('Message')).toHaveValue('Message 6');
  expect(dialogs).toEqual([]);
});

test('pricing: monthly/annual toggle with Save 17%', async ({ page }) => {
  await page.goto('/pricing');
  const price = (name: string) => page.getByTestId(`price-${name}`);
  await expect(price('Starter')).toHaveText('$29/month');
  await expect(price('Professional')).toHaveText('$79/month');
  await expect(price('Enterprise')).toHaveText('$199/month');
  await expect(page.getByText('Save 17%')).toBeVisible();
  await page.getByRole('button', { name: /Annual/ }).click();
  await expect(price('Starter')).toHaveText('$290/year');
  await expect(price('Professional')).toHaveText('$790/year');
  await expect(price('Enterprise')).toHaveText('$1990/year');
  await page.getByRole('button', { name: 'Monthly' }).click();
  await expect(price('Starter')).toHaveText('$29/month');
  await expect(page.locator('.accordion-item')).toHaveCount(6);
});

test('api docs: side menu (Overview first, one section at a time) and copy buttons that reset after 2 s', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/api-docs');
  const menu = page.getByRole('navigation', { name: 'API documentation sections' });
  await expect(menu.getByRole('button')).toHaveText(['Overview', 'Authentication', 'API Endpoints', 'Code Examples', 'Security']);
  await expect(menu.getByRole('button', { name: 'Overview' })).toHaveAttribute('aria-current', 'true');
  const content = page.locator('.docs-content');
  await expect(content.getByRole('heading', { level: 2 })).toHaveText('Overview');
  await expect(content).toContainText('Invalid API key provided');

  await menu.getByRole('button', { name: 'Authentication' }).click();
  await expect(content.getByRole('heading', { level: 2 })).toHaveText(['Authentication']);
  await expect(content).toContainText('tl_');
  await expect(content).toContainText('Settings → Account');
  await expect(content).toContainText('Retry-After');

  await menu.getByRole('button', { name: 'API Endpoints' }).click();
  await expect(content.getByRole('heading', { level: 2 })).toHaveText(['API Endpoints']);
  // Rendered from the API's OpenAPI document: the spec's endpoints are there.
  for (const path of ['/auth/sign-in', '/datasets', '/datasets/{id}', '/dashboards', '/kpis']) {
    await expect(content.locator('.op-title code', { hasText: new RegExp(`^${path.replace(/[{}]/g, '\\$&')}$`) }).first()).toBeVisible();
  }
  await content.locator('.operation').first().getByRole('tab', { name: 'supabase-js' }).click();
  await expect(content.locator('.operation').first().getByRole('tabpanel')).toContainText('supabase.auth');

  await menu.getByRole('button', { name: 'Code Examples' }).click();
  const copy = content.getByRole('button', { name: /^Copy / }).first();
  await copy.click();
  await expect(content.getByRole('button', { name: 'Copied' })).toHaveText('Copied!');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('/datasets');
  await expect(content.getByRole('button', { name: 'Copied' })).toHaveCount(0, { timeout: 3000 });

  await menu.getByRole('button', { name: 'Security' }).click();
  await expect(content.getByRole('heading', { level: 2 })).toHaveText(['Security']);
  await expect(content).toContainText('TLS 1.2');
});

test('api docs: the endpoints are read from the running server’s OpenAPI document, not only the build’s copy', async ({ page, request }) => {
  const served = (await (await request.get('/v1/openapi.json')).json()) as { info: { version: string }; paths: Record<string, Record<string, unknown>> };
  const operations = Object.values(served.paths).reduce((n, item) => n + ['get', 'post', 'put', 'patch', 'delete'].filter((m) => m in item).length, 0);
  const menu = page.getByRole('navigation', { name: 'API documentation sections' });
  const content = page.locator('.docs-content');

  await page.goto('/api-docs');
  await menu.getByRole('button', { name: 'API Endpoints' }).click();
  await expect(content.locator('.doc-source')).toHaveText(`Read just now from this server’s OpenAPI document, /v1/openapi.json (version ${served.info.version}).`);
  await expect(content.locator('.operation')).toHaveCount(operations);

  // A server newer than the site: what it serves is what the page shows.
  await page.route('**/v1/openapi.json', async (route) => {
    const doc = structuredClone(served) as typeof served & { tags?: { name: string }[] };
    doc.paths['/live-only-probe'] = { get: { operationId: 'liveOnlyProbe', tags: ['Meta'], summary: 'Only on the running server', security: [], responses: { '200': { description: 'ok' } } } };
    await route.fulfill({ json: doc });
  });
  await page.reload();
  await menu.getByRole('button', { name: 'API Endpoints' }).click();
  const probe = content.locator('.operation', { has: page.locator('.op-title code', { hasText: /^\/live-only-probe$/ }) });
  await expect(probe).toContainText('Only on the running server');
  await expect(content.locator('.operation')).toHaveCount(operations + 1);

  // No live document (a site hosted without the API): the build's copy, said as such.
  await page.unroute('**/v1/openapi.json');
  await page.route('**/v1/openapi.json', (route) => route.abort());
  await page.reload();
  await menu.getByRole('button', { name: 'API Endpoints' }).click();
  await expect(content.locator('.doc-source')).toContainText('could not be loaded; this is the copy the site was built with');
  await expect(content.locator('.operation')).toHaveCount(operations);
  await expect(probe).toHaveCount(0);
});

test('mailto links carry the spec subjects', async ({ page }) => {
  await page.goto('/careers');
  const apply = page.getByRole('link', { name: 'Apply for Senior Frontend Engineer' });
  await expect(apply).toHaveAttribute('href', `mailto:careers@example.com?subject=${encodeURIComponent('Job Application: Senior Frontend Engineer')}`);
  await expect(page.getByRole('link', { name: /^Apply for / })).toHaveCount(7);
  await expect(page.getByRole('link', { name: 'Send a general application' })).toHaveAttribute('href', `mailto:careers@example.com?subject=${encodeURIComponent('General Application')}`);
  await page.goto('/community');
  await expect(page.getByRole('link', { name: 'Send a suggestion' })).toHaveAttribute('href', `mailto:community@example.com?subject=${encodeURIComponent('Community Suggestion')}`);
  await page.goto('/team');
  await expect(page.getByRole('main').getByRole('link', { name: 'E-mail hello@example.com' })).toHaveAttribute('href', 'mailto:hello@example.com');
  await expect(page.getByRole('link', { name: 'arjun@example.com' })).toHaveAttribute('href', 'mailto:arjun@example.com');
});

test('status page: the services, uptime and incidents are the server’s live report, and fit a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const reply = page.waitForResponse((r) => r.url().endsWith('/site/v1/status'));
  await page.goto('/status');
  const report = (await (await reply).json()) as { status: string; uptime: number; services: { name: string; status: string; uptime: number; lastIncident: string | null }[]; incidents: unknown[] };
  const banner = { operational: 'All Systems Operational', degraded: 'Some Systems Degraded', outage: 'Service Outage' }[report.status];
  await expect(page.getByRole('status').filter({ hasText: banner! })).toBeVisible();
  await expect(page.getByText(/^As of /)).toBeVisible();
  const table = page.getByRole('table', { name: 'Service status' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(report.services.length + 1);
  expect(report.services.map((s) => s.name)).toEqual(['Web Application', 'API Services', 'Authentication', 'Database', 'Analytics Engine', 'File Storage']);
  for (const [i, s] of report.services.entries()) {
    const row = rows.nth(i + 1);
    await expect(row.getByRole('rowheader')).toContainText(s.name);
    await expect(row).toContainText(s.status === 'operational' ? 'Operational' : s.status === 'degraded' ? 'Degraded' : 'Outage');
    await expect(row).toContainText(`${s.uptime.toFixed(2)}%`);
    if (!s.lastIncident) await expect(row).toContainText('None');
  }
  await expect(page.getByRole('region', { name: 'Uptime Last 90 Days' })).toContainText(`${report.uptime.toFixed(2)}% overall`);
  if (report.incidents.length === 0) await expect(page.getByText('No Incidents Reported', { exact: true })).toBeVisible();
  // Not clipped: the table is as wide as its box, which is inside the screen, and the page does not scroll sideways.
  const fit = await table.evaluate((t) => {
    const wrap = t.parentElement!;
    return { scroll: wrap.scrollWidth, client: wrap.clientWidth, right: t.getBoundingClientRect().right, page: document.documentElement.scrollWidth };
  });
  expect(fit.scroll).toBeLessThanOrEqual(fit.client);
  expect(fit.right).toBeLessThanOrEqual(375);
  expect(fit.page).toBeLessThanOrEqual(375);

  // Refresh reads again (the server answers from its last round within 30 s).
  const again = page.waitForResponse((r) => r.url().endsWith('/site/v1/status'));
  await page.getByRole('button', { name: 'Refresh' }).click();
  expect((await again).status()).toBe(200);
});

test('api docs fit a 375 px phone: no section scrolls sideways, not even a table or code block', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/api-docs');
  const menu = page.getByRole('navigation', { name: 'API documentation sections' });
  for (const name of ['Overview', 'Authentication', 'API Endpoints', 'Code Examples', 'Security']) {
    await menu.getByRole('button', { name }).click();
    await expect(page.locator('.docs-content').getByRole('heading', { level: 2 }).first()).toHaveText(name);
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5 || (e.scrollWidth > e.clientWidth + 1 && /auto|scroll/.test(getComputedStyle(e).overflowX)))
        .map((e) => `${e.tagName.toLowerCase()}.${e.className}`),
    );
    expect(overflowing, name).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(375);
  }
});

test('theme: the toggle switches and remembers dark mode, applied before hydration on the next page', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The head boot script applies the saved theme before any module script runs.
  await page.route('**/assets/*.js', (route) => route.abort());
  // Not page.goto: the fixture's goto waits for hydration, which cannot happen without scripts.
  await Promise.all([page.waitForURL('/pricing'), page.evaluate(() => location.assign('/pricing'))]);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.unroute('**/assets/*.js');
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});
