import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { toastTitled, axeViolations } from './support/page-helpers';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';

useBrowser();

const HOUR = 3_600_000;

/** A new signed-in user; `clockAt` installs Playwright's fake clock before the app loads. */
async function signedIn(viewport: { width: number; height: number } = VIEWPORTS.desktop, clockAt?: Date) {
  const page = await openPage('/auth', viewport);
  const response = await page.request.post('/api/register', { data: uniqueUser() });
  expect(response.status()).toBe(201);
  const user = (await response.json()) as { id: number };
  if (clockAt) await page.clock.install({ time: clockAt });
  return { page, userId: user.id };
}

async function openFasting(page: Page) {
  await page.goto('/fasting');
  await page.getByRole('heading', { name: 'Fasting Tracker', level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Recent Fasting History' }).waitFor();
}

const elapsed = (page: Page) => page.getByTestId('fast-elapsed');
const historyRows = (page: Page) => page.getByRole('table').getByRole('row');
const currentStage = (page: Page) => page.locator('li[aria-current="step"]');

async function startFast(page: Page, protocolLabel: string) {
  await page.getByLabel('Fasting Protocol').selectOption({ label: protocolLabel });
  await page.getByRole('button', { name: 'Start Fast' }).click();
  await toastTitled(page, 'Fast Started').waitFor();
  await page.getByRole('button', { name: 'End Fast' }).waitFor();
}

describe('/fasting', () => {
  it('starts a 16:8 fast, resumes it after a reload, and ends it early', async () => {
    const { page } = await signedIn();
    await openFasting(page);
    await page.getByText('No fasts logged yet.').waitFor();
    expect(await page.getByLabel('Fasting Protocol').inputValue()).toBe('16');
    expect(await page.getByLabel('Fasting Protocol').locator('option').allTextContents()).toEqual([
      '12:12 Circadian Rhythm Fasting',
      '16:8 Intermittent Fasting',
      '20:4 Warrior Diet',
      '24 Hour Fast',
      '36 Hour Fast',
      '48 Hour Fast',
      '72 Hour Fast',
      '86 Hour Fast',
    ]);

    await startFast(page, '16:8 Intermittent Fasting');
    await toastTitled(page, 'Fast Started').getByText("You've begun a 16-hour fast. Stay strong!").waitFor();
    await page.waitForFunction(() =>
      /^0:00:(0[1-9]|[1-5]\d)$/.test(document.querySelector('[data-testid="fast-elapsed"]')?.textContent ?? ''),
    );
    await page.getByText('of 16h target').waitFor();
    expect(await currentStage(page).getByRole('heading').textContent()).toBe('Digestive Rest');

    await page.reload();
    await page.getByRole('button', { name: 'End Fast' }).waitFor();
    expect(await elapsed(page).textContent()).toMatch(/^0:00:\d\d$/);
    expect(await elapsed(page).textContent()).not.toBe('0:00:00');
    await historyRows(page).nth(1).getByText('In Progress').first().waitFor();

    await page.getByRole('button', { name: 'End Fast' }).click();
    await page.getByRole('dialog', { name: 'End this fast?' }).getByRole('button', { name: 'End Fast' }).click();
    await toastTitled(page, 'Ended Early').getByText('You fasted 0h 0m of your 16-hour target.').waitFor();
    expect(await toastTitled(page, 'Fast Ended').count()).toBe(0);
    await page.getByRole('button', { name: 'Start Fast' }).waitFor();
    const row = historyRows(page).nth(1);
    await row.getByText('Ended Early').waitFor();
    expect(await row.getByRole('cell').allInnerTexts()).toEqual([
      expect.any(String),
      '16:8', // the desktop column is narrow: the short protocol name
      '0h 0m',
      'Ended Early',
      '',
    ]);
    expect(await historyRows(page).count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);
  });

  // The fake clock runs ahead of the server's: the page sees the target pass by its own clock.
  it('announces the target on a 12:12 fast and keeps it running past its target until ended', async () => {
    const { page } = await signedIn(VIEWPORTS.desktop, new Date());
    await openFasting(page);
    await startFast(page, '12:12 Circadian Rhythm Fasting');

    await page.clock.fastForward('12:00:05');
    await toastTitled(page, 'Target Reached').getByText('You reached your 12-hour goal. Well done! End the fast when you eat.').waitFor();
    await page.getByTestId('past-target').getByText('Running past target').waitFor();
    await page.getByRole('button', { name: 'End Fast' }).waitFor();
    expect(await page.getByRole('button', { name: 'Start Fast' }).count()).toBe(0);
    expect(await toastTitled(page, 'Fast Completed!').count()).toBe(0);
    await historyRows(page).nth(1).getByText('In Progress').first().waitFor();
  });

  it('highlights the stage the fast has reached', async () => {
    const { page } = await signedIn(VIEWPORTS.phone, new Date());
    await openFasting(page);
    await startFast(page, '16:8 Intermittent Fasting');
    await page.clock.fastForward('13:00:00');
    await page.waitForFunction(() => document.querySelector('[data-testid="fast-elapsed"]')?.textContent?.startsWith('13:00:'));
    expect(await currentStage(page).count()).toBe(1);
    expect(await currentStage(page).getByRole('heading').textContent()).toBe('Fat Burning');
    await currentStage(page)
      .getByText(/Autophagy Beginning in 2h 59m/)
      .waitFor();
  });

  it('goes back to idle and says so when the start fails', async () => {
    const { page } = await signedIn();
    await openFasting(page);
    await page.route('**/api/protocols/fasting', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Start Fast' }).click();
    await toastTitled(page, 'Error').getByText('Failed to start your fast. Please try again.').waitFor();
    await page.getByRole('button', { name: 'Start Fast' }).waitFor();
    expect(await page.getByRole('button', { name: 'End Fast' }).count()).toBe(0);
  });
});

describe('/biometrics', () => {
  it('keeps the submit button disabled while every field is empty or 0', async () => {
    const { page } = await signedIn();
    await page.goto('/biometrics');
    const submit = page.getByRole('button', { name: "Log Today's Biometrics" });
    await submit.waitFor();
    await expect(submit.isDisabled()).resolves.toBe(true);
    await page.getByLabel('Weight (lbs)').fill('0');
    await page.getByLabel('Sleep (hours)').fill('0');
    await expect(submit.isDisabled()).resolves.toBe(true);
    await page.getByLabel('Sleep (hours)').fill('7.5');
    await expect(submit.isEnabled()).resolves.toBe(true);
    // The 0.1 h step is stated and enforced (a plain-text field: 7.25 is refused with a message).
    await page.getByText('In steps of 0.1 hour, e.g. 7.5').waitFor();
  });

  it('logs two days of weight and charts the trend', async () => {
    const { page } = await signedIn();
    await page.goto('/biometrics');
    await page.getByRole('button', { name: /^Weight · 0/ }).waitFor();

    for (const weight of ['184.6', '181.2']) {
      await page.getByLabel('Weight (lbs)').fill(weight);
      await page.getByRole('button', { name: "Log Today's Biometrics" }).click();
      await toastTitled(page, 'Biometrics Saved').getByText('Your health metrics have been successfully logged.').first().waitFor();
      await page.waitForFunction(() => (document.getElementById('biometric-weight') as HTMLInputElement | null)?.value === '');
    }

    const weightChip = page.getByRole('button', { name: /^Weight · 2/ });
    await weightChip.waitFor();
    await page.getByRole('button', { name: /^Blood Pressure · 0/ }).waitFor();
    expect(await weightChip.getAttribute('aria-pressed')).toBe('false');
    await weightChip.click();
    expect(await weightChip.getAttribute('aria-pressed')).toBe('true');
    await page.locator('figure canvas').first().waitFor();
    await page.getByText(/^Latest 181\.2 lbs, −3\.4 lbs since /).waitFor();
  });

  it('keeps the input and shows the server message when the save is refused', async () => {
    const { page } = await signedIn();
    await page.goto('/biometrics');
    await page.route('**/api/biometrics', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: '{"message":"systolic must be greater than diastolic"}' }),
    );
    await page.getByLabel('Systolic (mmHg)').fill('120');
    await page.getByLabel('Diastolic (mmHg)').fill('80');
    await page.getByRole('button', { name: "Log Today's Biometrics" }).click();
    await toastTitled(page, 'Error').getByText('Failed to save your biometric data. Please try again.').waitFor();
    await page.getByRole('alert').getByText('systolic must be greater than diastolic').waitFor();
    expect(await page.getByLabel('Systolic (mmHg)').inputValue()).toBe('120');
    expect(await page.getByLabel('Diastolic (mmHg)').inputValue()).toBe('80');
  });
});

describe('accessibility (axe-core)', () => {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`/fasting with a running fast has no violations (${label})`, async () => {
      const { page, userId } = await signedIn(viewport);
      const startTime = new Date(Date.now() - 13 * HOUR).toISOString();
      await page.request.post('/api/protocols/fasting', { data: { userId, startTime, targetHours: 16, completed: false } });
      await openFasting(page);
      await page.getByRole('button', { name: 'End Fast' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });

    it(`/biometrics with a chart has no violations (${label})`, async () => {
      const { page, userId } = await signedIn(viewport);
      for (const [days, weight] of [
        [3, 184.6],
        [1, 181.2],
      ] as const) {
        const timestamp = new Date(Date.now() - days * 24 * HOUR).toISOString();
        await page.request.post('/api/biometrics', { data: { userId, weight, systolic: 120, diastolic: 80, timestamp } });
      }
      await page.goto('/biometrics');
      await page.getByRole('button', { name: /^Blood Pressure · 2/ }).click();
      await page.locator('figure canvas').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it('both screens have no violations in the dark theme', async () => {
    const { page, userId } = await signedIn(VIEWPORTS.phone);
    expect((await page.request.patch('/api/settings', { data: { theme: 'dark' } })).status()).toBe(200);
    const startTime = new Date(Date.now() - 13 * HOUR).toISOString();
    await page.request.post('/api/protocols/fasting', { data: { userId, startTime, targetHours: 16, completed: false } });
    await openFasting(page);
    await page.getByRole('button', { name: 'End Fast' }).click();
    await page
      .getByRole('dialog', { name: 'End this fast?' })
      .getByText('Target not reached yet: this fast will count as Ended Early.')
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('dialog', { name: 'End this fast?' }).getByRole('button', { name: 'End Fast' }).click();
    await page.getByRole('button', { name: 'Start Fast' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    for (const [days, heartRate] of [
      [2, 61],
      [1, 58],
    ] as const) {
      const timestamp = new Date(Date.now() - days * 24 * HOUR).toISOString();
      await page.request.post('/api/biometrics', { data: { userId, heartRate, timestamp } });
    }
    await page.goto('/biometrics');
    await page.getByRole('button', { name: /^Heart Rate · 2/ }).click();
    await page.locator('figure canvas').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
