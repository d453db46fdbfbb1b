import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSignedInWithWorker, untilControlledByWorker } from './support/offline-helpers';
import { axeViolations, toastOnScreen } from './support/page-helpers';
import { useBrowser } from './support/browser';
import { DAILY_SAUNA } from './support/protocol-documents';

useBrowser();

const SAUNA = DAILY_SAUNA;

const dayPanel = (page: Page) => page.getByRole('region', { name: 'Today' });
const kept = (page: Page) => page.getByRole('list', { name: 'Saved on this device' }).getByRole('listitem');

describe("own protocols' quick logs made offline", () => {
  it('keeps them on the device, shows them waiting with the protocol and value, and stores each once back online', async () => {
    const { page } = await openSignedInWithWorker('/');
    const created = await page.request.post('/api/custom-protocols', { data: { document: SAUNA, onDashboard: true } });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    // The dashboard and the tracker seen once with the worker in control, so they open offline.
    await untilControlledByWorker(page);
    await page.reload();
    await page.getByRole('button', { name: '+15 min' }).waitFor();
    await page.goto(`/protocols/${id}`);
    await dayPanel(page).getByText('Not logged', { exact: true }).waitFor();

    await page.context().setOffline(true);
    await page.getByRole('button', { name: '+10 min' }).click();
    await toastOnScreen(page, 'Saved on this device').waitFor();
    await kept(page).filter({ hasText: 'Sauna · Sauna session: 10 min' }).filter({ hasText: 'Waiting to sync' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // The dashboard card's one-tap chip, offline too (opened anew, from what the device kept).
    await page.goto('/');
    await page.getByRole('button', { name: '+5 min' }).click();
    await page.getByText('2 waiting to sync').waitFor();

    // Kept on the device: a reload without a connection still lists both.
    await page.goto(`/protocols/${id}`);
    await kept(page).filter({ hasText: 'Sauna · Sauna session: 5 min' }).waitFor();
    await kept(page).filter({ hasText: 'Sauna · Sauna session: 10 min' }).waitFor();

    await page.context().setOffline(false);
    await page.getByRole('list', { name: 'Saved on this device' }).waitFor({ state: 'detached' });
    await dayPanel(page).getByText('15 of 15 min', { exact: true }).waitFor();
    // Online again and again: nothing is sent twice.
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await page.waitForTimeout(500);

    await page.reload();
    await dayPanel(page).getByText('15 of 15 min', { exact: true }).waitFor();
    const { timeZone } = (await (await page.request.get('/api/user')).json()) as { timeZone: string };
    const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
    const read = await page.request.get(`/api/custom-protocols/${id}/days?from=${today}&to=${today}`);
    const { days } = (await read.json()) as { days: { entries: { value: number; date: string }[] }[] };
    // Each on the day it was logged on the device.
    expect(days[0]!.entries.map(({ value, date }) => ({ value, date })).sort((a, b) => a.value - b.value)).toEqual([
      { value: 300, date: today },
      { value: 600, date: today },
    ]);
  });
});
