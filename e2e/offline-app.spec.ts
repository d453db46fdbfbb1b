import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, uniqueUser, useBrowser } from './support/browser';
import { startBuiltApp } from './support/built-app';
import { openSeenWithWorker, openSignedInWithWorker, untilControlledByWorker } from './support/offline-helpers';
import { axeViolations, toastOnScreen } from './support/page-helpers';

useBrowser();

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
    // Seen once with the worker in control, so its answers are kept.
    const { page } = await openSeenWithWorker('/');
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

  it("opens signed out offline, with none of the person's data kept, once their session ended on another device", async () => {
    const { page, credentials } = await openSeenWithWorker('/fasting');
    await page.getByRole('heading', { name: 'Fasting Tracker' }).waitFor();
    for (const [path, shown] of [
      ['/chat', 'AI Health Coach'],
      ['/progress', 'Your Health Progress'],
      ['/settings/preferences', 'Preferences'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: shown }).first().waitFor();
    }
    const keptReads = () =>
      page.evaluate(async () => ((await caches.has('api-reads')) ? (await (await caches.open('api-reads')).keys()).map((r) => r.url) : []));
    expect(await keptReads()).toEqual(expect.arrayContaining([expect.stringMatching(/\/api\/user$/)]));

    // Another device signs this one out; this one never pressed Logout.
    const other = await openPage('/auth');
    const login = await other.request.post('/api/login', { data: { username: credentials.username, password: credentials.password } });
    expect(login.status()).toBe(200);
    expect((await other.request.post('/api/account/sessions/sign-out-others')).status()).toBe(200);

    // Once online, the app hears its session is over (401)...
    await page.goto('/fasting');
    await page.waitForURL(/\/auth\?next=%2Ffasting$/);
    await expect.poll(keptReads).toEqual([]);

    // ...so offline it opens signed out, with nothing of theirs to show.
    await page.context().setOffline(true);
    await page.goto('/chat');
    await page.waitForURL(/\/auth\?next=%2Fchat$/);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.getByText('Robin Tester').count()).toBe(0);
    for (const path of ['/api/user', '/api/settings', '/api/protocols/fasting/active']) {
      const answer = await page.evaluate(
        (url) =>
          fetch(url).then(
            (response) => response.status,
            () => 'unreachable',
          ),
        path,
      );
      expect(answer, path).toBe('unreachable');
    }
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
});
