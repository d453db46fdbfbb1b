import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, toastTitled } from './support/page-helpers';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';

useBrowser();

/** A new user, signed in, on Settings with the tokens list loaded. */
async function openTokens({
  viewport = VIEWPORTS.desktop,
  isDark = false,
}: { viewport?: { width: number; height: number }; isDark?: boolean } = {}) {
  const page = await openPage('/auth', viewport);
  const registered = await page.request.post('/api/register', { data: uniqueUser() });
  expect(registered.status()).toBe(201);
  if (isDark) expect((await page.request.patch('/api/settings', { data: { theme: 'dark' } })).status()).toBe(200);
  await page.goto('/settings/tokens');
  await tokensSection(page).getByRole('heading', { name: 'Your tokens' }).waitFor();
  return page;
}

const tokensSection = (page: Page) => page.getByRole('region', { name: 'Embeds & tokens' });
const createdPanel = (page: Page) => page.getByRole('region', { name: 'Copy your new token now' });
const tokenRows = (page: Page) => tokensSection(page).locator('ul > li');

async function createToken(page: Page, name: string, expiry: string) {
  const section = tokensSection(page);
  await section.getByLabel('Name').fill(name);
  await section.getByLabel('Expires after').selectOption({ label: expiry });
  await section.getByRole('button', { name: 'Create token' }).click();
  await createdPanel(page).waitFor();
  return page.getByLabel('Token', { exact: true }).inputValue();
}

/** A widget endpoint called the way a framed widget calls it: the embed token, no cookie. */
const callWithToken = async (page: Page, token: string) =>
  (await fetch(new URL('/api/daily-checklist/today', page.url()), { headers: { Authorization: `Bearer ${token}` } })).status;

describe('Settings → Embeds & tokens', () => {
  it('creates a token shown once, lists it, and revokes it after asking', async () => {
    const page = await openTokens();
    const section = tokensSection(page);
    await section.getByText('No tokens yet.', { exact: false }).waitFor();
    await section.getByText(/passes a token to its Ultimate Human widget \(with AUTH_TOKEN\)/).waitFor();

    // The name is required (the core schema's message, under the field).
    await section.getByRole('button', { name: 'Create token' }).click();
    await section.getByText('name is required').waitFor();

    const token = await createToken(page, 'My blog', '7 days');
    expect(token).toMatch(/^uhe_/);
    await createdPanel(page).getByText('you won’t see it again', { exact: false }).waitFor();
    // Focus lands on the token, so it is read out and ready to copy.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('created-token');

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
    await createdPanel(page).getByRole('button', { name: 'Copy token' }).click();
    await toastTitled(page, 'Copied!').getByText('Token copied to clipboard').first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

    await tokenRows(page).filter({ hasText: 'My blog' }).waitFor();
    const row = tokenRows(page).filter({ hasText: 'My blog' });
    expect(await row.getByRole('definition').allTextContents()).toEqual([
      'Embed token',
      expect.any(String),
      expect.any(String),
      'Never used',
    ]);

    // The token works for the widget features, and its use shows in the list.
    expect(await callWithToken(page, token)).toBe(200);

    await createdPanel(page).getByRole('button', { name: 'Done' }).click();
    expect(await createdPanel(page).count()).toBe(0);
    await page.reload();
    await row.waitFor();
    expect(await page.content()).not.toContain(token);
    await row.getByText(/from 127\.0\.0\.1$/).waitFor();

    // Cancel keeps it; Revoke token ends it.
    await row.getByRole('button', { name: 'Revoke My blog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke “My blog”?' });
    await dialog.getByText('Any site or widget using it is signed out at once.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await row.count()).toBe(1);
    await row.getByRole('button', { name: 'Revoke My blog' }).click();
    await dialog.getByRole('button', { name: 'Revoke token' }).click();
    await toastTitled(page, 'Token revoked').first().waitFor();
    await section.getByText('No tokens yet.', { exact: false }).waitFor();
    expect(await callWithToken(page, token)).toBe(401);
  });

  it('offers every expiry and keeps what was chosen', async () => {
    const page = await openTokens();
    const options = await tokensSection(page).getByLabel('Expires after').locator('option').allTextContents();
    expect(options).toEqual(['1 hour', '1 day', '7 days', '30 days', '90 days', 'Never']);
    await createToken(page, 'Forever', 'Never');
    await createdPanel(page).getByRole('button', { name: 'Done' }).click();
    const row = tokenRows(page).filter({ hasText: 'Forever' });
    expect(await row.getByRole('definition').nth(2).textContent()).toBe('Never');
  });

  it('shows a load error with a retry', async () => {
    const page = await openPage('/auth');
    expect((await page.request.post('/api/register', { data: uniqueUser() })).status()).toBe(201);
    let isFailing = true;
    await page.route('**/api/tokens', (route) =>
      isFailing && route.request().method() === 'GET'
        ? route.fulfill({ status: 500, json: { message: 'Internal Server Error' } })
        : route.fallback(),
    );
    await page.goto('/settings/tokens');
    const section = tokensSection(page);
    await section.getByRole('alert').getByText('Failed to load your tokens.').waitFor();
    isFailing = false;
    await section.getByRole('button', { name: 'Retry' }).click();
    await section.getByText('No tokens yet.', { exact: false }).waitFor();
  });

  describe('accessibility (axe-core)', () => {
    it('has no violations with a new token and a list, light and dark, on a desktop and at 375 px', async () => {
      for (const options of [{}, { isDark: true }, { viewport: VIEWPORTS.phone }]) {
        const page = await openTokens(options);
        await createToken(page, 'Team dashboard', '30 days');
        await tokenRows(page).filter({ hasText: 'Team dashboard' }).waitFor();
        expect(await axeViolations(page, { include: '#embed-tokens' })).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
      }
    });
  });
});
