import { describe, expect, it } from 'vitest';
import { useBrowser, VIEWPORTS } from './support/browser';
import { axeViolations, toastTitled } from './support/page-helpers';
import {
  articles,
  focusedName,
  JOURNAL,
  LONG_SAID,
  openJournal,
  seed,
  summaries,
  watchEntryPatches,
} from './support/voice-journal-helpers';

// Entries are made through the API here: no microphone needed.
useBrowser();

describe('voice journal: the list', () => {
  it('filters by tab, expands a long transcript, and deletes with or without the log it created', async () => {
    const { page, userId } = await openJournal();
    await seed(page, JOURNAL);
    await page.reload();
    await articles(page).first().waitFor();
    // Newest first.
    expect(await summaries(page)).toEqual(JOURNAL.map((entry) => entry.summary).reverse());
    await page.getByText('Biometrics also shows water. Notes also shows supplements, fasting and cold exposure.').waitFor();

    const expectTab = async (tab: string, expected: string[]) => {
      await page.getByRole('tab', { name: tab }).click();
      if (expected.length === 0) return page.getByRole('tabpanel').getByText('No entries yet').waitFor();
      await expect.poll(() => summaries(page)).toEqual(expected);
    };
    await expectTab('Meals', ['Meal · three eggs']);
    await expectTab('Exercise', []);
    await expectTab('Biometrics', ['Water · 20 oz']);
    await expectTab('Notes', ['Cold exposure · cold plunge · 3 min at 50 °F', 'Note · calm morning']);
    // The tabs answer the keyboard (arrow keys move between them).
    await page.getByRole('tab', { name: 'Notes' }).press('Home');
    await expect.poll(() => summaries(page)).toHaveLength(4);

    const note = articles(page).filter({ hasText: 'Note · calm morning' });
    await note.getByText(`“${LONG_SAID.slice(0, 100).trimEnd()}…”`).waitFor();
    await note.getByRole('button', { name: 'Read all' }).click();
    await note.getByText(`“${LONG_SAID}”`).waitFor();
    expect(await note.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');

    const coldLogs = async () => ((await (await page.request.get(`/api/protocols/cold/${userId}`)).json()) as unknown[]).length;
    expect(await coldLogs()).toBe(1);
    // A meal logged without its protein offers no log to delete.
    await articles(page)
      .filter({ hasText: 'Meal · three eggs' })
      .getByRole('button', { name: /^Delete entry/ })
      .click();
    let dialog = page.getByRole('dialog', { name: 'Delete this entry?' });
    expect(await dialog.getByLabel('Also delete the log it created').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Delete entry' }).click();
    await toastTitled(page, 'Entry deleted').getByText('Journal entry has been removed.').waitFor();
    await expect.poll(() => summaries(page)).toHaveLength(3);

    // Deleting the cold entry keeps its session unless asked.
    await articles(page)
      .filter({ hasText: 'cold plunge' })
      .getByRole('button', { name: /^Delete entry/ })
      .click();
    dialog = page.getByRole('dialog', { name: 'Delete this entry?' });
    expect(await dialog.getByLabel('Also delete the log it created').isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Delete entry' }).click();
    await expect.poll(() => summaries(page)).toHaveLength(2);
    expect(await coldLogs()).toBe(1);

    await seed(page, [JOURNAL[3]!]);
    await page.reload();
    await articles(page)
      .filter({ hasText: 'cold plunge' })
      .getByRole('button', { name: /^Delete entry/ })
      .click();
    dialog = page.getByRole('dialog', { name: 'Delete this entry?' });
    await dialog.getByLabel('Also delete the log it created').check();
    await dialog.getByRole('button', { name: 'Delete entry' }).click();
    await toastTitled(page, 'Entry deleted').first().waitFor();
    await expect.poll(coldLogs).toBe(1);
    await expect.poll(() => summaries(page)).toHaveLength(2);
  });

  it("edits an entry by keyboard on a phone in dark mode: strict numbers, the server's field message, saved through a reload", async () => {
    const { page } = await openJournal({ viewport: VIEWPORTS.phone, dark: true });
    await seed(page, [
      { type: 'water', summary: 'Water · 20 oz', details: { ounces: 20 }, createLogs: false },
      { type: 'note', summary: 'Note · calm morning', details: { text: 'calm' } },
    ]);
    await page.reload();
    const patches = watchEntryPatches(page);
    const editWater = page.getByRole('button', { name: 'Edit entry: Water · 20 oz' });
    await editWater.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit entry' });
    await dialog.getByText("Your checklist's hydration for that day follows the new amount.").waitFor();
    // Only the entry's own type's fields: the type cannot be changed here.
    expect(await dialog.getByLabel('Type').count()).toBe(0);
    expect(await dialog.getByLabel('Water (oz)').inputValue()).toBe('20');
    // The dialog opens on its first field; everything is reached with Tab.
    expect(await focusedName(page)).toMatch(/-summary$/);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Water · two big glasses');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('1e3');
    await page.keyboard.press('Enter');
    await dialog.getByText('Water must be a plain number, like 12 or 12.5').waitFor();
    expect(await dialog.getByLabel('Water (oz)').getAttribute('aria-invalid')).toBe('true');
    expect(await focusedName(page)).toMatch(/-ounces$/);
    expect(patches).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    // A refusal the page could not foresee shows the server's words under the field.
    await page.route('**/api/journal/entries/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 400, json: { message: 'details.ounces: Water must be between 0.1 and 400 oz' } })
        : route.fallback(),
    );
    await dialog.getByLabel('Water (oz)').fill('24');
    await dialog.getByRole('button', { name: 'Save' }).press('Enter');
    await dialog.getByText('Water must be between 0.1 and 400 oz').waitFor();
    await toastTitled(page, 'Entry not updated').first().waitFor();
    expect(patches).toHaveLength(1);
    await page.unroute('**/api/journal/entries/*');

    // Typing in the field takes its message away.
    await dialog.getByLabel('Water (oz)').press('Backspace');
    await page.keyboard.type('4');
    expect(await dialog.getByText('Water must be between 0.1 and 400 oz').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Save' }).press('Enter');
    await toastTitled(page, 'Entry updated').getByText('Your journal entry has been updated.').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(patches.at(-1)).toEqual({ summary: 'Water · two big glasses', details: { ounces: 24 } });
    await expect.poll(() => summaries(page)).toEqual(['Note · calm morning', 'Water · two big glasses']);
    expect(await focusedName(page)).toBe('Edit entry: Water · two big glasses');

    // Cancel and Escape close without sending, and focus goes back to Edit.
    await page.keyboard.press('Enter');
    await dialog.getByLabel('Summary').fill('Not kept');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await focusedName(page)).toBe('Edit entry: Water · two big glasses');
    await page.keyboard.press('Enter');
    expect(await dialog.getByLabel('Summary').inputValue()).toBe('Water · two big glasses');
    expect(await dialog.getByLabel('Water (oz)').inputValue()).toBe('24');
    await dialog.getByRole('button', { name: 'Cancel' }).press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    expect(patches).toHaveLength(2);

    await page.reload();
    await expect.poll(() => summaries(page)).toEqual(['Note · calm morning', 'Water · two big glasses']);
    const stored = (await (await page.request.get('/api/journal/entries')).json()) as { summary: string; details: unknown }[];
    expect(stored.find((entry) => entry.summary === 'Water · two big glasses')?.details).toEqual({ ounces: 24 });
  });

  it('shows an error with a retry when the journal cannot be read', async () => {
    const { page } = await openJournal();
    await page.route('**/api/journal/entries?*', (route) => route.fulfill({ status: 503, json: { message: 'The database is busy' } }));
    await page.reload();
    const problem = page.getByRole('alert').filter({ hasText: "Couldn't load your journal: The database is busy" });
    await problem.waitFor();
    await page.unroute('**/api/journal/entries?*');
    await problem.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('No entries yet', { exact: true }).waitFor();
  });

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    for (const dark of [false, true]) {
      it(`has no axe violations (${label}, ${dark ? 'dark' : 'light'})`, async () => {
        const { page } = await openJournal({ viewport, dark });
        await seed(page, JOURNAL);
        await page.reload();
        await articles(page).first().waitFor();
        await page.getByText(/^Transcribed|^This server has no speech-to-text/).waitFor();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});
