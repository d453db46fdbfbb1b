import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, toastTitled } from './support/page-helpers';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';

useBrowser();

const EXPORT_XML = path.resolve(import.meta.dirname, '../server/test/fixtures/apple-health/export.xml');
const JOB_URL = /\/api\/wearables\/apple-health\/imports\/\d+$/;

type Viewport = { width: number; height: number };

/** A new user, signed in, on Settings at Connected devices. */
async function openConnectedDevices({ viewport = VIEWPORTS.desktop as Viewport, theme = 'system' } = {}) {
  const page = await openPage('/auth', viewport);
  const registered = await page.request.post('/api/register', { data: uniqueUser() });
  expect(registered.status()).toBe(201);
  // The fixture is a person in New York: its readings fall on the days its comments name.
  const settings = { timeZone: 'America/New_York', ...(theme === 'system' ? {} : { theme }) };
  expect((await page.request.patch('/api/settings', { data: settings })).status()).toBe(200);
  await page.goto('/settings/devices');
  await page.getByRole('region', { name: 'Connected devices' }).getByRole('heading', { name: 'Apple Health' }).waitFor();
  return { page, userId: ((await registered.json()) as { id: number }).id };
}

async function upload(page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel('Apple Health export (.zip or .xml)').setInputFiles(file);
  await page.getByRole('button', { name: 'Import from Apple Health' }).click();
}

/** Imports the fixture and waits for its summary; returns how many daily values were new. */
async function importExport(page: Page, expectedExisting = 0) {
  await upload(page, EXPORT_XML);
  const summary = page
    .getByRole('status')
    .filter({ hasText: new RegExp(`^Imported export\\.xml: [\\d,]+ new, ${expectedExisting} already there\\.$`) });
  await summary.waitFor({ timeout: 20_000 });
  return Number(/([\d,]+) new/.exec(await summary.innerText())![1]!.replace(',', ''));
}

