import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';
import { dayBefore, expectStatus, personWithColdDays } from './support/insights-helpers';
import { axeViolations, toastTitled } from './support/page-helpers';

useBrowser();

type Viewport = { width: number; height: number };
type Experiment = { id: number; startDay: string; plan: { day: string; phase: string }[]; stoppedOn: string | null };

const COLD_HRV = 'Cold exposure → HRV, the night after';
// Ask for cold exposure against the next night's HRV, from today: its first day is a baseline day.
const COLD_HRV_BODY = {
  intervention: { kind: 'protocol', protocol: 'coldExposure' },
  outcome: { kind: 'biometric', metric: 'hrvMs' },
  lag: 'nextNight',
  smallestChange: 3,
  direction: 'increase',
  design: { kind: 'abab' },
};

async function experimentsOf(page: Page): Promise<Experiment[]> {
  const response = await page.request.get('/api/experiments');
  await expectStatus(response, 200);
  return (await response.json()) as Experiment[];
}

/** A new person in UTC (dark or light), signed in, with nothing logged. */
async function newPerson(viewport: Viewport, theme: 'light' | 'dark' = 'light') {
  const page = await openPage('/auth', viewport);
  await expectStatus(await page.request.post('/api/register', { data: { ...uniqueUser(), timeZone: 'UTC' } }), 201);
  if (theme === 'dark') await expectStatus(await page.request.patch('/api/settings', { data: { theme: 'dark' } }), 200);
  return page;
}

async function startedThroughApi(page: Page): Promise<Experiment> {
  const response = await page.request.post('/api/experiments', { data: { ...COLD_HRV_BODY, startDay: dayBefore(0) } });
  await expectStatus(response, 201);
  return (await response.json()) as Experiment;
}

const expectNoWiderThan = async (page: Page, viewport: Viewport) =>
  expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(viewport.width);

const TODAY_CARD = `Today in your experiment: ${COLD_HRV}`;
const PAGES_WITH_TODAY = [
  { path: '/', heading: /^Welcome/ },
  { path: '/daily-checklist', heading: 'Daily Optimization Checklist' },
];

