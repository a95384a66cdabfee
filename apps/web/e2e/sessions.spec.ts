import { expect, test, type Browser, type Page } from '@playwright/test';
import { SESSION } from '../src/messages/session.js';
import { fillSignIn, newAccount, signOut, signUp, expectToasted, userMenu, type Account } from './fixtures/app.js';

// Issue 17: "Sign Out" ends this browser's session only; "Sign out everywhere" ends every one, and a
// browser whose session was ended elsewhere lands on sign-in with a message at its next action.

async function openBrowser(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

async function signIn(page: Page, a: Account) {
  await fillSignIn(page, a.email, a.password);
  await expect(page).toHaveURL(/\/app\/dashboard/);
  await expect(userMenu(page, a)).toBeVisible();
}

/** The next thing B does: header › user menu › Settings (a client-side move between protected screens). */
async function goToSettings(page: Page, a: Account) {
  await userMenu(page, a).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
}

test('plain sign-out in A leaves B working; "sign out everywhere" in A sends B to sign-in with a message', async ({ browser, baseURL }) => {
  test.setTimeout(240_000); // two browsers and four sign-ins on a shared machine
  const a = newAccount('sessions');
  const pageA = await openBrowser(browser, baseURL);
  const pageB = await openBrowser(browser, baseURL);
  await signUp(pageA, a);
  await signIn(pageB, a);

  // A signs out on its own device only.
  await signOut(pageA, a);
  await goToSettings(pageB, a);
  await expect(pageB).toHaveURL(/\/app\/settings/);
  await expect(pageB.getByLabel('Full Name')).toHaveValue(a.fullName); // read from REST with B's session
  await pageB.getByRole('tab', { name: 'Account' }).click();
  await expect(pageB.getByText('No API keys yet.')).toBeVisible();
  await expect(userMenu(pageB, a)).toBeVisible();
  await pageB.getByRole('link', { name: 'Data Upload' }).click();
  await expect(pageB).toHaveURL(/\/app\/$/);

  // A signs in again and ends every session from Settings › Account, after a confirmation.
  await signIn(pageA, a);
  await pageA.goto('settings');
  await pageA.getByRole('tab', { name: 'Account' }).click();
  await pageA.getByRole('button', { name: SESSION.everywhereButton }).click();
  const confirm = pageA.getByRole('alertdialog');
  await expect(confirm).toContainText(SESSION.everywhereConfirm);
  await confirm.getByRole('button', { name: SESSION.everywhereButton }).click();
  await expectToasted(pageA, SESSION.everywhereDone);
  await expect(pageA).toHaveURL(/\/app\/$/);
  await expect(pageA.getByRole('link', { name: 'Sign In' })).toBeVisible();

  // B's next action: it lands on sign-in with the message, not on a half-signed-in page.
  await goToSettings(pageB, a);
  await expect(pageB).toHaveURL(/\/app\/auth$/);
  const dialog = pageB.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(dialog.getByText(SESSION.endedElsewhere)).toBeVisible();
  await expect(userMenu(pageB, a)).toHaveCount(0);

  // Signing in again clears the message.
  await pageB.getByRole('dialog').getByLabel('Email').fill(a.email);
  await pageB.getByRole('dialog').getByLabel('Password', { exact: true }).fill(a.password);
  await pageB.getByRole('dialog').getByRole('button', { name: 'Sign In' }).click();
  await expect(userMenu(pageB, a)).toBeVisible();
  await pageB.goto('auth');
  await expect(pageB).toHaveURL(/\/app\/dashboard/);
});