describe('Apple Health import', () => {
  it('shows the import as the server reads it, then what was new; a second import adds nothing', async () => {
    const { page } = await openConnectedDevices();
    const section = page.getByRole('region', { name: 'Connected devices' });
    await section.getByText('Export All Health Data').waitFor();
    await section.getByText('Heart rate variability (SDNN)').waitFor();

    // Hold the page's questions about the import, so its progress view can be seen before it is done.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(JOB_URL, async (route) => {
      await held;
      await route.continue();
    });
    await upload(page, EXPORT_XML);
    const reading = page.getByRole('progressbar', { name: 'Reading the file' });
    await reading.waitFor();
    expect(Number(await reading.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(0);
    await page.getByText(/export\.xml is uploaded and waiting to be read|Reading export\.xml/).waitFor();
    release();
    await page.unroute(JOB_URL);

    const summary = page.getByRole('status').filter({ hasText: /^Imported export\.xml: [\d,]+ new, 0 already there\.$/ });
    await summary.waitFor({ timeout: 20_000 });
    const newCount = Number(/([\d,]+) new/.exec(await summary.innerText())![1]);
    expect(newCount).toBeGreaterThan(0);
    await toastTitled(page, 'Import complete').first().waitFor();
    const table = page.getByRole('table', { name: 'Imported days per type of reading' });
    const weightRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Body weight' }) });
    expect(await weightRow.getByRole('cell').allTextContents()).toEqual(['3', '2', '0']);

    // The same file again: everything is already there.
    expect(await importExport(page, newCount)).toBe(0);
    const recent = page.getByRole('list', { name: 'Recent imports' }).getByRole('listitem');
    expect(await recent.count()).toBe(2);
    await recent.first().getByText(`0 new, ${newCount} already there`).waitFor();
  });

  it('shows imported readings labelled Apple Health on /biometrics, filtered by source', async () => {
    const { page, userId } = await openConnectedDevices();
    await importExport(page);
    expect((await page.request.post('/api/biometrics', { data: { userId, weight: 150 } })).status()).toBe(201);

    await page.goto('/biometrics');
    const history = page.getByRole('heading', { name: 'History' }).locator('xpath=..').getByRole('listitem');
    await history.filter({ hasText: 'Apple Health' }).first().waitFor();
    await history.filter({ hasText: 'Entered by hand' }).filter({ hasText: '150 lbs' }).waitFor();

    // Both sources on one chart, each line named by its source.
    await page.getByRole('button', { name: /^Weight · 3/ }).click();
    await page.getByText('Weight · Apple Health (lbs)').waitFor();
    await page.getByText('Weight · Entered by hand (lbs)').waitFor();
    await page.getByRole('button', { name: /^HRV · 1/ }).click();
    await page.getByText('Only one reading so far: 50 ms. Log another day to see a trend.').waitFor();

    const filter = page.getByLabel('Show readings from');
    expect(await filter.locator('option').allTextContents()).toEqual(['All sources', 'Entered by hand', 'Apple Health']);
    await filter.selectOption({ label: 'Apple Health' });
    await history.filter({ hasText: '150 lbs' }).waitFor({ state: 'detached' });
    expect(await history.filter({ hasText: 'Entered by hand' }).count()).toBe(0);
    expect(await history.filter({ hasText: 'Apple Health' }).count()).toBe(await history.count());
    await page.getByRole('button', { name: /^Weight · 2/ }).waitFor();

    await filter.selectOption({ label: 'Entered by hand' });
    await history.filter({ hasText: '150 lbs' }).waitFor();
    expect(await history.count()).toBe(1);
    await page.getByRole('button', { name: /^HRV ·/ }).waitFor({ state: 'detached' });
  });

  it('picks up an import that kept running while the page was closed, and follows it to the end', async () => {
    const { page } = await openConnectedDevices();
    const running = {
      id: 9001,
      source: 'apple_health',
      fileName: 'export.zip',
      status: 'running',
      bytesTotal: 4000,
      bytesRead: 2000,
      recordsRead: 1234,
      counts: { weight: { samples: 12, new: 0, existing: 0 } },
      newCount: 0,
      existingCount: 0,
      error: null,
      createdAt: new Date().toISOString(),
      finishedAt: null,
    };
    const done = { ...running, status: 'succeeded', bytesRead: 4000, newCount: 12, existingCount: 3, finishedAt: new Date().toISOString() };
    let answers = 0;
    await page.route('**/api/wearables/apple-health/imports', (route) => route.fulfill({ json: answers > 1 ? [done] : [running] }));
    await page.route('**/api/wearables/apple-health/imports/9001', (route) => {
      answers += 1;
      return route.fulfill({ json: answers > 1 ? done : running });
    });
    await page.reload();
    const reading = page.getByRole('progressbar', { name: 'Reading the file' });
    await reading.waitFor();
    expect(await reading.getAttribute('aria-valuenow')).toBe('50');
    await page.getByText('1,234 records read').waitFor();
    await page.getByRole('list', { name: 'Samples found so far' }).getByText('12 samples').waitFor();
    await page.getByRole('status').filter({ hasText: 'Imported export.zip: 12 new, 3 already there.' }).waitFor();
    await toastTitled(page, 'Import complete').first().waitFor();
  });

  it("shows the server's reason when the file is not an export", async () => {
    const { page } = await openConnectedDevices();
    await upload(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('shopping list: eggs, milk\n') });
    const alert = page.getByRole('alert').filter({ hasText: 'Importing notes.txt failed' });
    await alert.getByText(/^This file is not an Apple Health export\./).waitFor({ timeout: 20_000 });
    await toastTitled(page, 'Error')
      .getByText(/Failed to import your Apple Health data: This file is not an Apple Health export/)
      .first()
      .waitFor();
    await page
      .getByRole('list', { name: 'Recent imports' })
      .getByText(/^Failed: This file is not an Apple Health export/)
      .waitFor();
  });
});

describe('accessibility (axe-core)', () => {
  const cases = [
    ['light, desktop', { viewport: VIEWPORTS.desktop, theme: 'light' }],
    ['dark, desktop', { viewport: VIEWPORTS.desktop, theme: 'dark' }],
    ['light, 375 px', { viewport: VIEWPORTS.phone, theme: 'light' }],
  ] as const;
  for (const [label, options] of cases) {
    it(`Connected devices with a finished import has no violations (${label})`, async () => {
      const { page } = await openConnectedDevices(options);
      await importExport(page);
      await page.getByRole('table', { name: 'Imported days per type of reading' }).waitFor();
      await page.getByRole('list', { name: 'Recent imports' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
