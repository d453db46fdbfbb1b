import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { toastTitled, axeViolations } from './support/page-helpers';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';

useBrowser();

type Options = { viewport?: { width: number; height: number }; fakeClock?: boolean; dark?: boolean };

/** A new user, signed in, on `path`; with `fakeClock` the page's Date and timers are Playwright's. */
async function openSignedIn(path: string, { viewport = VIEWPORTS.desktop, fakeClock = false, dark = false }: Options = {}) {
  const page = await openPage('/auth', viewport);
  expect((await page.request.post('/api/register', { data: uniqueUser() })).status()).toBe(201);
  if (dark) expect((await page.request.patch('/api/settings', { data: { theme: 'dark' } })).status()).toBe(200);
  if (fakeClock) await page.clock.install({ time: new Date() });
  await page.goto(path);
  return page;
}

const text = async (page: Page, role: 'timer', name: string) => (await page.getByRole(role, { name }).textContent()) ?? '';

describe('30-30-30 tracker', () => {
  it('completes a session once protein ≥ 30 g and the timer ≥ 25:00, then logs another', async () => {
    const page = await openSignedIn('/thirty-thirty-thirty', { fakeClock: true });
    await page.getByRole('heading', { name: '30-30-30 Method Tracker' }).waitFor();
    await page.getByText('No sessions yet.', { exact: false }).waitFor();
    const complete = page.getByRole('button', { name: 'Complete 30-30-30' });
    const protein = page.getByLabel('Protein (grams)');

    // Enter forces the action while the rule is not met: the validation toast explains why.
    await protein.fill('10');
    await protein.press('Enter');
    await toastTitled(page, 'Validation Error')
      .getByText("Please ensure you've consumed at least 30g of protein and exercised for at least 25 minutes.")
      .waitFor();

    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.clock.fastForward('24:50');
    await expect.poll(() => text(page, 'timer', 'Exercise time')).toBe('24:50');
    await protein.fill('35');
    await expect(complete.isDisabled()).resolves.toBe(true);

    await page.clock.fastForward('00:15');
    await expect.poll(() => text(page, 'timer', 'Exercise time')).toBe('25:05');
    await expect.poll(() => complete.isEnabled()).toBe(true);

    // The timer stops by itself at 30:00.
    await page.clock.fastForward('10:00');
    await expect.poll(() => text(page, 'timer', 'Exercise time')).toBe('30:00');
    await page.getByText('30:00 reached').waitFor();
    await page.clock.fastForward('01:00');
    expect(await text(page, 'timer', 'Exercise time')).toBe('30:00');
    await expect(page.getByRole('button', { name: 'Start', exact: true }).isDisabled()).resolves.toBe(true);

    await page.getByLabel('Time after waking (minutes)').fill('20');
    const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/protocols/thirty'));
    await complete.click();
    expect((await posted).postDataJSON()).toMatchObject({
      proteinAmount: 35,
      exerciseDuration: 1800,
      timeAfterWaking: 20,
      completed: true,
    });
    await toastTitled(page, 'Success!').getByText('Your 30-30-30 protocol has been logged successfully.').waitFor();
    await page.getByRole('heading', { name: '30-30-30 complete!' }).waitFor();
    await page.getByText('35 g protein', { exact: false }).waitFor(); // the recent-sessions list

    await page.getByRole('button', { name: 'Log Another Session' }).click();
    await expect.poll(() => protein.inputValue()).toBe('');
    expect(await text(page, 'timer', 'Exercise time')).toBe('00:00');
    await expect(complete.isDisabled()).resolves.toBe(true);
  });

  it('keeps the inputs and the timer when the save fails', async () => {
    const page = await openSignedIn('/thirty-thirty-thirty', { fakeClock: true });
    await page.route('**/api/protocols/thirty', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await page.getByLabel('Protein (grams)').fill('40');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.clock.fastForward('26:00');
    await expect.poll(() => text(page, 'timer', 'Exercise time')).toBe('26:00');
    await page.getByRole('button', { name: 'Complete 30-30-30' }).click();
    await toastTitled(page, 'Error').getByText('Failed to log your 30-30-30 protocol. Please try again.').waitFor();
    expect(await page.getByLabel('Protein (grams)').inputValue()).toBe('40');
    expect(await text(page, 'timer', 'Exercise time')).toBe('26:00');
    await expect(page.getByRole('button', { name: 'Complete 30-30-30' }).isEnabled()).resolves.toBe(true);
  });

  it('keeps a running timer across a reload', async () => {
    const page = await openSignedIn('/thirty-thirty-thirty');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.waitForTimeout(2200);
    await page.reload();
    await page.getByRole('heading', { name: '30-30-30 Method Tracker' }).waitFor();
    await expect.poll(() => text(page, 'timer', 'Exercise time')).toMatch(/^00:0[2-5]$/);
    await page.getByText('Running').waitFor();
    await expect(page.getByRole('button', { name: 'Pause' }).isEnabled()).resolves.toBe(true);
    await expect.poll(() => text(page, 'timer', 'Exercise time'), { timeout: 5000 }).toMatch(/^00:0[4-9]$/);
  });
});

describe('cold exposure tracker', () => {
  it('refuses a session under 30 seconds and keeps the time running', async () => {
    const page = await openSignedIn('/cold-exposure');
    await page.getByText('No sessions yet.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect.poll(() => text(page, 'timer', 'Session time')).toBe('00:01');
    await page.getByRole('button', { name: 'Stop' }).click();
    await toastTitled(page, 'Session Too Short').getByText('Cold exposure sessions should be at least 30 seconds. Keep going!').waitFor();
    expect(await text(page, 'timer', 'Session time')).not.toBe('00:00');
    await page.getByText('Running').waitFor();
    await page.getByText('No sessions yet.', { exact: false }).waitFor();
  });

  it('logs a session: toast, history row, today in strong blue, and °C for the typed °F', async () => {
    const page = await openSignedIn('/cold-exposure', { fakeClock: true });
    await page.getByText('No sessions yet.', { exact: false }).waitFor();
    await page.getByText('14.4 °C').waitFor(); // the default 58 °F
    await page.getByLabel('Temperature (°F)').fill('50');
    await page.getByText('10.0 °C').waitFor();
    await page.getByLabel('Method').selectOption({ label: 'Ice Bath' });

    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.clock.fastForward('03:20');
    await expect.poll(() => text(page, 'timer', 'Session time')).toBe('03:20');
    await page.getByText('In the 2:00–5:00 target range').waitFor();
    await page.getByRole('button', { name: 'Stop' }).click();
    await toastTitled(page, 'Session Logged').getByText("You've completed a 3:20 min cold exposure session. Great job!").waitFor();
    await expect.poll(() => text(page, 'timer', 'Session time')).toBe('00:00');

    const row = page.getByRole('row').filter({ hasText: 'Ice Bath' });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual([expect.any(String), 'Ice Bath', '50 °F', '3:20', '']);

    const today = page.locator('li[aria-current="date"]');
    await today.getByText('3:20', { exact: true }).waitFor();
    await today.getByText('3 minutes 20 seconds', { exact: false }).waitFor();
    const background = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor);
    const strongSwatch = page.getByRole('list', { name: 'Legend' }).getByRole('listitem').filter({ hasText: '3:00 or more' });
    const strongColour = await strongSwatch
      .locator('span')
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background('li[aria-current="date"]')).toBe(strongColour);
    expect(await background('li[aria-current="date"]')).not.toBe(await background('li[data-level="none"]'));
  });

  it('keeps the time when the session cannot be saved, so Stop can be pressed again', async () => {
    const page = await openSignedIn('/cold-exposure', { fakeClock: true });
    await page.getByText('No sessions yet.', { exact: false }).waitFor();
    await page.route('**/api/protocols/cold', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.clock.fastForward('02:00');
    await expect.poll(() => text(page, 'timer', 'Session time')).toBe('02:00');
    await page.getByRole('button', { name: 'Stop' }).click();
    await toastTitled(page, 'Error').getByText('Failed to log your cold exposure session. Please try again.').waitFor();
    expect(await text(page, 'timer', 'Session time')).toBe('02:00');
    await expect(page.getByRole('button', { name: 'Stop' }).isEnabled()).resolves.toBe(true);
  });

  it('says so and offers a retry when the history cannot be loaded', async () => {
    const page = await openPage('/auth');
    await page.request.post('/api/register', { data: uniqueUser() });
    let failures = 1;
    await page.route('**/api/protocols/cold/*', (route) =>
      failures-- > 0 ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }) : route.continue(),
    );
    await page.goto('/cold-exposure');
    await toastTitled(page, 'Error').getByText('Failed to load cold exposure history. Please try again.').waitFor();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('No sessions yet.', { exact: false }).waitFor();
  });
});

