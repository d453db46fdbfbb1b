import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';
import { startBuiltApp } from './support/built-app';
import { endDialog, historyRows } from './support/fasting-helpers';
import { axeViolations, toastOnScreen } from './support/page-helpers';

useBrowser();

/** A new person, signed in on `path`, with the app's offline worker allowed to install. */
async function openSignedInWithWorker(path: string, baseUrl = inject('baseUrl')) {
  const page = await openPage('/auth', VIEWPORTS.phone, {
    baseUrl,
    serviceWorkers: 'allow',
    // Offline, the app's reads that were never kept fail, and the browser says so.
    allowedErrors: [/net::ERR_INTERNET_DISCONNECTED/, /Failed to fetch/],
  });
  expect((await page.request.post('/api/register', { data: uniqueUser() })).status()).toBe(201);
  await page.goto(path);
  return { page };
}

/** Waits until the worker has installed and controls the page (it registers once the page is idle). */
async function untilControlledByWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

describe('installable, offline-readable app', () => {
  it('offers a manifest and worker Chromium can install the app from, with icons in the sizes asked for', async () => {
    // An ordinary profile: Chromium never offers to install from an incognito one, which is what
    // the other tests' contexts are.
    const profile = mkdtempSync(path.join(os.tmpdir(), 'uh-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
      baseURL: inject('baseUrl'),
      serviceWorkers: 'allow',
    });
    try {
      const page = await context.newPage();
      expect((await page.request.post('/api/register', { data: uniqueUser() })).status()).toBe(201);
      await page.goto('/');
      await untilControlledByWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { errors } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);

      const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
        name: string;
        display: string;
        start_url: string;
        icons: { src: string; sizes: string; purpose: string }[];
      };
      expect(manifest).toMatchObject({ name: 'Ultimate Human', display: 'standalone', start_url: '/' });
      expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
        expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
      );
      for (const icon of manifest.icons) expect((await page.request.get(icon.src)).status(), icon.src).toBe(200);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('opens offline on the pages seen before, with their last data and an Offline notice, and forgets it on sign-out', async () => {
    const { page } = await openSignedInWithWorker('/');
    await untilControlledByWorker(page);
    // Seen once with the worker in control, so its answers are kept.
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome back, Robin!' }).waitFor();
    await page.getByText('0-day streak').waitFor();
    expect(await page.getByText('Offline', { exact: true }).count()).toBe(0);

    await page.context().setOffline(true);
    // Nothing reaches the server now, not even through the worker.
    const probe = await page.evaluate(() =>
      fetch('/api/settings/safety-screens').then(
        (response) => `answered ${response.status}`,
        () => 'unreachable',
      ),
    );
    expect(probe).toBe('unreachable');
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome back, Robin!' }).waitFor();
    await page.getByText('0-day streak').waitFor();
    await page.getByRole('status').filter({ hasText: 'Offline' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.context().setOffline(false);
    await page.getByText('Offline', { exact: true }).waitFor({ state: 'detached' });

    // Signing out empties the kept copy: the next person on this device cannot read it offline.
    expect(await page.evaluate(() => caches.has('api-reads'))).toBe(true);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/(auth|login)$/);
    await expect.poll(() => page.evaluate(() => caches.has('api-reads'))).toBe(false);
  });

  it('lets a new version wait until the person picks Reload on "Update available"', async () => {
    // A copy of the build to change, served by an app of its own.
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'uh-web-'));
    cpSync(path.resolve(import.meta.dirname, '../web/dist'), webDist, { recursive: true });
    const app = await startBuiltApp({ WEB_DIST_DIR: webDist });
    try {
      const { page } = await openSignedInWithWorker('/', app.url);
      await untilControlledByWorker(page);
      await page.getByRole('heading', { name: 'Welcome back, Robin!' }).waitFor();

      // The next version of the app is deployed: its worker's file differs.
      rmSync(path.join(webDist, 'sw.js.br'), { force: true });
      rmSync(path.join(webDist, 'sw.js.gz'), { force: true });
      appendFileSync(path.join(webDist, 'sw.js'), '\n// the next version\n');
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

      const toast = toastOnScreen(page, 'Update available');
      await toast.waitFor();
      const isWaiting = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null);
      expect(await isWaiting()).toBe(true);

      // Reload swaps the page for one the new version serves.
      const timeOrigin = await page.evaluate(() => performance.timeOrigin);
      await toast.getByRole('button', { name: 'Reload' }).click();
      await expect.poll(isWaiting).toBe(false);
      await expect.poll(() => page.evaluate(() => performance.timeOrigin)).not.toBe(timeOrigin);
      await page.getByRole('heading', { name: 'Welcome back, Robin!' }).waitFor();
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
    } finally {
      await app.stop();
      rmSync(webDist, { recursive: true, force: true });
    }
  });

  it('keeps a cold session and a checklist tick made offline, shows them waiting, and syncs each exactly once', async () => {
    const { page } = await openSignedInWithWorker('/daily-checklist');
    await untilControlledByWorker(page);
    // Both pages seen once with the worker in control, so they open offline.
    await page.reload();
    await page.getByRole('heading', { name: 'Daily Optimization Checklist' }).waitFor();
    await page.goto('/cold-exposure');
    await page.getByText('No sessions yet.', { exact: false }).waitFor();

    await page.context().setOffline(true);
    await page.clock.install({ time: new Date() });
    await page.reload();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.clock.fastForward('02:30');
    await page.getByRole('button', { name: 'Stop' }).click();
    await toastOnScreen(page, 'Saved on this device').waitFor();
    const waitingSession = page.getByRole('list', { name: 'Saved on this device' }).getByRole('listitem');
    await waitingSession.filter({ hasText: 'Cold Shower · 58 °F · 2:30' }).filter({ hasText: 'Waiting to sync' }).waitFor();

    await page.getByRole('link', { name: 'Checklist' }).first().click();
    const sunlight = page.getByRole('checkbox', { name: /Sunlight Exposure/ });
    await sunlight.click();
    const waitingTick = page.getByRole('list', { name: 'Saved on this device' }).getByRole('listitem');
    await waitingTick.filter({ hasText: 'Sunlight Exposure ticked' }).filter({ hasText: 'Waiting to sync' }).waitFor();

    // Kept on the device: a reload without a connection still shows both as made.
    await page.reload();
    await waitingTick.filter({ hasText: 'Sunlight Exposure ticked' }).waitFor();
    await expect.poll(() => page.getByRole('checkbox', { name: /Sunlight Exposure/ }).isChecked()).toBe(true);
    await page.getByText('2 waiting to sync').waitFor();

    await page.context().setOffline(false);
    await page.getByRole('list', { name: 'Saved on this device' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('checkbox', { name: /Sunlight Exposure/ }).isChecked()).toBe(true);
    // Online again and again: nothing is sent twice.
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await page.waitForTimeout(500);

    const cold = (await (await page.request.get('/api/protocols/cold')).json()) as { duration: number; timestamp: string }[];
    expect(cold).toHaveLength(1);
    expect(cold[0]!.duration).toBe(150);
    const today = (await (await page.request.get('/api/daily-checklist/today')).json()) as Record<string, unknown>;
    expect(today).toMatchObject({ sunlightExposureCompleted: true, coldExposureCompleted: true });
  });

  it('shows a write the server refuses on sync with its reason until the person dismisses it', async () => {
    const { page } = await openSignedInWithWorker('/cold-exposure');
    await untilControlledByWorker(page);
    await page.reload();
    await page.getByText('No sessions yet.', { exact: false }).waitFor();

    // A phone whose clock runs an hour fast: the session's time is refused once it reaches the server.
    await page.context().setOffline(true);
    await page.clock.install({ time: new Date(Date.now() + 3600_000) });
    await page.reload();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.clock.fastForward('01:00');
    await page.getByRole('button', { name: 'Stop' }).click();
    const kept = page.getByRole('list', { name: 'Saved on this device' }).getByRole('listitem');
    await kept.filter({ hasText: 'Waiting to sync' }).waitFor();

    await page.context().setOffline(false);
    await toastOnScreen(page, 'Not saved: Cold session').waitFor();
    const refused = kept.filter({ hasText: 'Not saved: timestamp: timestamp cannot be in the future' });
    await refused.waitFor();
    await page.getByText('1 not saved').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Still there after a reload: nothing refused disappears unseen.
    await page.reload();
    await refused.waitFor();
    await refused.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByRole('list', { name: 'Saved on this device' }).waitFor({ state: 'detached' });
    expect(await (await page.request.get('/api/protocols/cold')).json()).toEqual([]);
  });

  it('stores a write whose answer was lost once, though the page sends it again', async () => {
    const page = await openPage('/auth', VIEWPORTS.phone, { allowedErrors: [/net::ERR_CONNECTION_RESET/] });
    expect((await page.request.post('/api/register', { data: uniqueUser() })).status()).toBe(201);
    await page.clock.install({ time: new Date() });
    await page.goto('/cold-exposure');
    await page.getByText('No sessions yet.', { exact: false }).waitFor();
    // The server gets the session; its answer never reaches the page.
    let delivered = 0;
    await page.route(
      '**/api/protocols/cold',
      async (route) => {
        await route.fetch();
        delivered += 1;
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.clock.fastForward('02:00');
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('list', { name: 'Saved on this device' }).getByText('Waiting to sync').waitFor();
    expect(delivered).toBe(1);

    // Sent again when the connection is back: the server answers with the session it already has.
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await page.getByRole('list', { name: 'Saved on this device' }).waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: 'Cold Shower' }).waitFor();
    expect(await (await page.request.get('/api/protocols/cold')).json()).toHaveLength(1);
  });

  it('keeps a 30-30-30 session and a biometric reading made offline, each with the time it was made', async () => {
    const { page } = await openSignedInWithWorker('/biometrics');
    await untilControlledByWorker(page);
    await page.reload();
    await page.getByLabel('Weight (lbs)').waitFor();
    await page.goto('/thirty-thirty-thirty');
    await page.getByText('No sessions yet.', { exact: false }).waitFor();

    await page.context().setOffline(true);
    const madeAt = Date.now() - 30 * 60_000;
    await page.clock.install({ time: madeAt });
    await page.reload();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.clock.fastForward('26:00');
    await page.getByLabel('Protein (grams)').fill('35');
    await page.getByRole('button', { name: 'Complete 30-30-30' }).click();
    const kept = page.getByRole('list', { name: 'Saved on this device' }).getByRole('listitem');
    await kept.filter({ hasText: '35 g protein · 26:00 exercise' }).filter({ hasText: 'Waiting to sync' }).waitFor();

    // Opened afresh without a connection: the app's shell, then the page.
    await page.goto('/biometrics');
    await page.getByLabel('Weight (lbs)').fill('180');
    await page.getByLabel('Resting Heart Rate (BPM)').fill('58');
    await page.getByRole('button', { name: "Log Today's Biometrics" }).click();
    await kept.filter({ hasText: 'Weight 180 lbs · HR 58 bpm' }).filter({ hasText: 'Waiting to sync' }).waitFor();

    await page.context().setOffline(false);
    await page.getByRole('list', { name: 'Saved on this device' }).waitFor({ state: 'detached' });
    const thirty = (await (await page.request.get('/api/thirty-thirty-thirty-logs')).json()) as {
      exerciseDuration: number;
      timestamp: string;
    }[];
    expect(thirty).toHaveLength(1);
    expect(thirty[0]!.exerciseDuration).toBe(26 * 60);
    // When Complete was pressed on the device (its clock had moved on 26 minutes), not when it synced.
    expect(Math.abs(Date.parse(thirty[0]!.timestamp) - (madeAt + 26 * 60_000))).toBeLessThan(60_000);
    const { id } = (await (await page.request.get('/api/user')).json()) as { id: number };
    const readings = (await (await page.request.get(`/api/biometrics/${id}`)).json()) as { weight: number; heartRate: number }[];
    expect(readings).toMatchObject([{ weight: 180, heartRate: 58 }]);
  });

  it('starts and ends a fast offline: the timer runs from its start, and the server gets one fast with both times', async () => {
    const { page } = await openSignedInWithWorker('/fasting');
    await untilControlledByWorker(page);
    await page.reload();
    await page.getByRole('heading', { name: 'Recent Fasting History' }).waitFor();

    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Start Fast' }).click();
    await toastOnScreen(page, 'Saved on this device').waitFor();
    const kept = page.getByRole('list', { name: 'Saved on this device' }).getByRole('listitem');
    await kept
      .filter({ hasText: /Fast started · .* · 16 h target/ })
      .filter({ hasText: 'Waiting to sync' })
      .waitFor();
    // Still running after a reload without a connection: the timer counts from the kept start.
    await page.reload();
    await page.getByRole('button', { name: 'End Fast' }).waitFor();
    await expect.poll(() => page.getByTestId('fast-elapsed').textContent()).not.toBe('00:00:00');

    await page.getByRole('button', { name: 'End Fast' }).click();
    await endDialog(page).getByRole('button', { name: 'End Fast' }).click();
    await kept
      .filter({ hasText: /Fast ended · / })
      .filter({ hasText: 'Waiting to sync' })
      .waitFor();
    await page.getByRole('button', { name: 'Start Fast' }).waitFor();

    await page.context().setOffline(false);
    await page.getByRole('list', { name: 'Saved on this device' }).waitFor({ state: 'detached' });
    const { id } = (await (await page.request.get('/api/user')).json()) as { id: number };
    const stored = (await (await page.request.get(`/api/protocols/fasting/${id}`)).json()) as {
      startTime: string;
      endTime: string | null;
    }[];
    expect(stored).toHaveLength(1);
    expect(stored[0]!.endTime).not.toBeNull();
    await historyRows(page).first().waitFor();
  });
});
