import { expect, test, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { AUTH, AUTH_TOASTS } from '../src/messages/auth.js';
import { SETTINGS } from '../src/messages/settings.js';
import { expectAccessible, fillSignIn, newAccount, signOut, signUp, snap, toast, expectToasted, userMenu, type Account } from './fixtures/app.js';

// 1×1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function openSettings(page: Page, tab?: string) {
  await page.goto('settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  if (tab) await page.getByRole('tab', { name: tab }).click();
}

test('profile: name and phone are saved and shown again after a reload', async ({ page }) => {
  const a = newAccount('profile');
  await signUp(page, a);
  await openSettings(page);
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Full Name')).toHaveValue(a.fullName);
  await expect(page.getByLabel('Email')).toHaveValue(a.email);
  await expectAccessible(page);

  await page.getByLabel('Full Name').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();

  await page.getByLabel('Full Name').fill('Grace Hopper');
  await page.getByLabel('Phone (optional)').fill('+1 555 0100');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToasted(page, SETTINGS.profileSaved);
  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Grace Hopper');
  await expect(page.getByLabel('Phone (optional)')).toHaveValue('+1 555 0100');
});

test('profile: a new e-mail starts the confirmation flow', async ({ page }) => {
  const a = newAccount('email');
  await signUp(page, a);
  await openSettings(page);
  await page.getByLabel('Email').fill(`  NEW-${a.email.toUpperCase()} `);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToasted(page, SETTINGS.emailUpdateStarted);
  await expectToasted(page, SETTINGS.profileSaved);
});

test('avatar: over 2 MB is refused, a small image is uploaded and shown', async ({ page }) => {
  const a = newAccount('avatar');
  await signUp(page, a);
  await openSettings(page);
  const input = page.locator('input[type="file"]');
  await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
  await expectToasted(page, SETTINGS.avatarTooBig);

  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expectToasted(page, SETTINGS.avatarSaved);
  const img = page.getByRole('img', { name: SETTINGS.avatarLabel });
  await expect(img).toBeVisible();
  expect(await img.getAttribute('src')).toMatch(/\/storage\/v1\/object\/public\/avatars\/avatars\/.+\.png$/);
  await page.reload();
  await expect(page.getByRole('img', { name: SETTINGS.avatarLabel })).toBeVisible();
});

test('security: the password change is validated, saved, and the new password signs in', async ({ page }) => {
  // Sign-up, two password changes, sign-out and two sign-ins: over a minute on a busy machine.
  test.setTimeout(150_000);
  const a = newAccount('password');
  await signUp(page, a);
  await openSettings(page, 'Security');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Current password is required')).toBeVisible();
  await expect(page.getByText('New password is required')).toBeVisible();
  await expectAccessible(page);

  // The server checks the current password (issue 14): a wrong one changes nothing.
  await page.getByLabel('Current Password', { exact: true }).fill('not-my-password');
  await page.getByLabel('New Password', { exact: true }).fill('brand-new-pass');
  await page.getByLabel('Confirm Password', { exact: true }).fill('brand-new-pass');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expectToasted(page, SETTINGS.passwordFailed(SETTINGS.currentPasswordWrong));

  await page.getByLabel('Current Password', { exact: true }).fill(a.password);
  await page.getByLabel('New Password', { exact: true }).fill('brand-new-pass');
  await page.getByRole('button', { name: 'Show new password' }).click();
  await expect(page.getByLabel('New Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByLabel('Confirm Password', { exact: true }).fill('brand-new-pass');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expectToasted(page, SETTINGS.passwordSaved);
  await expect(page.getByLabel('New Password', { exact: true })).toHaveValue('');

  await signOut(page, a);
  await fillSignIn(page, a.email, a.password);
  await expect(page.getByRole('dialog').getByText(AUTH_TOASTS.signInInvalid)).toBeVisible();
  await fillSignIn(page, a.email, 'brand-new-pass');
  await expect(userMenu(page, a)).toBeVisible();
});

/** Codes from the secret, never the same 30-second window twice (a code is single-use). */
function codes(secret: string) {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  let lastWindow = -1;
  return async () => {
    let w = Math.floor(Date.now() / 30_000);
    if (w === lastWindow) {
      await new Promise((r) => setTimeout(r, (w + 1) * 30_000 - Date.now() + 200));
      w = Math.floor(Date.now() / 30_000);
    }
    lastWindow = w;
    return totp.generate();
  };
}

async function enrolTotp(page: Page) {
  await openSettings(page, 'Security');
  await expect(page.getByText(SETTINGS.twoFactorOff)).toBeVisible();
  await page.getByRole('button', { name: SETTINGS.twoFactorEnable }).click();
  const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qr).toBeVisible();
  // The image really decodes (a '#' in the SVG data URL used to cut it short: a broken image).
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
  await expectAccessible(page);
  await snap(page, 'settings-totp-enrol');
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  const next = codes(secret);
  await page.getByLabel(SETTINGS.twoFactorCode).fill('000000');
  await page.getByRole('button', { name: SETTINGS.twoFactorVerify }).click();
  await expect(page.getByText(AUTH.mfaInvalid)).toBeVisible();
  await page.getByLabel(SETTINGS.twoFactorCode).fill(await next());
  await page.getByRole('button', { name: SETTINGS.twoFactorVerify }).click();
  await expectToasted(page, SETTINGS.twoFactorEnabled);
  await expect(page.getByText(SETTINGS.twoFactorOn)).toBeVisible();
  // Recovery codes are shown once, right after the factor is verified.
  const shown = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(shown).toHaveCount(10);
  const recovery = (await shown.allTextContents()).map((t) => t.trim());
  await snap(page, 'settings-recovery-codes');
  await page.getByRole('button', { name: SETTINGS.recoveryDone }).click();
  await expect(page.getByTestId('recovery-codes')).toHaveCount(0);
  await expect(page.getByText(SETTINGS.recoveryLeft(10))).toBeVisible();
  return { next, recovery };
}

test('two-factor: enrol with the QR code, keep the recovery codes, sign in with a code and with a recovery code, then remove it', async ({ page }) => {
  test.setTimeout(150_000);
  const a: Account = newAccount('totp');
  await signUp(page, a);
  const { next, recovery } = await enrolTotp(page);

  await signOut(page, a);
  await fillSignIn(page, a.email, a.password);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: AUTH.mfaTitle })).toBeVisible();
  await dialog.getByLabel(AUTH.mfaLabel).fill('123');
  await dialog.getByRole('button', { name: AUTH.mfaButton }).click();
  await expect(dialog.getByText(AUTH.mfaCodeRequired, { exact: true })).toBeVisible();
  await dialog.getByLabel(AUTH.mfaLabel).fill(await next());
  await dialog.getByRole('button', { name: AUTH.mfaButton }).click();
  await expectToasted(page, AUTH_TOASTS.signInDone);
  await expect(userMenu(page, a)).toBeVisible();

  // A lost phone: a recovery code instead of the authenticator, once.
  await signOut(page, a);
  await fillSignIn(page, a.email, a.password);
  await expect(dialog.getByRole('heading', { name: AUTH.mfaTitle })).toBeVisible();
  await dialog.getByRole('button', { name: AUTH.useRecovery }).click();
  await dialog.getByLabel(AUTH.recoveryLabel).fill(recovery[0]!.toUpperCase());
  await dialog.getByRole('button', { name: AUTH.mfaButton }).click();
  await expect(userMenu(page, a)).toBeVisible();
  await openSettings(page, 'Security');
  await expect(page.getByText(SETTINGS.recoveryLeft(9))).toBeVisible();

  // With aal2 the factor can be removed.
  await openSettings(page, 'Security');
  await page.getByRole('button', { name: SETTINGS.twoFactorRemove }).click();
  await expectToasted(page, SETTINGS.twoFactorRemoved);
  await expect(page.getByText(SETTINGS.twoFactorOff)).toBeVisible();
});

