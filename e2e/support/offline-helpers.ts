import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { openPage, uniqueUser, VIEWPORTS } from './browser';

// Shared by the offline browser specs: a signed-in page with the app's offline worker allowed.

/** A new person, signed in on `path`, with the app's offline worker allowed to install. */
export async function openSignedInWithWorker(path: string, baseUrl = inject('baseUrl')) {
  const page = await openPage('/auth', VIEWPORTS.phone, {
    baseUrl,
    serviceWorkers: 'allow',
    // Offline, the app's reads that were never kept fail, and the browser says so.
    allowedErrors: [/net::ERR_INTERNET_DISCONNECTED/, /Failed to fetch/],
  });
  const credentials = uniqueUser();
  expect((await page.request.post('/api/register', { data: credentials })).status()).toBe(201);
  await page.goto(path);
  return { page, credentials };
}

/** Waits until the worker has installed and controls the page (it registers once the page is idle). */
export async function untilControlledByWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

/** `path` opened once more with the worker in control, so its answers are kept for offline use. */
export async function openSeenWithWorker(path: string) {
  const { page, credentials } = await openSignedInWithWorker(path);
  await untilControlledByWorker(page);
  await page.reload();
  return { page, credentials };
}
