import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { toastTitled, axeViolations } from './support/page-helpers';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';

useBrowser();

type Options = { viewport?: { width: number; height: number }; dark?: boolean; fakeClock?: boolean };

/** A new user, signed in; the page stays on /auth so the test can log data before opening a screen. */
async function signIn({ viewport = VIEWPORTS.desktop, dark = false, fakeClock = false }: Options = {}) {
  const page = await openPage('/auth', viewport);
  const response = await page.request.post('/api/register', { data: uniqueUser() });
  expect(response.status()).toBe(201);
  if (dark) expect((await page.request.patch('/api/settings', { data: { theme: 'dark' } })).status()).toBe(200);
  if (fakeClock) await page.clock.install({ time: new Date() });
  return { page, userId: ((await response.json()) as { id: number }).id };
}

async function openChecklist(page: Page) {
  await page.goto('/daily-checklist');
  await page.getByRole('heading', { name: 'Daily Optimization Checklist' }).waitFor();
  await page.getByRole('heading', { name: 'Weekly Compliance' }).waitFor();
}

async function openDashboard(page: Page) {
  await page.goto('/');
  await page.getByRole('heading', { name: /^Welcome back, Robin!$/ }).waitFor();
  await page.getByText(/\d+-day streak/).waitFor();
  await page.getByRole('link', { name: 'Start Cold Session' }).waitFor();
}

const item = (page: Page, title: string) => page.getByRole('checkbox', { name: title, exact: true });
const isTicked = async (page: Page, title: string) => (await item(page, title).getAttribute('aria-checked')) === 'true';
const percent = (page: Page) => page.getByRole('progressbar', { name: "Today's checklist progress" }).getAttribute('aria-valuenow');
const todayCircle = (page: Page) => page.locator('li[aria-current="date"]');
const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

