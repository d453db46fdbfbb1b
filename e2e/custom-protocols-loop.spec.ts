import { readFile } from 'node:fs/promises';
import { loopCurrentExport } from '@uh/core/custom-protocols/loop-csv.fixtures';
import { readLoopExport } from '@uh/core/custom-protocols/loop-csv-read.logic';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readLoopArchive } from '../server/src/features/custom-protocols/loop-archive';
import { zip } from '../server/src/lib/zip';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';
import { axeViolations } from './support/page-helpers';

useBrowser();

type StoredProtocol = { id: number; archived: boolean; document: { id: string; title: string } };

/** A new person, signed in, on /protocols on a phone. */
async function openProtocols({ isDark = false }: { isDark?: boolean } = {}) {
  const page = await openPage('/auth', VIEWPORTS.phone);
  expect((await page.request.post('/api/register', { data: uniqueUser() })).status()).toBe(201);
  if (isDark) expect((await page.request.patch('/api/settings', { data: { theme: 'dark' } })).status()).toBe(200);
  await page.goto('/protocols');
  await page.getByRole('heading', { name: 'My protocols', level: 1 }).waitFor();
  return page;
}

async function storedProtocols(page: Page): Promise<StoredProtocol[]> {
  const response = await page.request.get('/api/custom-protocols');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { protocols: StoredProtocol[] }).protocols;
}

/** path → text as the ZIP Loop's "Export as CSV" makes. */
const zipOf = (files: ReadonlyMap<string, string>) => zip([...files].map(([name, content]) => ({ name, content })));

const importForm = (page: Page) => page.getByRole('form', { name: 'Import from Loop Habit Tracker' });
const importButton = (page: Page) => importForm(page).getByRole('button', { name: 'Import from Loop Habit Tracker' });
const listedTitles = async (page: Page) =>
  (await page.getByRole('list', { name: 'Your protocols' }).getByRole('heading').allInnerTexts()).map((text) => text.trim());

/** Picks a file in the Loop form, as the phone's file picker would hand it over. */
const chooseFile = (page: Page, name: string, buffer: Buffer) =>
  importForm(page).getByLabel('Loop Habit Tracker export (.zip)').setInputFiles({ name, mimeType: 'application/zip', buffer });

/** Loop's export with one checkmark no protocol can hold. */
function exportWithBadValue() {
  const files = loopCurrentExport();
  files.set('002 Run/Checkmarks.csv', 'Date,Value,Notes\n2026-03-05,MAYBE,\n');
  return zipOf(files);
}

async function importLoopExport(page: Page) {
  await chooseFile(page, 'Loop Habits CSV 2026-03-06.zip', zipOf(loopCurrentExport()));
  // By keyboard, as someone without a pointer would.
  await importButton(page).focus();
  await page.keyboard.press('Enter');
  await importForm(page).getByRole('status').filter({ hasText: 'Imported 4 protocols and 7 days' }).waitFor();
}

describe('Moving from Loop Habit Tracker on /protocols', () => {
  it('imports Loop’s export at 375 px with its days, lists the habits, opens one and exports them back in Loop’s layout', async () => {
    const page = await openProtocols();
    await page.getByText('You have no protocols of your own yet').waitFor();
    // Nothing to take to Loop yet.
    expect(await page.getByRole('link', { name: 'Export for Loop Habit Tracker' }).count()).toBe(0);

    await importLoopExport(page);
    await expect.poll(() => listedTitles(page)).toEqual(['Meditate', 'Run', 'Drinks, any kind']);
    // Archived in Loop, archived here.
    await page.getByText('Archived (1)').waitFor();
    const stored = await storedProtocols(page);
    expect(stored.map(({ document, archived }) => [document.title, archived])).toEqual([
      ['Meditate', false],
      ['Run', false],
      ['Drinks, any kind', false],
      ['Journal', true],
    ]);
    const run = stored[1]!;
    const days = await page.request.get(`/api/custom-protocols/${run.id}/days?from=2026-03-03&to=2026-03-05`);
    expect(((await days.json()) as { days: { date: string; state: string }[] }).days.map((day) => [day.date, day.state])).toEqual([
      ['2026-03-03', 'notDone'],
      ['2026-03-04', 'skipped'],
      ['2026-03-05', 'partial'],
    ]);

    // The file input is emptied: pressing Import again does not add the habits twice.
    await importButton(page).click();
    await importForm(page).getByRole('alert').filter({ hasText: 'Choose the ZIP that Loop Habit Tracker made first.' }).waitFor();
    expect(await storedProtocols(page)).toHaveLength(4);

    // Export: Loop's layout, every protocol named in Habits.csv.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export for Loop Habit Tracker' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('loop-habits.zip');
    const files = await readLoopArchive(await readFile((await download.path())!));
    expect(files.has('Habits.csv')).toBe(true);
    expect(readLoopExport(files).protocols.map((protocol) => protocol.document.title)).toEqual([
      'Meditate',
      'Run',
      'Drinks, any kind',
      'Journal',
    ]);

    // An imported protocol opens on its own page.
    await page.getByRole('link', { name: 'Open Run' }).click();
    await page.waitForURL(`**/protocols/${run.id}`);
    await page.getByRole('heading', { name: 'Run', level: 1 }).waitFor();
  });

  it('shows the server’s reason for a refused file, naming the habit and row, and imports nothing', async () => {
    const page = await openProtocols();
    await chooseFile(page, 'Loop Habits CSV 2026-03-06.zip', exportWithBadValue());
    await importButton(page).click();
    const refusal = importForm(page).getByRole('alert');
    await refusal.filter({ hasText: '002 Run/Checkmarks.csv ("Run"), row 2: Value "MAYBE"' }).waitFor();
    expect(await refusal.innerText()).toMatch(/^Nothing was imported: /);
    expect(await importForm(page).getByLabel('Loop Habit Tracker export (.zip)').getAttribute('aria-invalid')).toBe('true');

    // Not a ZIP at all.
    await chooseFile(page, 'habits.zip', Buffer.from('Position,Name\n001,Meditate\n'));
    await importButton(page).click();
    await refusal.filter({ hasText: 'This file is not a ZIP archive.' }).waitFor();
    expect(await storedProtocols(page)).toEqual([]);
    await page.getByText('You have no protocols of your own yet').waitFor();
  });

  describe('accessibility (axe-core)', () => {
    it.each([{ isDark: false }, { isDark: true }])(
      'has no violations with an import’s result and with a refusal at 375 px (dark: $isDark)',
      async ({ isDark }) => {
        const page = await openProtocols({ isDark });
        await importLoopExport(page);
        await page.getByRole('link', { name: 'Export for Loop Habit Tracker' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);

        await chooseFile(page, 'Loop Habits CSV 2026-03-06.zip', exportWithBadValue());
        await importButton(page).click();
        await importForm(page).getByRole('alert').filter({ hasText: 'Value "MAYBE"' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      },
    );
  });
});
