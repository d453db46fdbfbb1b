import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, toastOnScreen, toastTitled } from './support/page-helpers';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';

useBrowser();

type Options = { viewport?: { width: number; height: number }; fakeClock?: boolean; metric?: boolean };

/** A new user, signed in, on `path`; `metric` picks kg and °C in Settings first. */
async function openSignedIn(path: string, { viewport = VIEWPORTS.desktop, fakeClock = false, metric = false }: Options = {}) {
  const page = await openPage('/auth', viewport);
  const registered = await page.request.post('/api/register', { data: uniqueUser() });
  expect(registered.status()).toBe(201);
  if (metric) {
    const settings = await page.request.patch('/api/settings', { data: { weightUnit: 'kg', temperatureUnit: 'C' } });
    expect(settings.status()).toBe(200);
  }
  if (fakeClock) await page.clock.install({ time: new Date() });
  await page.goto(path);
  return { page, userId: ((await registered.json()) as { id: number }).id };
}

/** Records the requests of a method to matching paths, to prove a refused form sent nothing. */
function recordRequests(page: Page, method: string, path: RegExp) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) seen.push(request.url());
  });
  return seen;
}

/** The button a row's time is drawn on ('Sun, May 3, 7:30 AM'), which opens the details. */
const WHEN = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), /;

const fieldError = (page: Page, label: string) =>
  page.evaluate((name) => {
    const input = [...document.querySelectorAll('label')].find((label) => label.textContent === name)?.control;
    const id = input
      ?.getAttribute('aria-describedby')
      ?.split(' ')
      .find((part) => part.endsWith('-error'));
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  }, label);

describe('30-30-30: typos are named before anything is sent', () => {
  it('names 99999, −10 and 1e3 under their fields and sends no request', async () => {
    const { page } = await openSignedIn('/thirty-thirty-thirty');
    await page.getByText('No sessions yet.', { exact: false }).waitFor();
    const posts = recordRequests(page, 'POST', /^\/api\/protocols\/thirty$/);
    const protein = page.getByLabel('Protein (grams)');
    const waking = page.getByLabel('Time after waking (minutes)');

    await protein.fill('99999');
    await waking.fill('-10');
    await waking.press('Enter');
    await expect.poll(() => fieldError(page, 'Protein (grams)')).toBe('Protein must be between 0 and 500 g');
    await expect.poll(() => fieldError(page, 'Time after waking (minutes)')).toBe('Time after waking must be between 0 and 1440 minutes');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('thirty-protein');

    await protein.fill('1e3');
    await protein.press('Tab');
    await expect.poll(() => fieldError(page, 'Protein (grams)')).toBe('Protein must be a plain number, like 12 or 12.5');
    expect(posts).toEqual([]);
  });

  it("shows the server's field message when it still refuses", async () => {
    const { page } = await openSignedIn('/thirty-thirty-thirty', { fakeClock: true });
    await page.route('**/api/protocols/thirty', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: '{"message":"proteinAmount: Protein must be between 0 and 500 g"}',
      }),
    );
    await page.getByLabel('Protein (grams)').fill('40');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.clock.fastForward('26:00');
    await page.getByRole('button', { name: 'Complete 30-30-30' }).click();
    await toastTitled(page, 'Error').getByText('Failed to save 30-30-30 log: Protein must be between 0 and 500 g').waitFor();
    await expect.poll(() => fieldError(page, 'Protein (grams)')).toBe('Protein must be between 0 and 500 g');
    expect(await page.getByLabel('Protein (grams)').inputValue()).toBe('40');
  });
});

