import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, toastTitled } from './support/page-helpers';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';

useBrowser();

async function openProfileSignedIn() {
  const page = await openPage('/auth');
  expect((await page.request.post('/api/register', { data: uniqueUser() })).status()).toBe(201);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Logout' }).waitFor();
  return page;
}

// An unknown username each time, so these failures never throttle a real account.
async function failSignIn(page: Page) {
  await page.getByLabel('Username', { exact: true }).fill(uniqueUser().username);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await toastTitled(page, 'Login failed').first().waitFor();
}

describe('profile logout', () => {
  it("shows 'Logging out...' and disables both buttons while the logout is pending", async () => {
    const page = await openProfileSignedIn();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/logout', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Logout' }).click();
    const pending = page.getByRole('button', { name: 'Logging out...' });
    await pending.waitFor();
    await expect(pending.isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Edit Profile' }).isDisabled()).resolves.toBe(true);
    release();
    await page.waitForURL('**/login');
  });

  it('keeps the user signed in and says so when the logout fails', async () => {
    const page = await openProfileSignedIn();
    await page.route('**/api/logout', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await page.getByRole('button', { name: 'Logout' }).click();
    await toastTitled(page, 'Error').getByText('Failed to log out. Please try again.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');
    await expect(page.getByRole('button', { name: 'Logout' }).isEnabled()).resolves.toBe(true);
  });
});

describe('profile health protocols', () => {
  it('shows each protocol with its current streak and a link to its page', async () => {
    const page = await openPage('/auth', VIEWPORTS.phone);
    expect((await page.request.post('/api/register', { data: uniqueUser() })).status()).toBe(201);
    for (const daysAgo of [1, 0]) {
      const timestamp = new Date(Date.now() - daysAgo * 86_400_000 - 1000).toISOString();
      const logged = await page.request.post('/api/thirty-thirty-thirty-logs', {
        data: { proteinAmount: 35, exerciseDuration: 1800, completed: true, timestamp },
      });
      expect(logged.status()).toBe(201);
    }
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Health Protocols', level: 2 }).waitFor();
    const thirty = page.getByTestId('health-protocol-thirtyThirtyThirty');
    await thirty.getByText('2-day streak').waitFor();
    await thirty.getByText('Done today').waitFor();
    const fasting = page.getByTestId('health-protocol-fasting');
    await fasting.getByText('No streak yet').waitFor();
    await fasting.getByText('Not done yet today').waitFor();
    await page.getByTestId('health-protocol-coldExposure').getByRole('link', { name: 'Open the cold exposure tracker' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await thirty.getByRole('link', { name: 'Open the 30-30-30 tracker' }).click();
    await page.waitForURL('**/thirty-thirty-thirty');
  });
});

describe('toasts', () => {
  it('F8 moves focus to the notifications region', async () => {
    const page = await openPage('/auth');
    await failSignIn(page);
    await page.keyboard.press('F8');
    const focusedInside = await page.evaluate(() => Boolean(document.activeElement?.closest('[aria-label^="Notifications"]')));
    expect(focusedInside).toBe(true);
  });

  it('shows at most 5 toasts at once', async () => {
    const page = await openPage('/auth');
    // A paused clock keeps the 5-second dismissal from racing a slow machine: only the limit removes toasts.
    await page.clock.install();
    await page.reload();
    for (let attempt = 0; attempt < 6; attempt++) {
      await page.getByLabel('Username', { exact: true }).fill(`nobody${attempt}`);
      await page.getByLabel('Password', { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
    }
    // Count the toasts themselves (the list items of the notifications region), not Radix's
    // short-lived screen-reader announcements, which a paused clock keeps around.
    const shown = page
      .getByRole('region', { name: /Notifications/ })
      .locator('li')
      .filter({ hasText: 'Login failed' });
    await shown.nth(4).waitFor();
    await page.clock.runFor(300);
    expect(await shown.count()).toBe(5);
  });

  it('dismisses a toast after 5 seconds, or at once with a swipe to the right', async () => {
    const page = await openPage('/auth');
    await failSignIn(page);
    const first = toastTitled(page, 'Login failed').first();
    const box = await first.boundingBox();
    if (!box) throw new Error('toast has no box');
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 120, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await first.waitFor({ state: 'hidden', timeout: 2000 });

    await failSignIn(page);
    await page.mouse.move(0, 0);
    await toastTitled(page, 'Login failed').first().waitFor({ state: 'hidden', timeout: 8000 });
  });
});
