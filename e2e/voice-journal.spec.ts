import { describe, expect, it } from 'vitest';
import { axeViolations, toastTitled } from './support/page-helpers';
import {
  entryForm,
  expectPlayable,
  liveTracks,
  openJournal,
  processButton,
  record,
  recordButton,
  REFUSE_MICROPHONE,
  SAID,
  timerText,
  useFakeMicrophone,
} from './support/voice-journal-helpers';
useFakeMicrophone();

describe('voice journal: record, review, save', () => {
  it('records with a timer and a moving level, stops the microphone, processes, edits and saves a cold session', async () => {
    const { page, userId } = await openJournal();
    const options = (await (await page.request.get('/api/voice/options')).json()) as { engine: string };
    await page.getByText('No entries yet', { exact: true }).waitFor();
    // docs/product.md §5: processing is impossible without a recording.
    expect(await processButton(page).isDisabled()).toBe(true);
    await page.getByText('Record a note first: processing needs a recording.').waitFor();

    await record(page, 4);
    if (options.engine === 'none') {
      // Without a server engine (STT_PROVIDER=none) the words are typed.
      expect(await processButton(page).isDisabled()).toBe(true);
      await page.getByLabel('Type what you said').fill(SAID);
    } else {
      await page.getByText(/^Transcribed (on this server|by the speech-to-text service)/).waitFor();
    }
    await processButton(page).click();
    await toastTitled(page, 'Recording processed').getByText('Your voice recording has been processed successfully.').waitFor();

    const review = page.getByRole('heading', { name: 'Review before saving' });
    await review.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Review before saving');
    // A speech engine may spell or hear the numbers differently ("fifteen", "3"): the review step is
    // where the person puts it right, so the entry is made exactly what was meant.
    const heard = (await page.locator('blockquote').textContent()) ?? '';
    expect(heard).toMatch(/degrees/i);
    if (/three.minute ice bath at (50|fifty) degrees/i.test(heard)) {
      // Heard right: the entry was read from the words.
      const first = entryForm(page);
      expect(await first.getByLabel('Type').inputValue()).toBe('cold_exposure');
      expect(await first.getByLabel('Method').inputValue()).toBe('ice_bath');
      expect(await first.getByLabel('Duration: minutes').inputValue()).toBe('3');
      expect(await first.getByLabel('Temperature (°F)').inputValue()).toBe('50');
    }
    expect(await axeViolations(page)).toEqual([]);
    while ((await page.getByRole('form').count()) > 1) await page.getByRole('form').last().getByRole('button', { name: 'Discard' }).click();
    const form = entryForm(page);
    await form.getByLabel('Type').selectOption('cold_exposure');
    await form.getByLabel('Method').selectOption('ice_bath');
    await form.getByLabel('Temperature unit').selectOption('F');
    await form.getByLabel('Duration: minutes').fill('4');
    await form.getByLabel('Duration: seconds').fill('0');
    await form.getByLabel('Temperature (°F)').fill('1e3');
    await form.getByRole('button', { name: 'Save entry' }).click();
    await form.getByText('Temperature must be a plain number, like 12 or 12.5').waitFor();
    await form.getByLabel('Temperature (°F)').fill('50');
    expect(await form.getByLabel('Summary').inputValue()).toBe('Cold exposure · ice bath · 4 min at 50 °F');
    expect(await form.getByLabel('Also log it as a cold exposure session').isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Save entry' }).click();

    await toastTitled(page, 'Entry added').getByText('Added a new cold exposure entry to your journal.').waitFor();
    await review.waitFor({ state: 'detached' });
    // docs/product.md §4: the recording is cleared and the recorder is ready again.
    expect(await recordButton(page).isEnabled()).toBe(true);
    expect(await page.locator('audio[aria-label="Your recording"]').count()).toBe(0);

    const item = page.getByRole('article').filter({ hasText: 'Cold exposure · ice bath · 4 min at 50 °F' });
    await item.getByText('Also logged as a cold exposure session.').waitFor();
    // The kept recording plays from the expanded entry.
    await item.getByRole('button', { name: /Listen|Read all and listen/ }).click();
    await expectPlayable(item.locator('audio'), 2);

    const cold = (await (await page.request.get(`/api/protocols/cold/${userId}`)).json()) as { exposureMethod: string; duration: number }[];
    expect(cold).toMatchObject([{ exposureMethod: 'ice_bath', duration: 240 }]);
    await page.goto('/cold-exposure');
    const row = page.getByRole('row').filter({ hasText: 'Ice Bath' });
    await row.getByText('4:00', { exact: true }).waitFor();
  });

  it('works from the keyboard, discards a recording, and keeps an entry in review when the server refuses it', async () => {
    const { page } = await openJournal();
    const options = (await (await page.request.get('/api/voice/options')).json()) as { engine: string };
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    // Keyboard only: focus follows the recorder from Start to Stop to the next step.
    await recordButton(page).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Stop recording' }).waitFor();
    await expect.poll(focused).toBe('Stop recording');
    await expect.poll(() => timerText(page)).toBe('0:01');
    await page.keyboard.press('Space');
    await page
      .getByRole('status')
      .filter({ hasText: /^Recorded/ })
      .waitFor();
    expect(await liveTracks(page)).toBe(0);
    if (options.engine !== 'none') await expect.poll(focused).toBe('Process recording');
    await page.getByRole('button', { name: 'Discard' }).focus();
    await page.keyboard.press('Enter');
    await page.locator('audio[aria-label="Your recording"]').waitFor({ state: 'detached' });
    expect(await processButton(page).isDisabled()).toBe(true);
    await expect.poll(focused).toBe('Start recording');

    // Leaving the page mid-recording ends the microphone stream too.
    await recordButton(page).click();
    await page.getByRole('button', { name: 'Stop recording' }).waitFor();
    expect(await liveTracks(page)).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => liveTracks(page)).toBe(0);
    await page.getByRole('link', { name: 'Voice Journal' }).click();

    await record(page, 1);
    if (options.engine === 'none') await page.getByLabel('Type what you said').fill(SAID);
    await page.route('**/api/journal/entries', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 409, contentType: 'application/json', body: '{"message":"A fast is already running"}' })
        : route.fallback(),
    );
    await processButton(page).click();
    const form = entryForm(page);
    await form.getByRole('button', { name: 'Save entry' }).click();
    await form.getByRole('alert').getByText('A fast is already running').waitFor();
    await toastTitled(page, 'Entry not saved').waitFor();
    expect(await form.getByRole('button', { name: 'Save entry' }).isEnabled()).toBe(true);
    await form.getByRole('button', { name: 'Discard' }).click();
    await page.getByRole('heading', { name: 'Review before saving' }).waitFor({ state: 'detached' });
    expect(await recordButton(page).isEnabled()).toBe(true);
  });

  it('stops by itself at the length limit and says so', async () => {
    const { page } = await openJournal({ scripts: [] });
    // The limit the server gives (5 minutes) made short for the test.
    await page.route('**/api/voice/options', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), maxSeconds: 2 } });
    });
    await page.reload();
    await page.getByText('Recordings stop by themselves at the 0:02 limit.', { exact: false }).waitFor();
    await recordButton(page).click();
    await page.getByRole('status').filter({ hasText: 'Recording stopped at the 0:02 limit.' }).waitFor();
    const preview = page.locator('audio[aria-label="Your recording"]');
    await expect.poll(() => preview.evaluate((audio: HTMLAudioElement) => audio.duration)).toBeCloseTo(2, 1);
    expect(await processButton(page).isEnabled()).toBe(true);
  });

  it('says so when the microphone is refused', async () => {
    const { page } = await openJournal({ scripts: [REFUSE_MICROPHONE] });
    await recordButton(page).click();
    await toastTitled(page, 'Microphone Error').getByText('Could not access your microphone. Please check permissions.').waitFor();
    expect(await recordButton(page).isEnabled()).toBe(true);
    expect(await processButton(page).isDisabled()).toBe(true);
  });

  it('names a failed upload with the server’s reason', async () => {
    const { page } = await openJournal();
    await page.route('**/api/voice/process', (route) =>
      route.fulfill({ status: 413, contentType: 'application/json', body: '{"message":"The recording is longer than 5 minutes."}' }),
    );
    await record(page, 1);
    const typed = page.getByLabel('Type what you said');
    if (await typed.count()) await typed.fill(SAID);
    await processButton(page).click();
    await toastTitled(page, 'Processing Error')
      .getByText('Failed to process your voice recording. Please try again. The recording is longer than 5 minutes.')
      .waitFor();
    // The recording stays, so it can be processed again.
    expect(await processButton(page).isEnabled()).toBe(true);
  });
});