test('appearance: Light, Dark and Toggle, remembered across reloads', async ({ page }) => {
  const a = newAccount('appearance');
  await signUp(page, a);
  await openSettings(page, 'Appearance');
  await page.getByRole('button', { name: 'Dark Mode', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('tab', { name: 'Appearance' }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Toggle', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: 'Dark Mode', exact: true }).click();
  await page.getByRole('button', { name: 'Light Mode', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('account: plan card, API key create (shown once, copy) and revoke, then sign-out', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const a = newAccount('account');
  await signUp(page, a);
  await openSettings(page, 'Account');
  await expect(page.getByText('Premium', { exact: true })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  const memberSince = page.locator('dt', { hasText: 'Member Since' }).locator('xpath=following-sibling::dd');
  await expect(memberSince).not.toHaveText('N/A');
  const userId = page.locator('dt', { hasText: 'User ID' }).locator('xpath=following-sibling::dd');
  await expect(userId).toHaveText(/^[0-9a-f-]{8}$/);
  await expect(page.getByText(SETTINGS.apiKeyNone)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: SETTINGS.apiKeyCreate }).click();
  await expect(page.getByText(SETTINGS.apiKeyNameRequired)).toBeVisible();
  await page.getByLabel(SETTINGS.apiKeyName).fill('Reporting script');
  await page.getByLabel(SETTINGS.apiKeyScope).selectOption('read-write');
  await page.getByRole('button', { name: SETTINGS.apiKeyCreate }).click();
  await expectToasted(page, SETTINGS.apiKeyCreated);
  const key = (await page.getByTestId('api-key-full').textContent())?.trim() ?? '';
  expect(key.length).toBeGreaterThan(20);
  await page.getByRole('button', { name: SETTINGS.apiKeyCopy, exact: true }).click();
  await expect(page.getByRole('button', { name: SETTINGS.apiKeyCopied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  const row = page.getByRole('row', { name: /Reporting script/ });
  await expect(row).toContainText(key.slice(0, 6));
  await expect(row).toContainText(SETTINGS.scopeReadWrite);
  await expect(row).toContainText(SETTINGS.neverUsed);
  await snap(page, 'settings-account-key');

  expect((await request.get('/v1/me', { headers: { authorization: `Bearer ${key}` } })).status()).toBe(200);

  // Shown once: not after a reload.
  await page.reload();
  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(page.getByTestId('api-key-full')).toHaveCount(0);
  await page.getByRole('button', { name: `${SETTINGS.apiKeyRevoke} Reporting script` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: SETTINGS.apiKeyRevoke }).click();
  await expectToasted(page, SETTINGS.apiKeyRevoked);
  await expect(page.getByText(SETTINGS.apiKeyNone)).toBeVisible();
  expect((await request.get('/v1/me', { headers: { authorization: `Bearer ${key}` } })).status()).toBe(401);

  await page.getByRole('button', { name: SETTINGS.signOutButton, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: SETTINGS.signOutButton, exact: true }).click();
  await expectToasted(page, SETTINGS.signOutDone);
  await expect(page).toHaveURL(/\/app\/$/);
});

test('failures are shown with Retry and nothing typed is lost: API keys that cannot be loaded, a profile that cannot be saved', async ({ page }) => {
  const a = newAccount('failures');
  await signUp(page, a);
  // The /v1 API answers 503 until the user retries: the card says so, never "No API keys yet".
  let failing = true;
  await page.route((url) => url.pathname.endsWith('/v1/api-keys'), async (route) => {
    if (failing) await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { message: 'Service unavailable' } }) });
    else await route.fallback();
  });
  await openSettings(page, 'Account');
  const failed = page.getByRole('alert').filter({ hasText: SETTINGS.apiKeysLoadFailed('Service unavailable') });
  await expect(failed).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(SETTINGS.apiKeyNone)).toHaveCount(0);
  await expectAccessible(page);
  failing = false;
  await failed.getByRole('button', { name: SETTINGS.retry }).click();
  await expect(page.getByText(SETTINGS.apiKeyNone)).toBeVisible({ timeout: 20_000 });

  // A profile save that does not reach the server: a toast with Retry, the typed name stays, Retry saves it.
  let saving = 'fail';
  await page.route((url) => url.pathname.endsWith('/rest/v1/profiles'), async (route) => {
    if (saving === 'fail' && route.request().method() === 'PATCH') await route.abort('failed');
    else await route.fallback();
  });
  await page.getByRole('tab', { name: 'Profile' }).click();
  await page.getByLabel('Full Name').fill('Grace Hopper');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const retry = toast(page, SETTINGS.profileFailed);
  await expect(retry).toBeVisible({ timeout: 20_000 });
  await expect(page.getByLabel('Full Name')).toHaveValue('Grace Hopper');
  saving = 'pass';
  await retry.getByRole('button', { name: SETTINGS.retry }).click();
  await expectToasted(page, SETTINGS.profileSaved, 20_000);
  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Grace Hopper', { timeout: 20_000 });
});