describe('daily checklist', () => {
  it('ticks items, updates the percentage and today’s circle, keeps them after a reload, and unticks', async () => {
    const { page } = await signIn();
    await openChecklist(page);
    expect(await percent(page)).toBe('0');
    expect(await todayCircle(page).textContent()).toContain('0%');
    await page.getByText('30 g protein within 30 minutes of waking').waitFor();
    await page.getByText('Half body weight in lbs, as ounces of water').waitFor();

    const patched = page.waitForRequest((request) => request.method() === 'PATCH');
    await item(page, 'Sunlight Exposure').click();
    const request = await patched;
    expect(request.url()).toMatch(/\/api\/daily-checklist\/\d{4}-\d{2}-\d{2}$/);
    expect(request.postDataJSON()).toEqual({ sunlightExposureCompleted: true });
    await toastTitled(page, 'Checklist updated').getByText('Your daily checklist has been updated.').first().waitFor();

    await item(page, 'Supplements').click();
    await expect.poll(() => percent(page)).toBe('25');
    await page.getByText('25%', { exact: true }).first().waitFor();
    await expect.poll(() => todayCircle(page).textContent()).toContain('25%');
    expect(await todayCircle(page).getAttribute('data-circle')).toBe('started');

    await page.reload();
    await openChecklist(page);
    expect(await percent(page)).toBe('25');
    expect(await isTicked(page, 'Sunlight Exposure')).toBe(true);
    expect(await isTicked(page, 'Supplements')).toBe(true);
    expect(await isTicked(page, 'Fasting')).toBe(false);

    const unticked = page.waitForResponse((response) => response.request().method() === 'PATCH');
    await item(page, 'Supplements').click();
    expect((await unticked).request().postDataJSON()).toEqual({ supplementsCompleted: false });
    await expect.poll(() => percent(page)).toBe('13');
    await page.reload();
    await openChecklist(page);
    expect(await percent(page)).toBe('13');
    expect(await isTicked(page, 'Supplements')).toBe(false);
  });

  it('rolls the card back and says why when the save fails', async () => {
    const { page } = await signIn();
    await openChecklist(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/daily-checklist/*', async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Database unavailable"}' });
    });

    await item(page, 'Journal Entry').click();
    // Optimistic: ticked while the save is pending…
    await expect.poll(() => isTicked(page, 'Journal Entry')).toBe(true);
    expect(await percent(page)).toBe('13');
    release();
    // …and unticked again once it fails.
    await toastTitled(page, 'Error').getByText('Failed to update checklist: Database unavailable').waitFor();
    await expect.poll(() => isTicked(page, 'Journal Entry')).toBe(false);
    expect(await percent(page)).toBe('0');
    expect(await todayCircle(page).textContent()).toContain('0%');
  });

  it('works out the hydration target from the latest logged weight', async () => {
    const { page, userId } = await signIn({ viewport: VIEWPORTS.phone });
    expect((await page.request.post('/api/biometrics', { data: { userId, weight: 180 } })).status()).toBe(201);
    await openChecklist(page);
    await page.getByText('Drink 90 oz of water (half your 180 lbs body weight)').waitFor();
  });
});

describe('protocols tick the checklist and show on the dashboard', () => {
  it('a completed 30-30-30 ticks protein and exercise, completes its card and starts a streak', async () => {
    const { page, userId } = await signIn();
    await openDashboard(page);
    const thirty = card(page, '30-30-30');
    await thirty.getByText('Not Started', { exact: true }).waitFor();
    await thirty.getByText('0/1').waitFor();
    await thirty.getByRole('link', { name: "Start Today's Protocol" }).waitFor();
    await page.getByText('0-day streak').waitFor();

    const logged = await page.request.post('/api/protocols/thirty', {
      data: { userId, proteinAmount: 35, exerciseDuration: 1600, completed: true },
    });
    expect(logged.status()).toBe(201);

    await openChecklist(page);
    expect(await isTicked(page, 'Morning Protein')).toBe(true);
    expect(await isTicked(page, 'Morning Exercise')).toBe(true);
    expect(await percent(page)).toBe('25');

    await openDashboard(page);
    await thirty.getByText('Completed', { exact: true }).waitFor();
    await thirty.getByText('1/1').waitFor();
    await page.getByText('1-day streak').waitFor();
    // The streak's definition waits behind "?": no permanent two lines, but the badge's description for screen readers.
    const definition = page.getByText('Consecutive days, ending today (or yesterday if today has nothing yet)', { exact: false });
    expect(await definition.isVisible()).toBe(false);
    expect(await page.getByText('1-day streak').getAttribute('aria-describedby')).toBe('streak-help');
    const help = page.getByRole('button', { name: 'What is a streak?' });
    expect(await help.getAttribute('aria-expanded')).toBe('false');
    await help.focus();
    await page.keyboard.press('Enter');
    await definition.waitFor();
    expect(await help.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await definition.waitFor({ state: 'hidden' });

    // Today's results: the session just logged, not a blank form.
    await thirty.getByRole('link', { name: "View Today's Results" }).click();
    await page.waitForURL('**/thirty-thirty-thirty?view=today');
    await page.getByRole('heading', { name: '30-30-30 complete!' }).waitFor();
    await page.getByText('35 g', { exact: true }).waitFor();
    await page.getByText('26:40', { exact: true }).waitFor();
    expect(await page.getByLabel('Protein (grams)').count()).toBe(0);
    await page.getByRole('button', { name: 'Log Another Session' }).click();
    await page.getByRole('heading', { name: "Today's session" }).waitFor();
  });

  it('a running fast shows In Progress with its live elapsed time and target; cold sessions count this week', async () => {
    const { page, userId } = await signIn({ viewport: VIEWPORTS.phone, fakeClock: true });
    const startTime = new Date(Date.now() - (5 * 3600 + 12 * 60 + 10) * 1000).toISOString();
    expect(
      (await page.request.post('/api/protocols/fasting', { data: { userId, startTime, targetHours: 16, completed: false } })).status(),
    ).toBe(201);
    await openDashboard(page);
    const fasting = card(page, 'Intermittent Fasting');
    await fasting.getByText('In Progress', { exact: true }).waitFor();
    await expect.poll(() => fasting.textContent()).toContain('5h 12m of 16h');
    await fasting.getByText('16:8', { exact: false }).waitFor();
    await fasting.getByRole('link', { name: 'View Fasting Timer' }).waitFor();

    await page.clock.fastForward('30:00');
    await expect.poll(() => fasting.textContent()).toContain('5h 42m of 16h');

    const cold = card(page, 'Cold Exposure');
    await cold.getByText('Not Started', { exact: true }).waitFor();
    await cold.getByText('0/3').waitFor();
    const session = { userId, exposureMethod: 'cold_shower', temperature: 58, temperatureUnit: 'F', duration: 120, completed: true };
    expect((await page.request.post('/api/protocols/cold', { data: session })).status()).toBe(201);
    await openDashboard(page);
    await cold.getByText('Scheduled', { exact: true }).waitFor();
    await cold.getByText('1/3').waitFor();
  });

  it('a fast completed today shows Completed with its duration, as the checklist does', async () => {
    const { page, userId } = await signIn({ viewport: VIEWPORTS.phone });
    // A 17-hour fast against a 16-hour target, ended a few seconds ago.
    const endTime = new Date(Date.now() - 10_000);
    const startTime = new Date(endTime.getTime() - 17 * 3_600_000);
    const started = await page.request.post('/api/protocols/fasting', {
      data: { userId, startTime: startTime.toISOString(), targetHours: 16 },
    });
    expect(started.status()).toBe(201);
    const { id } = (await started.json()) as { id: number };
    expect((await page.request.patch(`/api/protocols/fasting/${id}`, { data: { endTime: endTime.toISOString() } })).status()).toBe(200);

    await openChecklist(page);
    expect(await isTicked(page, 'Fasting')).toBe(true);
    await openDashboard(page);
    const fasting = card(page, 'Intermittent Fasting');
    await fasting.getByText('Completed', { exact: true }).waitFor();
    await expect.poll(() => fasting.textContent()).toContain('17h 0m of 16h');
    expect(await fasting.textContent()).not.toContain('Not Started');
    await fasting.getByText('16:8 fast completed today. Nice work!').waitFor();
    await fasting.getByRole('link', { name: 'Start Fasting' }).waitFor();
  });

  it('a fast past its target keeps running until it is ended, and says so', async () => {
    const { page, userId } = await signIn();
    const startTime = new Date(Date.now() - (17 * 3600 + 5 * 60) * 1000).toISOString();
    expect((await page.request.post('/api/protocols/fasting', { data: { userId, startTime, targetHours: 16 } })).status()).toBe(201);
    await openDashboard(page);
    const fasting = card(page, 'Intermittent Fasting');
    await fasting.getByText('Running past target', { exact: true }).waitFor();
    await expect.poll(() => fasting.textContent()).toContain('17h 5m of 16h');
    await fasting.getByRole('link', { name: 'View Fasting Timer' }).waitFor();
    // Not a completion until it is ended: the cold card still reads this week's sessions, the
    // streak has not started.
    await page.getByText('0-day streak').waitFor();
    await card(page, 'Cold Exposure').getByText('this week (Mon–Sun)', { exact: false }).waitFor();
  });

  it("says 'Failed to load protocol data' and recovers on retry", async () => {
    const { page } = await signIn();
    await page.route('**/api/progress/summary*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    // Opened afresh, the dashboard comes with its data from the server: the browser asks for the
    // summary itself when the person comes to it from another page.
    await page.goto('/profile');
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('alert').getByText('Failed to load protocol data').waitFor();
    await page.unroute('**/api/progress/summary*');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('link', { name: 'Start Cold Session' }).waitFor();
    await page.getByRole('link', { name: 'See your progress' }).waitFor();
  });
});

describe('accessibility (axe-core)', () => {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`checklist and dashboard have no violations (${label})`, async () => {
      const { page } = await signIn({ viewport });
      await openChecklist(page);
      await item(page, 'Morning Protein').click();
      await expect.poll(() => todayCircle(page).textContent()).toContain('13%');
      expect(await axeViolations(page)).toEqual([]);
      await openDashboard(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it('checklist and dashboard have no violations in the dark theme', async () => {
    const { page, userId } = await signIn({ dark: true });
    await page.request.post('/api/protocols/fasting', {
      data: { userId, startTime: new Date(Date.now() - 3_600_000).toISOString(), targetHours: 16, completed: false },
    });
    await openChecklist(page);
    await item(page, 'Cold Exposure').click();
    await item(page, 'Fasting').click();
    await item(page, 'Hydration Target').click();
    await item(page, 'Supplements').click();
    await expect.poll(() => percent(page)).toBe('50');
    expect(await axeViolations(page)).toEqual([]);
    await openDashboard(page);
    await card(page, 'Intermittent Fasting').getByText('In Progress', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