describe('30-30-30: correcting history', () => {
  it('edits a session from its row (completion follows the numbers) and deletes it with Undo', async () => {
    const { page, userId } = await openSignedIn('/thirty-thirty-thirty');
    const body = { userId, proteinAmount: 35, exerciseDuration: 1620, timeAfterWaking: 20, completed: true };
    expect((await page.request.post('/api/protocols/thirty', { data: body })).status()).toBe(201);
    await page.reload();
    const row = page.getByRole('listitem').filter({ hasText: '35 g protein' });
    await row.getByText('27:00 exercise', { exact: false }).waitFor();
    await row.getByText('Completed', { exact: true }).waitFor();

    await row.getByRole('button', { name: /^Edit session of/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit 30-30-30 session' });
    await dialog.getByLabel('Minutes', { exact: true }).fill('99999');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await dialog.getByText('Exercise minutes must be between 0 and 240').waitFor();
    await dialog.getByLabel('Minutes', { exact: true }).fill('10');
    await dialog.getByLabel('Seconds', { exact: true }).fill('5');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toastTitled(page, 'Session updated').waitFor();
    const edited = page.getByRole('listitem').filter({ hasText: '10:05 exercise' });
    await edited.getByText('Not completed', { exact: true }).waitFor();

    // Details from the time in the row, with the same actions.
    await edited.getByRole('button', { name: WHEN }).click();
    const details = page.getByRole('dialog', { name: '30-30-30 session' });
    await details.getByText('10:05', { exact: true }).waitFor();
    await details.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No sessions yet.', { exact: false }).waitFor();
    await toastOnScreen(page, '30-30-30 session deleted').getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('listitem').filter({ hasText: '10:05 exercise' }).waitFor();
  });
});

describe('cold exposure: the session under way', () => {
  it('keeps the method and temperature across a reload, so Stop logs them', async () => {
    const { page } = await openSignedIn('/cold-exposure', { fakeClock: true });
    await page.getByText('No sessions yet.', { exact: false }).waitFor();
    await page.getByLabel('Method').selectOption({ label: 'Ice Bath' });
    await page.getByLabel('Temperature (°F)').fill('39');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    // Under 50 °F: the cold safety screen comes first, once.
    await page
      .getByRole('dialog', { name: 'Before a cold session under 10 °C (50 °F)' })
      .getByRole('button', { name: 'I understand' })
      .click();
    await page.getByRole('button', { name: 'Pause', exact: true }).waitFor();
    await page.clock.fastForward('01:00');
    await page.reload();
    await page.getByRole('heading', { name: 'Cold Exposure Tracker' }).waitFor();
    await expect.poll(() => page.getByLabel('Method').inputValue()).toBe('ice_bath');
    expect(await page.getByLabel('Temperature (°F)').inputValue()).toBe('39');

    const posted = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/protocols/cold'));
    await page.getByRole('button', { name: 'Stop' }).click();
    expect((await posted).postDataJSON()).toMatchObject({ exposureMethod: 'ice_bath', temperature: 39, temperatureUnit: 'F' });
    await toastTitled(page, 'Session Logged').waitFor();
  });

  it('shows the cold safety screen before a session under 10 °C, not again after "I understand", and again after a reset', async () => {
    const { page } = await openSignedIn('/cold-exposure', { metric: true });
    await page.getByText('No sessions yet.', { exact: false }).waitFor();
    const screen = page.getByRole('dialog', { name: 'Before a cold session under 10 °C (50 °F)' });
    const start = page.getByRole('button', { name: 'Start', exact: true });
    const pause = page.getByRole('button', { name: 'Pause', exact: true });

    // 14 °C (the default) needs no screen.
    await start.click();
    await expect.poll(() => pause.isEnabled()).toBe(true);
    expect(await screen.isVisible()).toBe(false);
    await pause.click();

    await page.getByLabel('Temperature (°C)').fill('6');
    await start.click();
    await screen.getByText("You have Raynaud's").waitFor();
    await screen.getByRole('button', { name: 'Cancel' }).click();
    expect(await pause.isEnabled()).toBe(false); // cancelled: the watch did not start
    await start.click();
    await screen.getByRole('button', { name: 'I understand' }).click();
    await expect.poll(() => pause.isEnabled()).toBe(true);
    await pause.click();
    await start.click();
    await expect.poll(() => pause.isEnabled()).toBe(true);
    expect(await screen.isVisible()).toBe(false);
    await pause.click();

    // Remembered for the person, on the server; Settings can show it again.
    const screens = (await (await page.request.get('/api/settings/safety-screens')).json()) as { cold: { acceptedAt: string | null } };
    expect(screens.cold.acceptedAt).not.toBeNull();
    expect((await page.request.delete('/api/settings/safety-screens/cold')).status()).toBe(200);
    await page.reload();
    await page.getByLabel('Temperature (°C)').fill('6');
    await start.click();
    await screen.getByRole('button', { name: 'I understand' }).waitFor();
  });

  it('moves focus to Pause after Start (and back) and announces it', async () => {
    const { page } = await openSignedIn('/cold-exposure');
    await page.getByText('No sessions yet.', { exact: false }).waitFor();
    const activeText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? document.activeElement?.tagName);
    await page.getByRole('button', { name: 'Start', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(activeText).toBe('Pause');
    await page.getByRole('status').filter({ hasText: 'Session started.' }).waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(activeText).toBe('Start');
    await page.getByRole('status').filter({ hasText: 'Session paused at' }).waitFor();
  });
});

describe('cold exposure in °C: history you can correct', () => {
  it('shows °C first, labels the Sunday week, refuses 31 °C without a request, edits and deletes with Undo', async () => {
    const { page, userId } = await openSignedIn('/cold-exposure', { metric: true });
    await page.getByRole('heading', { name: 'This Week · Sun–Sat' }).waitFor();
    expect(await page.getByLabel('Temperature (°C)').inputValue()).toBe('14');
    await page.getByText('57.2 °F').waitFor();

    const body = { userId, exposureMethod: 'cold_plunge', temperature: 10, temperatureUnit: 'C', duration: 152, completed: true };
    expect((await page.request.post('/api/protocols/cold', { data: body })).status()).toBe(201);
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: 'Cold Plunge' });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual([expect.any(String), 'Cold Plunge', '10 °C', '2:32', '']);

    const patches = recordRequests(page, 'PATCH', /^\/api\/protocols\/cold\/\d+$/);
    await row.getByRole('button', { name: /^Edit session of/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit cold session' });
    await dialog.getByLabel('Temperature (°C)').fill('31');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await dialog.getByText('Temperature must be between -40 and 30 °C').waitFor();
    expect(patches).toEqual([]);
    await dialog.getByLabel('Temperature (°C)').fill('8');
    await dialog.getByLabel('Minutes', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toastTitled(page, 'Session updated').waitFor();
    const edited = page.getByRole('row').filter({ hasText: '8 °C' });
    await edited.getByText('3:32').waitFor();

    await edited.getByRole('button', { name: /^Delete session of/ }).click();
    await page.getByText('No sessions yet.', { exact: false }).waitFor();
    await toastOnScreen(page, 'Cold session deleted').getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('row').filter({ hasText: '8 °C' }).waitFor();
  });

  it('writes a session under a minute as "34 s" in the table, its details and the week', async () => {
    const { page, userId } = await openSignedIn('/cold-exposure');
    const body = { userId, exposureMethod: 'cold_shower', temperature: 50, temperatureUnit: 'F', duration: 34, completed: true };
    expect((await page.request.post('/api/protocols/cold', { data: body })).status()).toBe(201);
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: 'Cold Shower' });
    await row.waitFor();
    expect((await row.getByRole('cell').allTextContents())[3]).toBe('34 s');
    expect(await page.getByText('0:34', { exact: true }).count()).toBe(0);
    // The date opens the session's details.
    await row.getByRole('button').first().click();
    await page.getByRole('dialog').getByText('34 s', { exact: true }).waitFor();
  });

  it('fits the history table, Edit and Delete included, on a 375 px phone', async () => {
    const { page, userId } = await openSignedIn('/cold-exposure', { viewport: VIEWPORTS.phone, metric: true });
    const body = { userId, exposureMethod: 'winter_swimming', temperature: -14.5, temperatureUnit: 'C', duration: 3725, completed: true };
    expect((await page.request.post('/api/protocols/cold', { data: body })).status()).toBe(201);
    await page.reload();
    await page.getByRole('row').filter({ hasText: '1:02:05' }).waitFor();
    const edges = await page.evaluate(() => {
      const table = document.querySelector('table')!;
      const card = table.parentElement!;
      const inner = card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).paddingRight);
      return { table: table.getBoundingClientRect().right, card: inner };
    });
    expect(edges.table).toBeLessThanOrEqual(edges.card);
  });

  it('has no accessibility violations with the edit dialog open (phone)', async () => {
    const { page, userId } = await openSignedIn('/cold-exposure', { viewport: VIEWPORTS.phone });
    const body = { userId, exposureMethod: 'ice_bath', temperature: 50, temperatureUnit: 'F', duration: 200, completed: true };
    expect((await page.request.post('/api/protocols/cold', { data: body })).status()).toBe(201);
    await page.reload();
    await page.getByRole('row').filter({ hasText: 'Ice Bath' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Edit session of/ }).click();
    await page.getByRole('dialog', { name: 'Edit cold session' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
