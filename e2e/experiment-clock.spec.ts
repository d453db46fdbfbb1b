import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser, VIEWPORTS } from './support/browser';
import { moveClock, startShiftedApp, type ShiftedApp } from './support/clock-helpers';
import { COLD_SHOWER, expectStatus, isColdDay, morningHrv, personWithColdDays } from './support/insights-helpers';
import { axeViolations } from './support/page-helpers';

useBrowser();

type Viewport = { width: number; height: number };
type PlanDay = { day: string; phase: string };
type Experiment = {
  id: number;
  plan: PlanDay[];
  stoppedOn: string | null;
  finishedAt: string | null;
  today: { day: string; assigned: 0 | 1 } | null;
};
type Result = {
  verdict: string;
  sentence: string;
  probabilityMeaningful: number;
  probabilityHopedDirection: number;
  analysedDays: number;
  daysOn: number;
  daysOff: number;
};

const COLD_HRV = 'Cold exposure → HRV, the night after';
const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
// The clock reads 20:00 UTC on each day it is moved to: that morning's HRV (07:00) and that
// evening's cold shower (18:00) are then both in the past, as the logs require.
const eveningOf = (day: string) => new Date(`${day}T20:00:00.000Z`);

// One app on a moved clock for this file: 27 days pass in seconds.
let app: ShiftedApp;
beforeAll(async () => {
  app = await startShiftedApp();
});
afterAll(async () => {
  await app?.stop();
});

async function experimentsOf(page: Page): Promise<Experiment[]> {
  const response = await page.request.get('/api/experiments');
  await expectStatus(response, 200);
  return (await response.json()) as Experiment[];
}

/** The day the server says is today in the experiment, or null once its plan is over. */
const serverDay = (page: Page) => async () => (await experimentsOf(page))[0]?.today?.day ?? null;

async function resultOf(page: Page, id: number): Promise<Result> {
  const response = await page.request.get(`/api/experiments/${id}/result`);
  await expectStatus(response, 200);
  return (await response.json()) as Result;
}

async function logMorningHrv(page: Page, day: string, afterColdEvening: boolean, dayNumber: number) {
  const data = { hrv: morningHrv(afterColdEvening, dayNumber), timestamp: `${day}T07:00:00.000Z` };
  await expectStatus(await page.request.post('/api/biometrics', { data }), 201);
}

async function logColdEvening(page: Page, day: string) {
  await expectStatus(await page.request.post('/api/protocols/cold', { data: { ...COLD_SHOWER, timestamp: `${day}T18:00:00.000Z` } }), 201);
}

const fact = (page: Page, label: string) =>
  page
    .getByRole('region', { name: /^Result: / })
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) });

async function expectAccessible(page: Page, id: number, viewport: Viewport) {
  await page.setViewportSize(viewport);
  await page.goto(`/experiments/${id}`);
  await page.getByRole('region', { name: 'Result: Likely meaningful' }).waitFor();
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(viewport.width);
  expect(await axeViolations(page)).toEqual([]);
}

