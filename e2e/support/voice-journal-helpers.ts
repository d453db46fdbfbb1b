// The voice journal's browser tests share a fake microphone, page scripts and journal fixtures.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, expect } from 'vitest';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './browser';

export const SAID = 'Three minute ice bath at fifty degrees.';

/**
 * One Chromium for the spec file with a fake microphone: it plays SAID, spoken by Debian's flite,
 * once from the start of each recording (%noloop), then silence, so a recording holds the whole
 * sentence. Permission prompts are accepted.
 */
export function useFakeMicrophone() {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'uh-voice-e2e-'));
  const spokenWav = path.join(scratch, 'ice-bath.wav');
  execFileSync('flite', ['-voice', 'rms', '-t', SAID, '-o', spokenWav]);
  useBrowser({
    args: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${spokenWav}%noloop`],
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
}

/** Keeps every microphone stream the page opens, so a test can see that each one was ended. */
export const TRACK_STREAMS = () => {
  const devices = navigator.mediaDevices;
  const original = devices.getUserMedia.bind(devices);
  const streams: MediaStream[] = [];
  (window as unknown as { voiceStreams: MediaStream[] }).voiceStreams = streams;
  devices.getUserMedia = async (constraints) => {
    const stream = await original(constraints);
    streams.push(stream);
    return stream;
  };
};

/** A browser without its own speech recognition: the person types what they said. */
export const NO_BROWSER_RECOGNITION = () => {
  const scope = window as unknown as Record<string, unknown>;
  delete scope.SpeechRecognition;
  delete scope.webkitSpeechRecognition;
};

/**
 * A browser whose own speech recognition hears "walked for 30 minutes". Plain script text: a
 * transpiled class could call helpers that do not exist in the page.
 */
export const FAKE_RECOGNITION = `
  window.SpeechRecognition = window.webkitSpeechRecognition = function FakeRecognition() {
    const recognition = {
      onresult: null, onerror: null, onend: null, continuous: false, interimResults: false, lang: '',
      start() {
        setTimeout(() => recognition.onresult && recognition.onresult({ results: [[{ transcript: 'walked for 30 minutes' }]] }), 300);
      },
      stop() {
        setTimeout(() => recognition.onend && recognition.onend(), 0);
      },
      abort() {},
    };
    return recognition;
  };
`;

/** A browser whose microphone permission is refused. */
export const REFUSE_MICROPHONE = () => {
  navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
};

type Options = {
  viewport?: { width: number; height: number };
  baseUrl?: string;
  scripts?: (string | (() => void))[];
  dark?: boolean;
};

/** A new user, signed in, on /voice-journal. */
export async function openJournal({
  viewport = VIEWPORTS.desktop,
  baseUrl,
  scripts = [TRACK_STREAMS, NO_BROWSER_RECOGNITION],
  dark = false,
}: Options = {}) {
  const page = await openPage('/auth', viewport, baseUrl ? { baseUrl } : {});
  for (const script of scripts) await page.addInitScript(script);
  const registered = await page.request.post('/api/register', { data: uniqueUser() });
  expect(registered.status()).toBe(201);
  if (dark) expect((await page.request.patch('/api/settings', { data: { theme: 'dark' } })).status()).toBe(200);
  await page.goto('/voice-journal');
  await page.getByRole('heading', { name: 'Voice Journal', level: 1 }).waitFor();
  return { page, userId: ((await registered.json()) as { id: number }).id };
}

export const liveTracks = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { voiceStreams: MediaStream[] }).voiceStreams
        .flatMap((stream) => stream.getTracks())
        .filter((track) => track.readyState === 'live').length,
  );

export const recordButton = (page: Page) => page.getByRole('button', { name: 'Start recording' });
export const processButton = (page: Page) => page.getByRole('button', { name: 'Process recording' });
const meterLevel = (page: Page) =>
  page.getByRole('meter', { name: 'Microphone level' }).evaluate((meter) => Number(meter.getAttribute('aria-valuenow')));
export const timerText = (page: Page) => page.locator('time[datetime^="PT"]').first().textContent();

/** Records until the timer shows `seconds`, checking on the way that the level moves and the microphone is live. */
export async function record(page: Page, seconds = 2) {
  await recordButton(page).click();
  await page.getByRole('button', { name: 'Stop recording' }).waitFor();
  expect(await liveTracks(page)).toBeGreaterThan(0);
  const levels = new Set<number>();
  await expect
    .poll(async () => {
      levels.add(await meterLevel(page));
      return [...levels].filter((level) => level > 0).length;
    })
    .toBeGreaterThanOrEqual(2);
  await expect.poll(() => timerText(page), { timeout: 15_000 }).toBe(`0:0${seconds}`);
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /^Recorded/ })
    .waitFor();
  // Stopping ends the microphone stream: the browser's recording indicator goes off.
  expect(await liveTracks(page)).toBe(0);
  const preview = page.locator('audio[aria-label="Your recording"]');
  expect(await preview.getAttribute('src')).toMatch(/^blob:/);
  await expect.poll(() => preview.evaluate((audio: HTMLAudioElement) => audio.duration)).toBeGreaterThanOrEqual(seconds - 0.5);
}

export const entryForm = (page: Page) => page.getByRole('form').first();

/** A journal entry's player loads the kept recording from the server. */
export async function expectPlayable(audio: Locator, minSeconds: number) {
  expect(await audio.getAttribute('src')).toMatch(/^\/api\/journal\/entries\/\d+\/audio$/);
  await audio.evaluate((element: HTMLAudioElement) => {
    element.preload = 'metadata';
    element.load();
  });
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.duration)).toBeGreaterThan(minSeconds);
}

/** A journal entry as `POST /api/journal/entries` takes it. */
export type Seed = { type: string; summary: string; details: Record<string, unknown>; transcription?: string; createLogs?: boolean };

/** Saves entries through the API, oldest first. */
export async function seed(page: Page, entries: Seed[]) {
  for (const entry of entries) {
    const response = await page.request.post('/api/journal/entries', { data: entry });
    expect(response.status(), await response.text()).toBe(201);
  }
}

export const LONG_SAID =
  'Felt calm and focused all morning after a long walk by the river, then had a slow breakfast and read for an hour before work started.';

export const JOURNAL: Seed[] = [
  { type: 'meal', summary: 'Meal · three eggs', details: { description: 'three eggs', proteinGrams: 40 }, createLogs: false },
  { type: 'water', summary: 'Water · 20 oz', details: { ounces: 20 } },
  { type: 'note', summary: 'Note · calm morning', details: { text: LONG_SAID }, transcription: LONG_SAID },
  {
    type: 'cold_exposure',
    summary: 'Cold exposure · cold plunge · 3 min at 50 °F',
    details: { exposureMethod: 'cold_plunge', duration: 180, temperature: 50, temperatureUnit: 'F' },
  },
];

/** The entries of the journal tab on screen, and their summaries in order. */
export const articles = (page: Page) => page.getByRole('tabpanel').getByRole('article');
export const summaries = async (page: Page) => (await articles(page).getByRole('heading').allTextContents()).map((text) => text.trim());

/** What has the keyboard focus: its accessible label when it has one, else its id. */
export const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.id ?? null);

/** Every `PATCH /api/journal/entries/{id}` the page sends, as it is sent. */
export function watchEntryPatches(page: Page) {
  const sent: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && /\/api\/journal\/entries\/\d+$/.test(request.url())) sent.push(request.postDataJSON());
  });
  return sent;
}
