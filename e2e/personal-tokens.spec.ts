import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, toastTitled } from './support/page-helpers';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';

useBrowser();

/** A new user, signed in, on Settings with the tokens list loaded and the personal token form chosen. */
async function openPersonalTokenForm({
  viewport = VIEWPORTS.desktop,
  isDark = false,
}: { viewport?: { width: number; height: number }; isDark?: boolean } = {}) {
  const page = await openPage('/auth', viewport);
  expect((await page.request.post('/api/register', { data: uniqueUser() })).status()).toBe(201);
  if (isDark) expect((await page.request.patch('/api/settings', { data: { theme: 'dark' } })).status()).toBe(200);
  await page.goto('/settings/tokens');
  const section = tokensSection(page);
  await section.getByRole('heading', { name: 'Your tokens' }).waitFor();
  await section.getByText('For your own scripts and tools', { exact: true }).click();
  await section.getByRole('group', { name: 'Scopes' }).waitFor();
  return page;
}

const tokensSection = (page: Page) => page.getByRole('region', { name: 'Embeds & tokens' });
const createdPanel = (page: Page) => page.getByRole('region', { name: 'Copy your new token now' });
const tokenRow = (page: Page, name: string) => tokensSection(page).locator('ul > li').filter({ hasText: name });
const scopeCheckbox = (page: Page, label: string) => tokensSection(page).getByRole('checkbox', { name: new RegExp(`^${label}`) });
const createButton = (page: Page) => tokensSection(page).getByRole('button', { name: 'Create personal access token' });

/** A script calling the API with the token and no cookie: the status and the message it answers. */
async function callWithToken(page: Page, path: string, token: string) {
  const response = await fetch(new URL(path, page.url()), { headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  return { status: response.status, message: body.message };
}

describe('Settings → Embeds & tokens: personal access tokens', () => {
  it('creates one with two scopes, shown once, that reaches only what they cover, and revokes it', async () => {
    const page = await openPersonalTokenForm();
    const section = tokensSection(page);
    await section.getByText('lets your own scripts and tools call the API', { exact: false }).waitFor();

    // Name and scopes are both checked before anything is sent (the core schema's messages).
    await createButton(page).click();
    await section.getByText('name is required').waitFor();
    await section.getByText('Pick at least one scope').waitFor();

    await section.getByLabel('Name').fill('Weekly report');
    await section.getByLabel('Expires after').selectOption({ label: '7 days' });
    await scopeCheckbox(page, 'Read progress summaries').check();
    await scopeCheckbox(page, 'Read the daily checklist').check();
    expect(await section.getByText('Pick at least one scope').count()).toBe(0);
    await createButton(page).click();

    const panel = createdPanel(page);
    await panel.waitFor();
    const token = await page.getByLabel('Token', { exact: true }).inputValue();
    expect(token).toMatch(/^uhp_/);
    const origin = new URL(page.url()).origin;
    await panel.getByText(`curl -H "Authorization: Bearer ${token}" "${origin}/api/progress/summary?range=week"`).waitFor();
    expect(await panel.getByRole('link', { name: 'API reference' }).getAttribute('href')).toBe('/api/docs');
    expect(await panel.getByText('This example needs', { exact: false }).count()).toBe(0);

    const row = tokenRow(page, 'Weekly report');
    await row.waitFor();
    expect(await row.getByRole('definition').allTextContents()).toEqual([
      'Personal access token',
      'checklist:read, progress:read',
      expect.any(String),
      expect.any(String),
      'Never used',
    ]);

    // A route its scopes cover answers; one they do not is refused with the scope it lacks; settings never.
    expect((await callWithToken(page, '/api/progress/summary?range=week', token)).status).toBe(200);
    expect(await callWithToken(page, '/api/fasting-logs', token)).toEqual({
      status: 403,
      message: 'This token lacks the logs:read scope this needs',
    });
    expect((await callWithToken(page, '/api/tokens', token)).status).toBe(403);

    // Shown once: after Done and a reload it is gone from the page, and its use shows in the list.
    await panel.getByRole('button', { name: 'Done' }).click();
    expect(await createdPanel(page).count()).toBe(0);
    await page.reload();
    await row.waitFor();
    expect(await page.content()).not.toContain(token);
    await row.getByText(/from 127\.0\.0\.1$/).waitFor();

    await row.getByRole('button', { name: 'Revoke Weekly report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke “Weekly report”?' });
    await dialog.getByText('Any script or tool using it stops working at once.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Revoke token' }).click();
    await toastTitled(page, 'Token revoked').getByText('“Weekly report” no longer works.').first().waitFor();
    await section.getByText('No tokens yet.', { exact: false }).waitFor();
    expect((await callWithToken(page, '/api/progress/summary?range=week', token)).status).toBe(401);
  });

  it('ticks every read scope at once and leaves the writes as they were', async () => {
    const page = await openPersonalTokenForm();
    await scopeCheckbox(page, 'Tick and untick checklist items').check();
    await tokensSection(page).getByRole('button', { name: 'Select every read scope' }).click();
    const read = tokensSection(page).getByRole('group', { name: 'Read' }).getByRole('checkbox');
    const write = tokensSection(page).getByRole('group', { name: 'Write' }).getByRole('checkbox');
    expect(await read.evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).checked))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(await write.evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).checked))).toEqual([
      false,
      false,
      true,
      false,
      false,
    ]);

    await tokensSection(page).getByLabel('Name').fill('Everything readable');
    await createButton(page).click();
    await createdPanel(page).waitFor();
    expect(await tokenRow(page, 'Everything readable').getByRole('definition').nth(1).textContent()).toBe(
      'logs:read, biometrics:read, checklist:read, checklist:write, progress:read, export',
    );
  });

  describe('accessibility (axe-core)', () => {
    it('has no violations with the form open, its errors shown, and a new token, light and dark, on a desktop and at 375 px', async () => {
      for (const options of [{}, { isDark: true }, { viewport: VIEWPORTS.phone }]) {
        const page = await openPersonalTokenForm(options);
        await createButton(page).click();
        await tokensSection(page).getByText('Pick at least one scope').waitFor();
        expect(await axeViolations(page, { include: '#embed-tokens' })).toEqual([]);

        await tokensSection(page).getByLabel('Name').fill('Home dashboard');
        await tokensSection(page).getByRole('button', { name: 'Select every read scope' }).click();
        await createButton(page).click();
        await tokenRow(page, 'Home dashboard').waitFor();
        await createdPanel(page).getByText('Try it from a terminal', { exact: false }).waitFor();
        expect(await axeViolations(page, { include: '#embed-tokens' })).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
      }
    });
  });
});