describe('An experiment on a moved clock', () => {
  it('starts from What works for me, is followed day by day, and ends with its verdict', async () => {
    const firstDay = new Date().toISOString().slice(0, 10);
    app.setTime(eveningOf(firstDay));
    const page = await personWithColdDays(VIEWPORTS.desktop, 'light', { baseUrl: app.url, now: app.now() });
    // The page's clock follows the app's, so that its "today" is the server's.
    await page.clock.install({ time: app.now() });
    // This morning's HRV, after the last seeded evening: with it, today is a day with something logged.
    await logMorningHrv(page, firstDay, isColdDay(1), 0);

    await page.goto('/insights');
    await page
      .getByRole('article', { name: COLD_HRV, exact: true })
      .getByRole('link', { name: /^Test it with an experiment/ })
      .click();
    await page.getByRole('heading', { name: 'New experiment', level: 1 }).waitFor();
    // Tomorrow by the moved clock, as the page reads it.
    await expect(page.getByLabel('First day').inputValue()).resolves.toBe(addDays(firstDay, 1));
    await page.getByLabel('First day').fill(firstDay);
    await page.getByRole('button', { name: 'Start the experiment' }).click();
    await page.waitForURL(/\/experiments\/\d+$/);
    const [started] = await experimentsOf(page);
    expect(started).toMatchObject({ stoppedOn: null, finishedAt: null, today: { day: firstDay, assigned: 0 } });
    const { id, plan } = started!;
    expect(plan).toHaveLength(27);

    // Day by day: a cold evening on the days the server says are on, none on the others, and each
    // morning's HRV clearly higher after a cold evening.
    const MIDWAY = 9;
    const coldDays = new Set<string>();
    for (let index = 0; index < plan.length; index++) {
      const { day } = plan[index]!;
      if (index > 0) {
        await moveClock(app, page, eveningOf(day), { serverDay: serverDay(page), expectedDay: day });
        await logMorningHrv(page, day, coldDays.has(plan[index - 1]!.day), index);
      }
      const [today] = await experimentsOf(page);
      expect(today!.today?.day).toBe(day);
      if (today!.today?.assigned === 1) {
        await logColdEvening(page, day);
        coldDays.add(day);
      }

      if (index === MIDWAY) {
        // Two days with it so far (7 and 8 of the plan): too few for figures, so still inconclusive.
        const daysWith = plan.slice(0, index).filter((entry) => coldDays.has(entry.day)).length;
        expect(daysWith).toBe(2);
        await page.goto(`/experiments/${id}`);
        await page.getByRole('heading', { name: COLD_HRV, level: 1 }).waitFor();
        await page.getByText(/^Today: on — /).waitFor();
        const strip = page.getByRole('list', { name: 'The plan' }).getByRole('listitem');
        await expect(strip.nth(index).getAttribute('aria-current')).resolves.toBe('date');
        const result = page.getByRole('region', { name: 'Result: Inconclusive' });
        await result.getByText('Inconclusive — too few days with and without cold exposure yet', { exact: true }).waitFor();
        await result.getByText(/\(2 of 3 days with it, 3 of 3 without\)\.$/).waitFor();
        await fact(page, 'Days analysed')
          .getByText(`${index} (${daysWith} with, ${index - daysWith} without)`, { exact: true })
          .waitFor();
        // The dashboard says which day of the plan today is.
        await page.goto('/');
        await page
          .getByRole('region', { name: `Today in your experiment: ${COLD_HRV}` })
          .getByText(`Day ${index + 1} of ${plan.length}`, { exact: true })
          .waitFor();
      }
    }
    expect(coldDays.size).toBe(12);

    // The morning after the plan's last day: its outcome is in, and the plan is over.
    const dayAfter = addDays(plan.at(-1)!.day, 1);
    await moveClock(app, page, eveningOf(dayAfter), { serverDay: serverDay(page), expectedDay: null });
    await logMorningHrv(page, dayAfter, coldDays.has(plan.at(-1)!.day), plan.length);

    await page.goto(`/experiments/${id}`);
    const result = page.getByRole('region', { name: 'Result: Likely meaningful' });
    await result.waitFor();
    const figures = await resultOf(page, id);
    expect(figures).toMatchObject({ verdict: 'likelyMeaningful', analysedDays: 27, daysOn: 12, daysOff: 15 });
    expect(figures.probabilityMeaningful).toBeGreaterThanOrEqual(0.8);
    expect(figures.sentence).toMatch(/^P\(cold exposure raises HRV by ≥ 3 ms\) (= 0\.\d\d|> 0\.99)$/);
    await result.getByText(figures.sentence, { exact: true }).waitFor();
    const shown = (probability: number) => (probability > 0.99 ? '> 0.99' : probability.toFixed(2));
    await fact(page, 'Probability it matters').getByText(shown(figures.probabilityMeaningful), { exact: true }).waitFor();
    // Helping at all asks less than helping by 3 ms.
    expect(figures.probabilityHopedDirection).toBeGreaterThanOrEqual(figures.probabilityMeaningful);
    await fact(page, 'Probability it helps at all').getByText(shown(figures.probabilityHopedDirection), { exact: true }).waitFor();
    await fact(page, 'Days analysed').getByText('27 (12 with, 15 without)', { exact: true }).waitFor();
    await fact(page, 'Days not followed').getByText('none', { exact: true }).waitFor();
    await page.getByText('Finished', { exact: true }).waitFor();
    await expect(page.getByRole('button', { name: 'Stop now' }).count()).resolves.toBe(0);
    // Read once its plan was over, its end is told and kept.
    expect((await experimentsOf(page))[0]).toMatchObject({ stoppedOn: null, today: null, finishedAt: expect.any(String) });

    // Listed as finished, and no longer asking anything of today on the dashboard.
    await page.getByRole('link', { name: 'Experiments', exact: true }).first().click();
    await page.getByRole('region', { name: 'Finished' }).getByRole('link', { name: COLD_HRV }).waitFor();
    await expect(page.getByRole('region', { name: 'Running' }).count()).resolves.toBe(0);
    await Promise.all([page.waitForResponse((response) => response.url().endsWith('/api/experiments')), page.goto('/')]);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: /^Today in your experiment/ }).count()).resolves.toBe(0);

    await expectAccessible(page, id, VIEWPORTS.phone);
    await expectAccessible(page, id, VIEWPORTS.desktop);
  });
});
