import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeWearables, startFakeWearables } from '../server/test/fake-wearables';
import { freePort, startServerProcess, type ServerProcess } from '../server/test/server-process';
import { lastDays } from '../server/src/features/wearables/wearable-test-helpers';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';
import { axeViolations, toastTitled } from './support/page-helpers';

useBrowser();

// The built app with Oura pointed at a fake Oura on 127.0.0.1 (WHOOP and Withings left unset).
let fake: FakeWearables;
let app: ServerProcess;
let appUrl: string;
let dataDir: string;
const DAYS = lastDays(20);

beforeAll(async () => {
  fake = await startFakeWearables({ pageSize: 5 });
  fake.seedDays('oura', DAYS);
  const port = await freePort();
  appUrl = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'uh-e2e-wearables-'));
  app = await startServerProcess({
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_DB_PORT: String(await freePort()),
    PUBLIC_URL: appUrl,
    OURA_CLIENT_ID: fake.client.id,
    OURA_CLIENT_SECRET: fake.client.secret,
    OURA_API_URL: fake.apiUrl('oura'),
    OURA_AUTHORIZE_URL: fake.authorizeUrl('oura'),
  });
});
afterAll(async () => {
  app?.child.kill('SIGTERM');
  await app?.exited;
  await fake?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function openConnectedDevices(viewport: { width: number; height: number } = VIEWPORTS.desktop) {
  const page = await openPage('/login', viewport, { baseUrl: appUrl });
  const registered = await page.request.post(`${appUrl}/api/register`, { data: uniqueUser() });
  expect(registered.status()).toBe(201);
  // One reading typed in, so the page has both kinds to tell apart.
  const userId = (await registered.json()).id;
  expect((await page.request.post(`${appUrl}/api/biometrics`, { data: { userId, weight: 150 } })).status()).toBe(201);
  await page.goto(`${appUrl}/settings/devices`);
  const section = page.getByRole('region', { name: 'Connected devices' });
  await section.getByRole('heading', { name: 'Oura' }).waitFor();
  return { page, section };
}

describe('Connected devices: Oura, WHOOP and Withings', () => {
  it('connects Oura through its consent page, brings in its readings, and shows them on /biometrics', async () => {
    const { page, section } = await openConnectedDevices();
    const whoop = section.getByRole('region', { name: 'WHOOP' });
    await whoop.getByText('Not offered on this server — ask its operator').waitFor();
    expect(await section.textContent()).not.toMatch(/CLIENT_ID|CLIENT_SECRET/);

    await section.getByRole('button', { name: 'Connect Oura' }).click();
    await page.waitForURL(`${appUrl}/settings/devices#connected-devices`);
    await toastTitled(page, 'Connected to Oura').waitFor();
    const oura = section.getByRole('region', { name: 'Oura' });
    await oura.getByText(/· 20 daily readings$/).waitFor({ timeout: 20_000 });
    await oura.getByText('Connected', { exact: true }).waitFor();

    await page.goto(`${appUrl}/biometrics`);
    const history = page.getByRole('heading', { name: 'History' }).locator('xpath=..').getByRole('listitem');
    await history.filter({ hasText: 'Oura' }).first().waitFor();
    const filter = page.getByLabel('Show readings from');
    expect(await filter.locator('option').allTextContents()).toEqual(['All sources', 'Entered by hand', 'Oura']);
    await filter.selectOption({ label: 'Oura' });
    await history.filter({ hasText: '150 lbs' }).waitFor({ state: 'detached' });
    expect(await history.filter({ hasText: 'Oura' }).count()).toBe(await history.count());
    await page.getByRole('button', { name: /^HRV · / }).click();
    await page.getByText('HRV (RMSSD) · Oura (ms)').waitFor();
  });

  it('disconnects, deleting the readings when asked', async () => {
    const { page, section } = await openConnectedDevices();
    await section.getByRole('button', { name: 'Connect Oura' }).click();
    const oura = section.getByRole('region', { name: 'Oura' });
    await oura.getByText(/· 20 daily readings$/).waitFor({ timeout: 20_000 });

    await oura.getByRole('button', { name: 'Disconnect Oura' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disconnect Oura?' });
    await dialog.getByRole('checkbox', { name: 'Also delete the 20 readings it brought in' }).check();
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await toastTitled(page, 'Disconnected Oura and deleted 20 readings').waitFor();
    await oura.getByRole('button', { name: 'Connect Oura' }).waitFor();
    expect(fake.revoked.length).toBeGreaterThan(0);

    await page.goto(`${appUrl}/biometrics`);
    const history = page.getByRole('heading', { name: 'History' }).locator('xpath=..').getByRole('listitem');
    await history.filter({ hasText: '150 lbs' }).waitFor();
    expect(await history.count()).toBe(1);
  });

  it('has no accessibility violations, connected or not, on a phone and in the dark theme', async () => {
    const { page, section } = await openConnectedDevices(VIEWPORTS.phone);
    expect(await axeViolations(page)).toEqual([]);
    await section.getByRole('button', { name: 'Connect Oura' }).click();
    await section
      .getByRole('region', { name: 'Oura' })
      .getByText(/· 20 daily readings$/)
      .waitFor({ timeout: 20_000 });
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations(page)).toEqual([]);
    await section.getByRole('button', { name: 'Disconnect Oura' }).click();
    await page.getByRole('dialog', { name: 'Disconnect Oura?' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
