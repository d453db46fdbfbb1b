import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { toastTitled } from './support/page-helpers';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';

useBrowser();

const htmlClass = (page: Page) => page.evaluate(() => document.documentElement.className);

async function registerWithDarkTheme(page: Page) {
  const credentials = uniqueUser();
  expect((await page.request.post('/api/register', { data: credentials })).status()).toBe(201);
  expect((await page.request.patch('/api/settings', { data: { theme: 'dark' } })).status()).toBe(200);
  return credentials;
}

describe('preferences follow the person, not the browser', () => {
  it('applies the saved dark theme right after signing in on another browser, without a reload', async () => {
    const setup = await openPage('/auth');
    const credentials = await registerWithDarkTheme(setup);

    // A second browser (its own cookies) that has never seen this account.
    const page = await openPage('/login');
    expect(await htmlClass(page)).not.toContain('dark');
    await page.getByLabel('Username', { exact: true }).fill(credentials.username);
    await page.getByLabel('Password', { exact: true }).fill(credentials.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
    await expect.poll(() => htmlClass(page)).toContain('dark');
  });

  it('a deleted account leaves no theme behind on the sign-in page, before or after a reload', async () => {
    const page = await openPage('/auth');
    const credentials = await registerWithDarkTheme(page);
    await page.goto('/settings/data');
    expect(await htmlClass(page)).toContain('dark');

    await page.locator('#delete-account-password').fill(credentials.password);
    await page.getByRole('button', { name: 'Delete account', exact: true }).click();
    await page.getByRole('button', { name: 'Yes, delete my account' }).click();
    await page.waitForURL('**/login');
    expect(await htmlClass(page)).not.toContain('dark');
    await page.reload();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await htmlClass(page)).not.toContain('dark');
  });

  it('an import into a new, empty account also takes the export’s units, theme and time zone by default', async () => {
    const source = await openPage('/auth');
    await registerWithDarkTheme(source);
    await source.request.patch('/api/settings', { data: { weightUnit: 'kg', temperatureUnit: 'C', timeZone: 'Pacific/Auckland' } });
    expect((await source.request.post('/api/biometrics', { data: { weight: 180 } })).status()).toBe(201);
    const file = Buffer.from(JSON.stringify(await (await source.request.get('/api/account/export')).json()));

    const page = await openPage('/auth');
    expect((await page.request.post('/api/register', { data: uniqueUser() })).status()).toBe(201);
    await page.goto('/settings/data');
    const applyPreferences = page.getByLabel('Also apply the exported preferences');
    await expect.poll(() => applyPreferences.isChecked()).toBe(true);
    await page.getByLabel('Export file (.json)').setInputFiles({ name: 'export.json', mimeType: 'application/json', buffer: file });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await toastTitled(page, 'Import complete').waitFor();
    await page.getByText("Applied the export's weight unit, temperature unit, theme and time zone").waitFor();
    await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Preferences' }).click();
    await expect.poll(() => page.getByRole('radio', { name: 'Kilograms (kg)' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Celsius (°C)' }).isChecked()).toBe(true);
    expect(await htmlClass(page)).toContain('dark');
    expect(((await (await page.request.get('/api/settings')).json()) as { timeZone: string }).timeZone).toBe('Pacific/Auckland');

    // Once the account holds records, the option is off unless chosen.
    await page.goto('/settings/data');
    await page.getByLabel('Also apply the exported preferences').waitFor({ state: 'attached' });
    await expect.poll(() => page.getByLabel('Also apply the exported preferences').isChecked()).toBe(false);
  });
});

describe('layout', () => {
  it('the sidebar’s background runs the whole height of a long page', async () => {
    const page = await openPage('/auth', VIEWPORTS.desktop);
    expect((await page.request.post('/api/register', { data: uniqueUser() })).status()).toBe(201);
    await page.goto('/learn');
    await page.getByRole('heading', { name: 'All Courses' }).waitFor();
    const column = await page.getByTestId('sidebar-column').boundingBox();
    const main = await page.locator('main').boundingBox();
    expect(main!.height).toBeGreaterThan(VIEWPORTS.desktop.height);
    expect(column!.y + column!.height).toBeGreaterThanOrEqual(main!.y + main!.height);
  });
});