describe('accessibility (axe-core)', () => {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`30-30-30 tracker has no violations (${label})`, async () => {
      const page = await openSignedIn('/thirty-thirty-thirty', { viewport });
      await page.getByText('No sessions yet.', { exact: false }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });

    it(`cold exposure tracker has no violations (${label})`, async () => {
      const page = await openSignedIn('/cold-exposure', { viewport });
      await page.getByText('No sessions yet.', { exact: false }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it('both trackers have no violations in the dark theme, with data in the strip and tables', async () => {
    const page = await openSignedIn('/cold-exposure', { dark: true });
    const userId = ((await (await page.request.get('/api/user')).json()) as { id: number }).id;
    for (const duration of [40, 200]) {
      const body = { userId, exposureMethod: 'cold_plunge', temperature: 50, temperatureUnit: 'F', duration, completed: true };
      expect((await page.request.post('/api/protocols/cold', { data: body })).status()).toBe(201);
    }
    const thirty = { userId, proteinAmount: 32, exerciseDuration: 1600, timeAfterWaking: 15, completed: true };
    expect((await page.request.post('/api/protocols/thirty', { data: thirty })).status()).toBe(201);
    await page.reload();
    await page.getByRole('row').filter({ hasText: 'Cold Plunge' }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/thirty-thirty-thirty');
    await page.getByText('32 g protein', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
