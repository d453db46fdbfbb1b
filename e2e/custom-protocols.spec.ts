import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';
import { axeViolations, toastOnScreen, toastTitled } from './support/page-helpers';

useBrowser();

type Viewport = { width: number; height: number };
type StoredProtocol = {
  id: number;
  archived: boolean;
  onDashboard: boolean;
  document: Record<string, unknown> & { id: string; title: string };
};

/** A protocol document as a person would write it in a file: defaults left out. */
const protocolFile = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  format: 'ultimate-human.protocol',
  formatVersion: 1,
  id,
  title,
  icon: 'footprints',
  color: 'sky',
  components: [{ id: 'walk', label: 'Walk', kind: 'duration', target: { kind: 'atLeast', value: 1200 } }],
  schedule: { kind: 'weekdays', weekdays: [1, 3, 5] },
  ...extra,
});

/** A new person, signed in, on /protocols. */
async function openProtocols({ viewport = VIEWPORTS.phone, isDark = false }: { viewport?: Viewport; isDark?: boolean } = {}) {
  const page = await openPage('/auth', viewport);
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

const yourProtocols = (page: Page) => page.getByRole('list', { name: 'Your protocols' });
const protocolRow = (page: Page, title: string) =>
  yourProtocols(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const listedTitles = async (page: Page) => (await yourProtocols(page).getByRole('heading').allInnerTexts()).map((text) => text.trim());
const form = (page: Page, name: string) => page.getByRole('form', { name, exact: true });
const section = (scope: Locator, name: string) => scope.getByRole('region', { name });

async function chooseNew(page: Page) {
  // "New protocol" above a list; "Start from a template" in the empty state.
  const start = page
    .getByRole('button', { name: 'New protocol', exact: true })
    .or(page.getByRole('button', { name: 'Start from a template' }));
  await start.first().click();
  await page.getByRole('heading', { name: 'New protocol', exact: true, level: 2 }).waitFor();
}

async function importFile(page: Page, name: string, contents: unknown) {
  await chooseNew(page);
  await page.getByRole('button', { name: 'Import a file' }).click();
  await page
    .getByLabel('Protocol file (.json)')
    .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(contents)) });
}

