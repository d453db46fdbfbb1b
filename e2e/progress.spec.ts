import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';
import { axeViolations } from './support/page-helpers';

useBrowser();

const DAY_MS = 86_400_000;
// Users registered through the API have no browser time zone: their days are UTC days.
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const format = (date: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
const longDate = (date: string) => format(date, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

type Options = { viewport?: { width: number; height: number }; dark?: boolean };

/** A new user, signed in, with `seed` run through the API before `path` opens. */
async function openSignedIn(path: string, seed: (page: Page) => Promise<void> = async () => {}, options: Options = {}) {
  const page = await openPage('/auth', options.viewport ?? VIEWPORTS.desktop);
  expect((await page.request.post('/api/register', { data: uniqueUser() })).status()).toBe(201);
  if (options.dark) expect((await page.request.patch('/api/settings', { data: { theme: 'dark' } })).status()).toBe(200);
  await seed(page);
  await page.goto(path);
  return page;
}

async function post(page: Page, url: string, data: Record<string, unknown>) {
  const response = await page.request.post(url, { data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
}

/** A completed 30-30-30 session `daysAgo` days before now. */
const thirtyDone = (page: Page, daysAgo = 0) =>
  post(page, '/api/thirty-thirty-thirty-logs', {
    proteinAmount: 35,
    exerciseDuration: 1800,
    timeAfterWaking: 20,
    completed: true,
    timestamp: new Date(Date.now() - daysAgo * DAY_MS - 1000).toISOString(),
  });

const coldDone = (page: Page) =>
  post(page, '/api/protocols/cold', {
    exposureMethod: 'cold_shower',
    temperature: 58,
    temperatureUnit: 'F',
    duration: 150,
    completed: true,
  });

/** Resting heart rates a minute apart, oldest first, ending now. */
async function heartRates(page: Page, rates: readonly number[], weights: readonly number[] = []) {
  for (const [index, heartRate] of rates.entries()) {
    const timestamp = new Date(Date.now() - (rates.length - index) * 60_000).toISOString();
    await post(page, '/api/biometrics', { heartRate, weight: weights[index] ?? null, timestamp });
  }
}

async function threeDayStreak(page: Page) {
  for (const daysAgo of [2, 1, 0]) await thirtyDone(page, daysAgo);
}

const text = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent())?.trim() ?? '';

describe('/protocol-progress', () => {
  it('shows a 3-day streak, the days on the calendar and what was done on a selected day', async () => {
    const page = await openSignedIn('/protocol-progress', threeDayStreak);
    await page.getByRole('heading', { name: 'Protocol Progress', level: 1 }).waitFor();
    await page.getByText('Current streak').first().waitFor();
    // The outline goes h1 → h2 → h3: no level skipped (the summary and each tab have an h2).
    const levels = await headingLevels(page);
    expect(levels.slice(0, 3)).toEqual([1, 2, 2]);
    expect(hasNoSkippedLevel(levels), levels.join(' ')).toBe(true);
    await expect.poll(() => page.getByText('3 days', { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => text(page, 'streak-thirtyThirtyThirty')).toContain('3 days current');

    // Each of the three days in this month shows 30-30-30 done; the rest of the month nothing.
    const today = utcDay(Date.now());
    const month = today.slice(0, 7);
    for (const daysAgo of [0, 1, 2]) {
      const day = utcDay(Date.now() - daysAgo * DAY_MS);
      if (!day.startsWith(month)) continue;
      const cell = page.getByRole('button', { name: new RegExp(`^${longDate(day)}.*1 of 3 protocols completed$`) });
      await cell.waitFor();
      expect(await cell.locator('[data-protocol="thirtyThirtyThirty"]').getAttribute('data-done')).toBe('true');
      expect(await cell.locator('[data-protocol="fasting"]').getAttribute('data-done')).toBe('false');
    }
    expect(await page.getByRole('button', { name: /0 of 3 protocols completed$/ }).count()).toBeGreaterThan(0);

    const todayCell = page.locator('button[aria-current="date"]');
    await todayCell.click();
    expect(await todayCell.getAttribute('aria-pressed')).toBe('true');
    const details = page.getByRole('list', { name: `Protocols on ${longDate(today)}` });
    await expect.poll(() => details.getByRole('listitem').filter({ hasText: '30-30-30' }).textContent()).toContain('Completed');
    expect(await details.getByRole('listitem').filter({ hasText: '30-30-30' }).textContent()).not.toContain('Not Completed');
    expect(await details.getByRole('listitem').filter({ hasText: 'Fasting' }).textContent()).toContain('Not Completed');

    // Previous month, then back with Today.
    await page.getByRole('button', { name: 'Previous month' }).click();
    await page.getByRole('heading', { name: format(`${month}-15`, { month: 'long', year: 'numeric' }) }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Today', exact: true }).click();
    await page.getByRole('heading', { name: format(`${month}-15`, { month: 'long', year: 'numeric' }) }).waitFor();

    await page.getByRole('tab', { name: '30-30-30' }).click();
    expect(hasNoSkippedLevel(await headingLevels(page))).toBe(true);
    const rows = page.getByRole('region', { name: 'Recent 30-30-30 sessions' }).locator('tbody tr');
    // Wait for the logs themselves, not the loading rows that stand in for them.
    await expect.poll(() => rows.filter({ hasText: 'Today' }).count()).toBe(1);
    expect(await rows.count()).toBe(3);
    await page.getByTestId('summary-card-thirtyThirtyThirty').getByText('Completed Today').waitFor();
    await page.getByRole('link', { name: 'Open the 30-30-30 tracker' }).waitFor();
  });

  it('gives each summary card one headline figure and names every other one', async () => {
    const page = await openSignedIn('/protocol-progress', coldDone);
    await page.getByRole('tab', { name: 'Cold Exposure' }).click();
    const card = page.getByTestId('summary-card-coldExposure');
    await card.getByText('Completed Today').waitFor();
    expect((await page.getByTestId('summary-headline-coldExposure').innerText()).replace(/\s+/g, ' ').trim()).toBe('1 of 3 sessions');
    const bar = card.getByRole('progressbar', { name: 'This week (Mon–Sun)' });
    expect(await bar.getAttribute('aria-valuetext')).toBe('1 of 3 sessions');
    const facts = Object.fromEntries(
      await card
        .locator('dl > div')
        .evaluateAll((pairs) => pairs.map((pair) => [pair.querySelector('dt')!.textContent, pair.querySelector('dd')!.textContent])),
    );
    expect(facts).toEqual({
      'Current streak': '1 day',
      'Target due by today': '100% met',
      'Last completed': format(utcDay(Date.now()), { month: 'short', day: 'numeric' }),
    });
    // No unlabelled percentage or second tally beside the headline.
    expect(await card.textContent()).not.toMatch(/Weekly completion|\/7 days/);
  });

  it('says so when a fresh user has no logs in each history tab', async () => {
    const page = await openSignedIn('/protocol-progress');
    await page.getByRole('tab', { name: '30-30-30' }).click();
    await page.getByText('No 30-30-30 logs found', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Fasting' }).click();
    await page.getByText('No fasting logs found', { exact: true }).waitFor();
    await page.getByTestId('summary-card-fasting').getByText('Not Completed', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Cold Exposure' }).click();
    await page.getByText('No cold exposure logs found', { exact: true }).waitFor();
  });
});

/** Heading levels in document order (visible or not): the page outline a screen reader walks. */
const headingLevels = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main h1, main h2, main h3, main h4, main h5, main h6')].map((h) => Number(h.tagName[1])),
  );

/** True when no heading skips a level below the one before it (h1 → h3 would). */
const hasNoSkippedLevel = (levels: number[]) => levels.every((level, index) => index === 0 || level <= levels[index - 1]! + 1);

describe('/progress', () => {
  it('shows the Monday-based week, Last 30 Days and the adherence ring, agreeing on day one', async () => {
    const page = await openSignedIn('/progress', async (seeded) => {
      await thirtyDone(seeded);
      await thirtyDone(seeded);
      await coldDone(seeded);
    });
    await page.getByRole('heading', { name: 'Your Health Progress' }).waitFor();
    const week = page.getByRole('button', { name: 'Week', exact: true });
    expect(await week.getAttribute('aria-pressed')).toBe('true');

    const today = utcDay(Date.now());
    const monday = utcDay(Date.parse(`${today}T12:00:00Z`) - ((new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7) * DAY_MS);
    const sunday = utcDay(Date.parse(`${monday}T12:00:00Z`) + 6 * DAY_MS);
    const short = (date: string) => format(date, { month: 'short', day: 'numeric' });
    const range =
      monday.slice(0, 4) === sunday.slice(0, 4)
        ? `${short(monday)} – ${short(sunday)}, ${sunday.slice(0, 4)}`
        : `${short(monday)}, ${monday.slice(0, 4)} – ${short(sunday)}, ${sunday.slice(0, 4)}`;
    await expect.poll(() => text(page, 'timeframe-caption')).toBe(`This week (Mon–Sun): ${range}`);

    // Day one: one counted day, each protocol's target 1. 30-30-30 twice still counts once:
    // 30-30-30 1 + cold 1 of 3 = 67 %, the same on Week, Month and All.
    for (const timeframe of ['Week', 'Month', 'All']) {
      await page.getByRole('button', { name: timeframe, exact: true }).click();
      await expect.poll(() => text(page, 'adherence-percent')).toBe('67%');
      await expect.poll(() => text(page, 'adherence-count')).toBe('2 of 3 completions');
      expect(await text(page, 'adherence-days')).toBe('Counts 1 day: today.');
      await page.getByText('Good Progress', { exact: true }).waitFor();
      expect(await page.locator('[data-ring-colour]').getAttribute('data-ring-colour')).toBe('green');
      const thirty = page.getByTestId('range-stats-thirtyThirtyThirty');
      await expect.poll(() => thirty.textContent()).toContain('1 of 1');
      expect(await page.getByTestId('range-stats-coldExposure').textContent()).toContain('1 of 1');
      expect(await page.getByTestId('range-stats-fasting').textContent()).toContain('0 of 1');
    }
    expect(await text(page, 'timeframe-caption')).toBe('All Time');
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await expect.poll(() => text(page, 'timeframe-caption')).toBe('Last 30 Days');
    await page.getByText('Habit strength weighs recent days most, so one missed day barely dents a month of work.').waitFor();

    // Protocol Progress's overall completion is the same figure, and says so.
    await page.goto('/protocol-progress');
    await expect.poll(() => text(page, 'overall-completion')).toBe('67%');
    await page.getByText('the same figure as Week on Your Health Progress', { exact: false }).first().waitFor();
  });

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`plots nothing after today and keeps Week and Month readable (${label})`, async () => {
      const page = await openSignedIn('/progress', (seeded) => threeDayStreak(seeded), { viewport });
      const heatmap = page.getByTestId('completions-heatmap');
      await heatmap.waitFor();
      const today = utcDay(Date.now());
      const cells = heatmap.getByRole('list', { name: '30-30-30 by day' }).getByRole('listitem');
      await expect.poll(() => cells.count()).toBe(7);
      const states = await cells.evaluateAll((items) =>
        items.map((item) => [item.getAttribute('data-date')!, item.getAttribute('data-state')!] as const),
      );
      for (const [date, state] of states) {
        if (date > today) expect(state, date).toBe('upcoming');
        else if (date === today) expect(state).toBe('done');
      }
      // Nothing after today carries a value, for any protocol.
      const after = await heatmap
        .locator('li[data-date]')
        .evaluateAll(
          (items, day) =>
            items.filter((item) => item.getAttribute('data-date')! > day && item.getAttribute('data-state') !== 'upcoming').length,
          today,
        );
      expect(after).toBe(0);
      expect(await cells.filter({ hasText: 'still to come' }).count()).toBe(states.filter(([date]) => date > today).length);

      await page.getByRole('button', { name: 'Month', exact: true }).click();
      const monthRow = heatmap.getByRole('list', { name: '30-30-30 by day' });
      const month = monthRow.getByRole('listitem');
      await expect.poll(() => month.count()).toBe(30);
      // Three done days, and days before the first log are not counted (not shown as misses).
      expect(await monthRow.locator('li[data-state="done"]').count()).toBe(3);
      expect(await monthRow.locator('li[data-state="missed"]').count()).toBe(0);
      expect(await monthRow.locator('li[data-state="not-counted"]').count()).toBe(27);
      // Readable at this width: every cell has room, and nothing spills sideways.
      const widths = await month.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().width));
      expect(Math.min(...widths)).toBeGreaterThanOrEqual(6);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  }

  it('shows biometric averages, and the heart-rate trend once there are 7 readings', async () => {
    const page = await openSignedIn('/progress', (seeded) => heartRates(seeded, [68, 67, 69, 64, 61, 60], [180, 182]));
    await page.getByRole('tab', { name: 'Biometric Changes' }).click();
    await page.getByText('Log at least 7 heart-rate readings to see a trend', { exact: true }).waitFor();

    await heartRates(page, [59]);
    await page.reload();
    await page.getByRole('tab', { name: 'Biometric Changes' }).click();
    await page
      .getByText('Resting heart rate improving: 68 → 60 BPM (first three vs last three of your last seven readings)', { exact: true })
      .waitFor();
    // Averages: weight to one decimal, heart rate rounded (448 / 7 = 64); weight went up 1.1 %.
    const weight = page.locator('div').filter({ has: page.getByRole('heading', { name: 'Weight' }) });
    await weight.getByText('181.0').first().waitFor();
    await weight.getByText('+1.1%').first().waitFor();
    await page
      .locator('div')
      .filter({ has: page.getByRole('heading', { name: 'Heart Rate' }) })
      .getByText('64', { exact: true })
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: /^Weight/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it("says 'Failed to load protocol data' when the summary fails, and retries", async () => {
    const page = await openPage('/auth');
    expect((await page.request.post('/api/register', { data: uniqueUser() })).status()).toBe(201);
    await page.route('**/api/progress/summary**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    // Opened afresh, /progress comes with its data from the server: the browser asks for the
    // summary itself when the person comes to it from another page.
    await page.goto('/profile');
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Progress' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load protocol data' });
    await alert.waitFor();
    await page.unroute('**/api/progress/summary**');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('adherence-percent').waitFor();
    expect(await text(page, 'adherence-percent')).toBe('0%');
    await page.getByText('No protocols logged yet').waitFor();
  });
});

describe('accessibility (axe-core)', () => {
  const seed = async (page: Page) => {
    await threeDayStreak(page);
    await coldDone(page);
    await heartRates(page, [68, 67, 69, 64, 61, 60, 59], [180, 182]);
  };

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`/progress with a chart has no violations (${label})`, async () => {
      const page = await openSignedIn('/progress', seed, { viewport });
      await page.getByText('Days done in this period', { exact: false }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('tab', { name: 'Biometric Changes' }).click();
      await page.getByText('charted', { exact: false }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });

    it(`/protocol-progress with a calendar and a history has no violations (${label})`, async () => {
      const page = await openSignedIn('/protocol-progress', seed, { viewport });
      await page.locator('button[aria-current="date"][aria-pressed="true"]').waitFor();
      await page.getByText('Completed', { exact: true }).first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('tab', { name: '30-30-30' }).click();
      await page.getByText('Today', { exact: true }).first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it('both screens have no violations in the dark theme', async () => {
    const page = await openSignedIn('/progress', seed, { dark: true, viewport: VIEWPORTS.phone });
    await page.getByText('Days done in this period', { exact: false }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/protocol-progress');
    await page.locator('button[aria-current="date"][aria-pressed="true"]').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
