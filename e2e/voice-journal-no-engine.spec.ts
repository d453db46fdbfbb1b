import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEWPORTS } from './support/browser';
import { axeViolations, toastTitled } from './support/page-helpers';
import {
  articles,
  entryForm,
  expectPlayable,
  FAKE_RECOGNITION,
  liveTracks,
  NO_BROWSER_RECOGNITION,
  openJournal,
  processButton,
  record,
  recordButton,
  summaries,
  TRACK_STREAMS,
  useFakeMicrophone,
} from './support/voice-journal-helpers';
import { startBuiltApp } from './support/built-app';
useFakeMicrophone();

describe('voice journal without a speech engine on the server (STT_PROVIDER=none)', () => {
  let app: Awaited<ReturnType<typeof startBuiltApp>>;
  beforeAll(async () => {
    app = await startBuiltApp({ STT_PROVIDER: 'none' });
  });
  afterAll(() => app?.stop());

  it('asks the person to type what they said, lists each entry for review, and saves them all with the recording', async () => {
    const { page } = await openJournal({ baseUrl: app.url, scripts: [TRACK_STREAMS, NO_BROWSER_RECOGNITION], viewport: VIEWPORTS.phone });
    await page.getByText('This server has no speech-to-text: after recording, type what you said.', { exact: false }).waitFor();
    await record(page, 2);
    expect(await processButton(page).isDisabled()).toBe(true);
    await page.getByText('Type what you said to process the recording.').waitFor();
    await page.getByLabel('Type what you said').fill('Drank two glasses of water and walked for 30 minutes.');
    await processButton(page).click();

    const water = page.getByRole('form', { name: 'Entry 1 of 2: Water' });
    const walk = page.getByRole('form', { name: 'Entry 2 of 2: Exercise' });
    expect(await walk.getByLabel('Minutes').inputValue()).toBe('30');
    // A glass was taken as 8 oz: the field says so in words, not by colour alone.
    const ounces = water.getByLabel('Water (oz)');
    expect(await ounces.inputValue()).toBe('16');
    expect(await ounces.getAttribute('aria-describedby')).toMatch(/-check/);
    await water.getByText('Check this', { exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await ounces.fill('20');
    expect(await water.getByText('Check this', { exact: true }).count()).toBe(0);
    expect(await water.getByLabel('Summary').inputValue()).toBe('Water · 2 glasses (20 oz)');

    await page.getByRole('button', { name: 'Save all 2 entries' }).click();
    await toastTitled(page, 'Entry added').getByText('Added a new water entry to your journal.').waitFor();
    await toastTitled(page, 'Entry added').getByText('Added a new exercise entry to your journal.').waitFor();
    await page.getByRole('heading', { name: 'Review before saving' }).waitFor({ state: 'detached' });
    expect(await summaries(page)).toEqual(['Exercise · walk · 30 min', 'Water · 2 glasses (20 oz)']);

    await page.getByRole('tab', { name: 'Biometrics' }).click();
    const item = articles(page).filter({ hasText: 'Water · 2 glasses (20 oz)' });
    await item.getByText('“Drank two glasses of water and walked for 30 minutes.”').waitFor();
    // The recording is kept with the typed words.
    await item.getByRole('button', { name: 'Listen' }).click();
    await expectPlayable(item.locator('audio'), 1);
  });

  it('asks to check a weight far from the last one without logging it, and ticks the morning routine from a meal and a walk', async () => {
    const { page, userId } = await openJournal({ baseUrl: app.url });
    expect((await page.request.post('/api/biometrics', { data: { weight: 172 } })).status()).toBe(201);
    await record(page, 2);
    await page
      .getByLabel('Type what you said')
      .fill('100-72.4 pounds. Had 3 eggs and a shake, 40 grams of protein. Walked for 30 minutes.');
    await processButton(page).click();

    const reading = page.getByRole('form', { name: 'Entry 1 of 3: Biometrics' });
    expect(await reading.getByLabel('Weight (lbs)').inputValue()).toBe('72.4');
    await reading.getByText('Check this', { exact: true }).waitFor();
    expect(await reading.getByRole('checkbox', { name: 'Also log it as a biometrics reading' }).isChecked()).toBe(false);
    const meal = page.getByRole('form', { name: 'Entry 2 of 3: Meal' });
    expect(await meal.getByRole('checkbox', { name: "Also log it as today's 30-30-30 protein" }).isChecked()).toBe(true);
    const walk = page.getByRole('form', { name: 'Entry 3 of 3: Exercise' });
    expect(await walk.getByRole('checkbox', { name: "Also log it as today's 30-30-30 exercise" }).isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Save all 3 entries' }).click();
    await page.getByRole('heading', { name: 'Review before saving' }).waitFor({ state: 'detached' });
    const readings = (await (await page.request.get(`/api/biometrics/${userId}`)).json()) as { weight: number | null }[];
    expect(readings.map((row) => row.weight)).toEqual([172]);

    await page.goto('/daily-checklist');
    for (const item of ['Morning Protein', 'Morning Exercise']) {
      const box = page.getByRole('checkbox', { name: item, exact: true });
      await expect.poll(() => box.getAttribute('aria-checked')).toBe('true');
    }
  });

  it("fills the words from the browser's own speech recognition while recording", async () => {
    const { page } = await openJournal({ baseUrl: app.url, scripts: [TRACK_STREAMS, FAKE_RECOGNITION], dark: true });
    await page.getByText("your browser's own speech recognition writes what you say", { exact: false }).waitFor();
    await recordButton(page).click();
    const heard = page.getByLabel('What your browser heard');
    await expect.poll(() => heard.inputValue()).toBe('walked for 30 minutes');
    expect(await heard.getAttribute('readonly')).not.toBeNull();
    // Recording, in the dark theme: the level meter and the live transcript have their names.
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Recorded/ })
      .waitFor();
    expect(await liveTracks(page)).toBe(0);
    await heard.fill('Walked for 35 minutes.');
    await processButton(page).click();
    const form = entryForm(page);
    expect(await form.getByLabel('Type').inputValue()).toBe('exercise');
    expect(await form.getByLabel('Minutes').inputValue()).toBe('35');
  });
});