/** Opens a page once the person's experiments have been read on it, so that a card left out is not one still coming. */
async function openAfterExperimentsRead(page: Page, path: string, heading: string | RegExp) {
  const experimentsRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/experiments');
  await page.goto(path);
  await experimentsRead;
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

describe('Experiments', () => {
  it('starts from a card of What works for me, shows today and the plan, stops, and hands over the bundle', async () => {
    const page = await personWithColdDays(VIEWPORTS.desktop);
    await page.goto('/insights');
    const card = page.getByRole('article', { name: COLD_HRV, exact: true });
    await card.getByRole('link', { name: /^Test it with an experiment/ }).click();

    // The form opens with the card's pair, HRV's sensible smallest change, and tomorrow.
    await page.getByRole('heading', { name: 'New experiment', level: 1 }).waitFor();
    expect(new URL(page.url()).search).toBe('?factor=protocol.coldExposure&outcome=biometric.hrvMs&lag=nextNight');
    await expect(page.getByLabel('The habit to switch on and off').inputValue()).resolves.toBe('protocol.coldExposure');
    await expect(page.getByLabel('What it might change').inputValue()).resolves.toBe('biometric.hrvMs');
    await expect(page.getByLabel('When to look').inputValue()).resolves.toBe('nextNight');
    await page.getByText('Does cold exposure raise your HRV the night after?', { exact: true }).waitFor();
    await expect(page.getByLabel('Smallest change that matters').inputValue()).resolves.toBe('3');
    await expect(page.getByLabel('First day').inputValue()).resolves.toBe(dayBefore(-1));
    await page.getByText('27 days: 12 with the habit, 15 without.', { exact: true }).waitFor();
    await expect(page.getByRole('list', { name: 'The plan' }).getByRole('listitem').count()).resolves.toBe(27);

    // Randomised blocks preview an example order only: the server draws the experiment's own.
    await page.getByLabel('Randomised blocks').check();
    await page.getByRole('heading', { name: 'The plan (example order)' }).waitFor();
    await page.getByLabel('Alternating (ABAB)').check();

    // What is wrong shows under its field before anything is sent.
    await page.getByLabel('Smallest change that matters').fill('');
    await page.getByLabel('Block length').fill('9');
    await page.getByRole('button', { name: 'Start the experiment' }).click();
    await page.getByText('smallestChange must be a number', { exact: true }).waitFor();
    await page.getByText('design.blockDays must be at most 7', { exact: true }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('experiment-smallestChange');
    await page.getByLabel('Smallest change that matters').fill('3');
    await page.getByLabel('Block length').fill('4');

    // From today, so that today has an assignment: the first baseline day.
    await page.getByLabel('First day').fill(dayBefore(0));
    await page.getByRole('button', { name: 'Start the experiment' }).click();
    await page.waitForURL(/\/experiments\/\d+$/);
    await toastTitled(page, 'Experiment started').first().waitFor();
    const [experiment] = await experimentsOf(page);
    expect(experiment).toMatchObject({ startDay: dayBefore(0), stoppedOn: null });
    expect(experiment!.plan).toHaveLength(27);

    await page.getByRole('heading', { name: COLD_HRV, level: 1 }).waitFor();
    await page.getByText('Baseline — as usual, without cold exposure', { exact: true }).waitFor();
    const strip = page.getByRole('list', { name: 'The plan' }).getByRole('listitem');
    await expect(strip.count()).resolves.toBe(27);
    await expect(strip.first().getAttribute('aria-current')).resolves.toBe('date');
    await expect(strip.first().innerText()).resolves.toMatch(/baseline, without it, today/);
    await expect(strip.nth(7).innerText()).resolves.toMatch(/: on$/m);

    // Nothing analysed yet: inconclusive, and no figures from the prior alone.
    const result = page.getByRole('region', { name: 'Result: Inconclusive' });
    await result.getByText(/^No figures before 3 analysed days with the habit and 3 without/).waitFor();
    await result.getByText('0 (0 with, 0 without)', { exact: true }).waitFor();

    // The list says what today asks; it is reached from the sidebar, beside What works for me.
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Experiments' }).click();
    const running = page.getByRole('region', { name: 'Running' });
    await running.getByText('Baseline — as usual, without cold exposure', { exact: true }).waitFor();
    await running.getByRole('link', { name: COLD_HRV }).click();
    await page.getByRole('heading', { name: COLD_HRV, level: 1 }).waitFor();

    // The bundle is a ZIP with its name.
    const bundle = await page.request.get(`/api/experiments/${experiment!.id}/export`);
    await expectStatus(bundle, 200);
    expect(bundle.headers()['content-type']).toBe('application/zip');
    expect((await bundle.body()).subarray(0, 2).toString('latin1')).toBe('PK');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the bundle' }).click()]);
    expect(download.suggestedFilename()).toBe(`experiment-${experiment!.id}-${dayBefore(0)}.zip`);
    expect((await readFile((await download.path())!)).subarray(0, 2).toString('latin1')).toBe('PK');

    // Printed, only the summary is on the paper.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Sidebar' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('button', { name: 'Stop now' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('heading', { name: COLD_HRV, level: 1 }).isVisible()).resolves.toBe(true);
    await page.emulateMedia({ media: 'screen' });

    // Stopped after a confirmation: today is no longer asked for, and it is listed as finished.
    await page.getByRole('button', { name: 'Stop now' }).click();
    const confirm = page.getByRole('dialog', { name: 'Stop this experiment now?' });
    await confirm.getByRole('button', { name: 'Stop now' }).click();
    await toastTitled(page, 'Experiment stopped').first().waitFor();
    await page
      .getByText(/^Stopped on /)
      .first()
      .waitFor();
    await expect(page.getByRole('button', { name: 'Stop now' }).count()).resolves.toBe(0);
    expect((await experimentsOf(page))[0]).toMatchObject({ stoppedOn: dayBefore(0) });
    await page.getByRole('link', { name: 'Experiments', exact: true }).first().click();
    await page.getByRole('region', { name: 'Finished' }).getByRole('link', { name: COLD_HRV }).waitFor();
  });

  it('shows what today asks on the dashboard and the checklist while it runs, and nothing once stopped', async () => {
    const page = await newPerson(VIEWPORTS.phone, 'dark');
    // None running: no card, and a list that cannot be read is no error on these pages.
    await openAfterExperimentsRead(page, '/', /^Welcome/);
    await page.getByRole('heading', { name: "Today's Protocols" }).waitFor();
    await expect(page.getByRole('region', { name: /^Today in your experiment/ }).count()).resolves.toBe(0);
    await page.route('**/api/experiments', (route) => route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }));
    await startedThroughApi(page);
    await openAfterExperimentsRead(page, '/daily-checklist', 'Daily Optimization Checklist');
    await page.getByRole('progressbar', { name: "Today's checklist progress" }).waitFor();
    await expect(page.getByRole('region', { name: /^Today in your experiment/ }).count()).resolves.toBe(0);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await page.unroute('**/api/experiments');

    const [experiment] = await experimentsOf(page);
    for (const { path, heading } of PAGES_WITH_TODAY) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      const card = page.getByRole('region', { name: TODAY_CARD, exact: true });
      await card.getByText('Day 1 of 27', { exact: true }).waitFor();
      // The same words as the experiment's own page: its first day is a baseline day.
      await card.getByText('Baseline — as usual, without cold exposure', { exact: true }).waitFor();
      await expectNoWiderThan(page, VIEWPORTS.phone);
      if (path === '/') expect(await axeViolations(page)).toEqual([]);
      await card.getByRole('link', { name: 'Open the experiment' }).click();
      await page.waitForURL(new RegExp(`/experiments/${experiment!.id}$`));
      await page.getByRole('heading', { name: COLD_HRV, level: 1 }).waitFor();
    }

    await expectStatus(await page.request.patch(`/api/experiments/${experiment!.id}`, { data: { stop: true } }), 200);
    for (const { path, heading } of PAGES_WITH_TODAY) {
      await openAfterExperimentsRead(page, path, heading);
      await expect(page.getByRole('region', { name: /^Today in your experiment/ }).count()).resolves.toBe(0);
    }
  });

  it('deletes after a confirmation, and points to What works for me with none', async () => {
    const page = await newPerson(VIEWPORTS.phone);
    const experiment = await startedThroughApi(page);
    await page.goto(`/experiments/${experiment.id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this experiment?' }).getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(/\/experiments$/);
    await page.getByText('No experiments yet', { exact: true }).waitFor();
    await expect(experimentsOf(page)).resolves.toEqual([]);
    await page.getByRole('link', { name: 'Go to What works for me' }).click();
    await page.getByRole('heading', { name: 'What works for me', level: 1 }).waitFor();
    await page.goto(`/experiments/${experiment.id}`);
    await page.getByRole('heading', { name: 'Experiment not found' }).waitFor();
  });

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of ['light', 'dark'] as const) {
      it(`has no axe violations on the list, the form and an experiment (${label}, ${theme})`, async () => {
        const page = await newPerson(viewport, theme);
        await page.goto('/experiments');
        await page.getByText('No experiments yet', { exact: true }).waitFor();
        expect(await axeViolations(page)).toEqual([]);

        await page.goto('/experiments/new?factor=protocol.coldExposure&outcome=biometric.sleepHours&lag=nextNight');
        await expect(page.getByLabel('Smallest change that matters').inputValue()).resolves.toBe('0.25');
        await page.getByLabel('Randomised blocks').check();
        await page.getByLabel('Early, once it is clear').check();
        await page.getByLabel('Probability that ends it').fill('2');
        await page.getByRole('button', { name: 'Start the experiment' }).click();
        await page.getByText('stopping.threshold must be at most 0.99', { exact: true }).waitFor();
        await expectNoWiderThan(page, viewport);
        expect(await axeViolations(page)).toEqual([]);

        const experiment = await startedThroughApi(page);
        await page.goto(`/experiments/${experiment.id}`);
        await page.getByRole('region', { name: /^Result: / }).waitFor();
        await expectNoWiderThan(page, viewport);
        expect(await axeViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Stop now' }).click();
        await page.getByRole('dialog', { name: 'Stop this experiment now?' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);

        await page.goto('/experiments');
        await page.getByRole('region', { name: 'Running' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});
