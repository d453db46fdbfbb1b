import { describe, expect, it } from 'vitest';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';
import { endDialog, historyRows } from './support/fasting-helpers';
import { openSeenWithWorker } from './support/offline-helpers';
import { axeViolations, toastOnScreen } from './support/page-helpers';

useBrowser();

/**
 * Offline, on a phone whose clock runs an hour fast (more than the few minutes the server allows),
 * a one-minute cold session is kept on the device, waiting to sync: its time is refused on arrival.
 */
async function coldSessionTimedAnHourAhead() {
  const { page } = await openSeenWithWorker('/cold-exposure');
  await page.getByText('No sessions yet.', { exact: false }).waitFor();
  await page.context().setOffline(true);
  await page.clock.install({ time: new Date(Date.now() + 3600_000) });
  await page.reload();
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.clock.fastForward('01:00');
  await page.getByRole('button', { name: 'Stop' }).click();
  const kept = page.getByRole('list', { name: 'Saved on this device' }).getByRole('listitem');
  await kept.filter({ hasText: 'Waiting to sync' }).waitFor();
  return { page, kept };
}

describe('writes made offline', () => {
  it('keeps a cold session and a checklist tick made offline, shows them waiting, and syncs each exactly once', async () => {
    // Both pages seen once with the worker in control, so they open offline.
    const { page } = await openSeenWithWorker('/daily-checklist');
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
    const { page, kept } = await coldSessionTimedAnHourAhead();

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

  it("saves a session refused for a clock running ahead with the server's time, once the person asks", async () => {
    const { page, kept } = await coldSessionTimedAnHourAhead();

    await page.context().setOffline(false);
    const refused = kept.filter({ hasText: 'Not saved: timestamp: timestamp cannot be in the future' });
    await refused.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const savedFrom = Date.now();
    await refused.getByRole('button', { name: "Save with the server's time" }).click();
    await page.getByRole('list', { name: 'Saved on this device' }).waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: 'Cold Shower' }).waitFor();
    const cold = (await (await page.request.get('/api/protocols/cold')).json()) as { duration: number; timestamp: string }[];
    expect(cold).toHaveLength(1);
    expect(cold[0]!.duration).toBe(60);
    // The server's time when it was saved, not the phone's hour ahead.
    expect(Math.abs(Date.parse(cold[0]!.timestamp) - savedFrom)).toBeLessThan(60_000);
  });

  it('keeps the name on one line and the waiting count in view in the 375 px header while offline', async () => {
    const { page } = await openSeenWithWorker('/daily-checklist');
    await page.getByRole('heading', { name: 'Daily Optimization Checklist' }).waitFor();
    await page.context().setOffline(true);
    await page.getByRole('checkbox', { name: /Sunlight Exposure/ }).click();
    await page.getByRole('checkbox', { name: /Morning Exercise/ }).click();
    const banner = page.getByRole('banner');
    await banner.getByRole('status').filter({ hasText: 'Offline' }).waitFor();
    const count = banner.getByText('2 waiting to sync');
    await count.waitFor();

    const title = banner.getByText('Ultimate Human', { exact: true });
    const lines = await title.evaluate(
      (element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
    );
    expect(Math.round(lines)).toBe(1);
    const box = (await count.boundingBox())!;
    // On screen, not only read out: wider than a visually hidden element, inside the 375 px.
    expect(box.width).toBeGreaterThan(10);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(await banner.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
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
    const { page } = await openSeenWithWorker('/biometrics');
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
    const { page } = await openSeenWithWorker('/fasting');
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
