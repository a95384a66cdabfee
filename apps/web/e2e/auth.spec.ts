import { expect, test } from '@playwright/test';
import { AUTH, AUTH_TOASTS, VALIDATION } from '../src/messages/auth.js';
import { expectAccessible, fillSignIn, fillSignUp, newAccount, signOut, signUp, expectToasted, snap, userMenu } from './fixtures/app.js';

test('the dialog validates every sign-up field and names the demo account', async ({ page }) => {
  await page.goto('auth');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: AUTH.signInTitle })).toBeVisible();
  await expect(dialog.getByText(AUTH.demoHint)).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'auth-sign-in');

  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByText(VALIDATION.emailRequired)).toBeVisible();
  await expect(dialog.getByText(VALIDATION.passwordRequired)).toBeVisible();

  await dialog.getByRole('button', { name: AUTH.toSignUp }).click();
  await expect(dialog.getByText(VALIDATION.emailRequired)).toHaveCount(0); // switching clears errors
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  for (const text of [VALIDATION.fullNameRequired, VALIDATION.emailRequired, VALIDATION.passwordRequired, VALIDATION.confirmRequired]) {
    await expect(dialog.getByText(text)).toBeVisible();
  }
  await dialog.getByLabel('Full Name').fill('A');
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Password', { exact: true }).fill('12345');
  await dialog.getByLabel('Confirm Password', { exact: true }).fill('54321');
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  for (const text of [VALIDATION.fullNameShort, VALIDATION.emailInvalid, VALIDATION.passwordShort, VALIDATION.passwordMismatch]) {
    await expect(dialog.getByText(text)).toBeVisible();
  }
  await expectAccessible(page);
  await snap(page, 'auth-sign-up-errors');
});

test('sign-up signs the new user in and goes on to the dashboard', async ({ page }) => {
  const a = newAccount('signup');
  await signUp(page, a);
  await expect(page).toHaveURL(/\/app\/dashboard/);
  await expect(userMenu(page, a)).toContainText('Premium Plan');
  // A signed-in visitor on /app/auth goes on to the dashboard.
  await page.goto('auth');
  await expect(page).toHaveURL(/\/app\/dashboard/);
});

test("a duplicate sign-up says so and switches to sign-in with the e-mail kept", async ({ page, context }) => {
  const a = newAccount('dupe');
  await signUp(page, a);
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await fillSignUp(page, { ...a, email: `  ${a.email.toUpperCase()} ` });
  await expectToasted(page, AUTH_TOASTS.signUpExists);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: AUTH.signInTitle })).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue(a.email);
});

test('a wrong password shows the toast and the inline error; the right one signs in', async ({ page }) => {
  const a = newAccount('wrongpw');
  await signUp(page, a);
  await signOut(page, a);

  await fillSignIn(page, a.email, 'not-the-password');
  await expect(page.getByRole('dialog').getByText(AUTH_TOASTS.signInInvalid)).toBeVisible();
  await expectToasted(page, AUTH_TOASTS.signInInvalid);

  // E-mail is trimmed and lower-cased before sending.
  await fillSignIn(page, `  ${a.email.toUpperCase()}  `, a.password);
  await expectToasted(page, AUTH_TOASTS.signInDone);
  await expect(page).toHaveURL(/\/app\/dashboard/);
  await expect(userMenu(page, a)).toBeVisible();
});

test('sign-out asks first, toasts, and redirects to /app/ after a second', async ({ page }) => {
  const a = newAccount('signout');
  await signUp(page, a);
  await page.goto('settings');
  await userMenu(page, a).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to sign out? This will end your premium session.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(userMenu(page, a)).toBeVisible();

  await userMenu(page, a).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  // Timed from before the click: the app's one-second timer starts inside it, and on a loaded machine the click
  // itself returned 350 ms later, so a clock started after it measured the redirect at 651 ms.
  const started = Date.now();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign Out' }).click();
  await expectToasted(page, 'Signed out successfully! Redirecting to home page...');
  await expect(page).toHaveURL(/\/app\/$/);
  expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  await page.goto('settings');
  await expect(page).toHaveURL(/\/app\/$/);
});

test('closing the dialog goes back to the previous page', async ({ page }) => {
  await page.goto('./');
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/app\/auth$/);
  await expect(page.getByRole('dialog').getByLabel('Email')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/app\/$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('auth');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/app\/$/);
});