describe('My protocols', () => {
  it('creates Sauna from its template and Breathwork from scratch with the form, lists them in words and exports one', async () => {
    const page = await openProtocols();
    await page.getByText('You have no protocols of your own yet').waitFor();

    // Sauna: the template opens in the form; the target is typed in minutes.
    await chooseNew(page);
    await page.getByRole('button', { name: 'Use the Sauna template' }).click();
    const sauna = form(page, 'New protocol: Sauna');
    expect(await section(sauna, 'About it').getByLabel('Name').inputValue()).toBe('Sauna');
    expect(await sauna.getByRole('radio', { name: /^A number of times in a number of days/ }).isChecked()).toBe(true);
    await sauna.getByLabel('At least (minutes)').fill('15');
    await sauna.getByLabel('Times', { exact: true }).fill('4');
    await sauna.getByLabel('In how many days').fill('7');
    await sauna.getByRole('button', { name: 'Add protocol' }).click();
    await toastTitled(page, 'Sauna added').first().waitFor();
    await protocolRow(page, 'Sauna').getByText('4 times in 7 days').waitFor();

    // Breathwork from a blank form: the schema's messages show under their fields first.
    await chooseNew(page);
    await page.getByRole('button', { name: 'Start from scratch' }).click();
    const scratch = form(page, 'New protocol');
    await scratch.getByRole('button', { name: 'Add protocol' }).click();
    const nameField = section(scratch, 'About it').getByLabel('Name');
    await section(scratch, 'About it').getByText('The name cannot be empty').waitFor();
    expect(await nameField.evaluate((input) => input === document.activeElement)).toBe(true);
    await nameField.fill('Breathwork');
    const item = section(scratch, 'What you log');
    await item.getByLabel('Name').fill('Breathing');
    await item.getByLabel('How you log it').selectOption({ label: 'A length of time' });
    await item.getByRole('checkbox', { name: 'Set a target for Breathing' }).check();
    await item.getByLabel('At least (minutes)').fill('8');
    await scratch.getByRole('checkbox', { name: /^Do it at a set moment/ }).check();
    expect(await scratch.getByLabel('The moment').inputValue()).toBe('wake');
    await scratch.getByLabel('Within how many minutes').fill('30');
    await scratch.getByRole('button', { name: 'Add protocol' }).click();
    await toastTitled(page, 'Breathwork added').first().waitFor();
    await protocolRow(page, 'Breathwork').getByText('Every day within 30 min of waking').waitFor();
    expect(await listedTitles(page)).toEqual(['Sauna', 'Breathwork']);

    // Stored as the open format: durations in seconds.
    const [storedSauna, storedBreathwork] = await storedProtocols(page);
    expect(storedSauna!.document).toMatchObject({
      id: 'sauna',
      schedule: { kind: 'frequency', times: 4, days: 7 },
      components: [{ kind: 'duration', target: { kind: 'atLeast', value: 900 } }],
    });
    expect(storedBreathwork!.document).toMatchObject({
      id: 'breathwork',
      schedule: { kind: 'daily', anchor: { event: 'wake', offsetMinutes: 0, windowMinutes: 30 } },
      components: [{ id: 'breathing', label: 'Breathing', kind: 'duration', target: { kind: 'atLeast', value: 480 } }],
    });

    // Edit opens the same form filled in; saving replaces the document.
    await protocolRow(page, 'Breathwork').getByRole('button', { name: 'Edit Breathwork' }).click();
    const edit = form(page, 'Edit Breathwork');
    expect(await edit.getByLabel('At least (minutes)').inputValue()).toBe('8');
    await edit.getByLabel('Within how many minutes').fill('45');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await toastTitled(page, 'Breathwork saved').first().waitFor();
    await protocolRow(page, 'Breathwork').getByText('Every day within 45 min of waking').waitFor();
    expect((await storedProtocols(page))[1]!.document).toMatchObject({ version: 2, schedule: { anchor: { windowMinutes: 45 } } });

    // Export: the download is the document, named after the protocol.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      protocolRow(page, 'Sauna').getByRole('link', { name: 'Export Sauna' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('sauna.protocol.json');
    const exported = JSON.parse((await readFile((await download.path())!)).toString('utf8')) as Record<string, unknown>;
    expect(exported).toMatchObject({ format: 'ultimate-human.protocol', formatVersion: 1, id: 'sauna', title: 'Sauna' });

    // Open leads to the protocol's own page.
    await protocolRow(page, 'Breathwork').getByRole('link', { name: 'Open Breathwork' }).click();
    await page.waitForURL(`**/protocols/${storedBreathwork!.id}`);
  });

  it('imports a file after showing what it holds, and refuses a bad one naming the field', async () => {
    const page = await openProtocols();
    await importFile(page, 'evening-walk.protocol.json', protocolFile('evening-walk', 'Evening walk'));
    const panel = page.getByRole('region', { name: 'Import a protocol file' });
    await panel.getByRole('heading', { name: 'Evening walk' }).waitFor();
    await panel.getByText('Walk: a length of time, at least 20 min').waitFor();
    await panel.getByText('Mon, Wed, Fri', { exact: true }).waitFor();
    await panel.getByText('This adds a new protocol, “Evening walk”, with 1 thing to log.', { exact: false }).waitFor();
    await panel.getByRole('button', { name: 'Add this protocol' }).click();
    await toastTitled(page, 'Evening walk added').first().waitFor();
    await protocolRow(page, 'Evening walk').getByText('Mon, Wed, Fri').waitFor();

    // A component of an unknown kind: refused in the browser, with the field named, and nothing sent.
    const bad = protocolFile('bike', 'Bike', { components: [{ id: 'ride', label: 'Ride', kind: 'distance' }] });
    await importFile(page, 'bike.protocol.json', bad);
    await panel
      .getByRole('alert')
      .getByText('This file can’t be imported: components.0.kind: kind must be one of check, count, duration, measure, scale, text')
      .waitFor();
    expect(await panel.getByRole('button', { name: 'Add this protocol' }).count()).toBe(0);

    // The same document again: the server's refusal is shown in its words.
    await panel.getByLabel('Protocol file (.json)').setInputFiles({
      name: 'again.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(protocolFile('evening-walk', 'Evening walk'))),
    });
    await panel.getByRole('button', { name: 'Add this protocol' }).click();
    await panel.getByRole('alert').getByText('You already have a protocol with the id "evening-walk"', { exact: false }).waitFor();
    expect((await storedProtocols(page)).map((protocol) => protocol.document.title)).toEqual(['Evening walk']);
  });

  it('places on the dashboard and checklist, archives, reorders, deletes with Undo, and deletes for good', async () => {
    const page = await openProtocols();
    for (const [id, title] of [
      ['first', 'First'],
      ['second', 'Second'],
      ['third', 'Third'],
    ] as const) {
      expect((await page.request.post('/api/custom-protocols', { data: { document: protocolFile(id, title) } })).status()).toBe(201);
    }
    await page.reload();
    await protocolRow(page, 'Third').waitFor();

    // The switches' inputs are visually hidden behind their drawn tracks: toggled by keyboard.
    const onDashboard = page.getByRole('switch', { name: 'Show First on dashboard' });
    const wasOnDashboard = await onDashboard.isChecked();
    await onDashboard.focus();
    await page.keyboard.press('Space');
    await expect.poll(async () => (await storedProtocols(page))[0]!.onDashboard).toBe(!wasOnDashboard);
    await expect.poll(() => onDashboard.isChecked()).toBe(!wasOnDashboard);

    await page.getByRole('button', { name: 'Move Second up' }).click();
    await expect.poll(() => listedTitles(page)).toEqual(['Second', 'First', 'Third']);
    expect(await page.getByRole('button', { name: 'Move Second up' }).isDisabled()).toBe(true);
    await page.reload();
    await expect.poll(() => listedTitles(page)).toEqual(['Second', 'First', 'Third']);

    await page.getByRole('button', { name: 'Archive Third' }).click();
    await toastTitled(page, 'Third archived').first().waitFor();
    await expect.poll(() => listedTitles(page)).toEqual(['Second', 'First']);
    await page.getByText('Archived (1)').click();
    await page.getByRole('list', { name: 'Archived protocols' }).getByRole('button', { name: 'Unarchive Third' }).waitFor();
    expect((await storedProtocols(page)).find((protocol) => protocol.document.id === 'third')?.archived).toBe(true);

    // Delete asks first and offers the file; Undo brings it back.
    await page.getByRole('button', { name: 'Delete First' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete First?' });
    await dialog.getByRole('link', { name: 'Export first' }).waitFor();
    await dialog.getByRole('button', { name: 'Delete protocol' }).click();
    await toastOnScreen(page, 'First deleted').getByRole('button', { name: 'Undo' }).click();
    await toastTitled(page, 'First is back').first().waitFor();
    await protocolRow(page, 'First').waitFor();

    await page.getByRole('button', { name: 'Delete First' }).click();
    await page.getByRole('dialog', { name: 'Delete First?' }).getByRole('button', { name: 'Delete protocol' }).click();
    await toastTitled(page, 'First deleted').first().waitFor();
    await expect.poll(() => listedTitles(page)).toEqual(['Second']);
    await page.reload();
    await protocolRow(page, 'Second').waitFor();
    expect(await listedTitles(page)).toEqual(['Second']);
    expect((await storedProtocols(page)).map((protocol) => protocol.document.id)).toEqual(['second', 'third']);
  });

  describe('accessibility (axe-core)', () => {
    it.each([
      { viewport: VIEWPORTS.phone, isDark: false },
      { viewport: VIEWPORTS.phone, isDark: true },
      { viewport: VIEWPORTS.desktop, isDark: false },
      { viewport: VIEWPORTS.desktop, isDark: true },
    ])('has no violations on the list and the form with its errors at $viewport.width px (dark: $isDark)', async ({ viewport, isDark }) => {
      const page = await openProtocols({ viewport, isDark });
      await page.getByText('You have no protocols of your own yet').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.request.post('/api/custom-protocols', { data: { document: protocolFile('evening-walk', 'Evening walk') } });
      await page.request.post('/api/custom-protocols', { data: { document: protocolFile('old', 'Old habit') } });
      const [, old] = await storedProtocols(page);
      await page.request.patch(`/api/custom-protocols/${old!.id}`, { data: { archived: true } });
      await page.reload();
      await page.getByText('Archived (1)').click();
      await page.getByRole('button', { name: 'Unarchive Old habit' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);

      await chooseNew(page);
      await page.getByRole('button', { name: 'Use the Sauna template' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Start from scratch' }).click();
      const scratch = form(page, 'New protocol');
      await scratch.getByRole('radio', { name: /^On chosen days of the week/ }).check();
      // The day chips' inputs are visually hidden behind their labels: toggled by keyboard, as a person would.
      await scratch.getByRole('checkbox', { name: 'Wednesday' }).focus();
      await page.keyboard.press('Space');
      expect(await scratch.getByRole('checkbox', { name: 'Wednesday' }).isChecked()).toBe(false);
      await scratch.getByRole('checkbox', { name: /^Do it at a set moment/ }).check();
      await section(scratch, 'What you log').getByLabel('How you log it').selectOption({ label: 'A rating on a scale' });
      await scratch.getByRole('button', { name: 'Add protocol' }).click();
      await scratch.getByText('The name cannot be empty').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  });
});
