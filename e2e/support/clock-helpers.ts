import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { startBuiltApp } from './built-app';

const SHIFTED_CLOCK = path.join(import.meta.dirname, 'shifted-clock.mjs');

/**
 * A second built app, of its own, whose JavaScript clock a test moves (shifted-clock.mjs), so that
 * days pass in seconds. Its PostgreSQL keeps the real time: a session's `created_at` is PostgreSQL's
 * now() while its age is judged by the server's moved clock, so the clock must stay within the
 * session's 30-day lifetime of the sign-in (signing in again would not help: the new session is
 * dated in real time too), and it must not jump past the 7-day idle limit between two requests.
 * The hourly round that tells ended experiments reads PostgreSQL's now() and never sees the moved
 * day; reading an experiment's result tells its end instead, which is what a test waits on.
 */
export type ShiftedApp = {
  url: string;
  /** The app's time now. */
  now: () => Date;
  /** Moves the app's clock so that it reads `time` now (it reads the change within ~100 ms). */
  setTime: (time: Date) => void;
  stop: () => Promise<void>;
};

export async function startShiftedApp(): Promise<ShiftedApp> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'uh-clock-'));
  const offsetFile = path.join(folder, 'offset-ms');
  let offsetMs = 0;
  const writeOffset = () => {
    // Written beside and renamed over, so the server never reads a half-written file.
    writeFileSync(`${offsetFile}.next`, String(offsetMs));
    renameSync(`${offsetFile}.next`, offsetFile);
  };
  writeOffset();
  const app = await startBuiltApp({ SHIFTED_CLOCK_FILE: offsetFile }, ['--import', pathToFileURL(SHIFTED_CLOCK).href]);
  return {
    url: app.url,
    now: () => new Date(Date.now() + offsetMs),
    setTime: (time) => {
      offsetMs = time.getTime() - Date.now();
      writeOffset();
    },
    stop: async () => {
      await app.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * Moves the app and the page to `time` together, so the page's "today" is the server's, and waits
 * until the server answers with its new day (`serverDay` polled until it gives `expectedDay`)
 * rather than sleeping. The page's clock must have been installed (`page.clock.install`).
 */
export async function moveClock(
  app: ShiftedApp,
  page: Page,
  time: Date,
  wait: { serverDay: () => Promise<string | null>; expectedDay: string | null },
) {
  app.setTime(time);
  await page.clock.setSystemTime(app.now());
  await expect.poll(wait.serverDay, { interval: 50 }).toBe(wait.expectedDay);
}
