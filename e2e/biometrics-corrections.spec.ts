import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, toastOnScreen, toastTitled } from './support/page-helpers';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';

useBrowser();

/** A new user, signed in; `kg` picks kilograms and °C in Settings first. */
async function signedIn({ kg = false, viewport = VIEWPORTS.desktop as { width: number; height: number } } = {}) {
  const page = await openPage('/auth', viewport);
  const registered = await page.request.post('/api/register', { data: uniqueUser() });
  expect(registered.status()).toBe(201);
  if (kg) expect((await page.request.patch('/api/settings', { data: { weightUnit: 'kg', temperatureUnit: 'C' } })).status()).toBe(200);
  return { page, userId: ((await registered.json()) as { id: number }).id };
}

async function logReading(page: Page, userId: number, readings: Record<string, number>) {
  expect((await page.request.post('/api/biometrics', { data: { userId, ...readings } })).status()).toBe(201);
}

const errorUnder = (page: Page, inputId: string) => page.locator(`#${inputId}-error`);

async function weightAverage(page: Page) {
  await page.goto('/progress');
  await page.getByRole('tab', { name: 'Biometric Changes' }).click();
  return page.locator('div').filter({ has: page.getByRole('heading', { name: 'Weight' }) });
}

describe('/biometrics: typos are named before anything is sent', () => {
  it('refuses 1e3, sleep finer than 0.1 h and out-of-range values under their fields, with no request', async () => {
    const { page } = await signedIn();
    await page.goto('/biometrics');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/biometrics')) posts.push(request.url());
    });
    await page.getByLabel('Weight (lbs)').fill('1e3');
    await page.getByLabel('Sleep (hours)').fill('7.25');
    await page.getByLabel('Resting Heart Rate (BPM)').fill('-10');
    await page.getByRole('button', { name: "Log Today's Biometrics" }).click();
    await errorUnder(page, 'biometric-weight').getByText('Weight must be a plain number, like 12 or 12.5').waitFor();
    await errorUnder(page, 'biometric-sleepDuration').getByText('Sleep can have at most 1 decimal').waitFor();
    await errorUnder(page, 'biometric-heartRate').getByText('Resting heart rate must be between 20 and 250 BPM').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('biometric-weight');
    expect(posts).toEqual([]);
  });

  it("shows the server's field message under its field when it still refuses", async () => {
    const { page } = await signedIn();
    await page.goto('/biometrics');
    await page.route('**/api/biometrics', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: '{"message":"sleepDuration: Sleep can have at most 1 decimal"}',
      }),
    );
    await page.getByLabel('Sleep (hours)').fill('7.5');
    await page.getByRole('button', { name: "Log Today's Biometrics" }).click();
    await errorUnder(page, 'biometric-sleepDuration').getByText('Sleep can have at most 1 decimal').waitFor();
  });
});

describe('/biometrics: history you can correct', () => {
  it('edits a typed 1,000 lb weight and the weight average follows', async () => {
    const { page, userId } = await signedIn();
    await logReading(page, userId, { weight: 150 });
    await logReading(page, userId, { weight: 1000 });
    await (await weightAverage(page)).getByText('575.0').first().waitFor();

    await page.goto('/biometrics');
    const row = page.getByRole('listitem').filter({ hasText: '1000 lbs' });
    await row.getByRole('button', { name: /^Edit reading of/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit reading' });
    expect(await dialog.getByLabel('Weight (lbs)').inputValue()).toBe('1000');
    await dialog.getByLabel('Weight (lbs)').fill('1e3');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await dialog.getByText('Weight must be a plain number, like 12 or 12.5').waitFor();
    await dialog.getByLabel('Weight (lbs)').fill('152');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toastTitled(page, 'Reading updated').waitFor();
    await page.getByRole('listitem').filter({ hasText: '152 lbs' }).waitFor();

    await (await weightAverage(page)).getByText('151.0').first().waitFor();
  });

  it('deletes a reading from its details, and Undo brings the row back', async () => {
    const { page, userId } = await signedIn();
    await logReading(page, userId, { heartRate: 58 });
    await page.goto('/biometrics');
    const row = page.getByRole('listitem').filter({ hasText: '58 BPM' });
    await row.getByRole('button', { name: /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), / }).click();
    const details = page.getByRole('dialog', { name: 'Biometric reading' });
    await details.getByText('Entered by hand').waitFor();
    await details.getByRole('button', { name: 'Delete' }).click();
    await row.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Heart Rate · 0/ }).waitFor();
    await toastOnScreen(page, 'Reading deleted').getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('listitem').filter({ hasText: '58 BPM' }).waitFor();
    await page.getByRole('button', { name: /^Heart Rate · 1/ }).waitFor();
  });

  it('shows kg wherever weight appears for someone who chose kg, and says a single reading is not a trend', async () => {
    const { page, userId } = await signedIn({ kg: true });
    await logReading(page, userId, { weight: 180 });
    await page.goto('/biometrics');
    await page.getByLabel('Weight (kg)').waitFor();
    const row = page.getByRole('listitem').filter({ hasText: '81.6 kg' });
    await row.waitFor();
    await page.getByRole('button', { name: /^Weight · 1/ }).click();
    await page.getByText('Only one reading so far: 81.6 kg. Log another day to see a trend.').waitFor();
    await row.getByRole('button', { name: /^Edit reading of/ }).click();
    expect(await page.getByRole('dialog', { name: 'Edit reading' }).getByLabel('Weight (kg)').inputValue()).toBe('81.6');
  });

  it('dates a reading from another year with its year, and writes sleep to one decimal everywhere', async () => {
    const { page, userId } = await signedIn();
    const readings = [
      { timestamp: '2024-01-01T01:40:00.000Z', sleepDuration: 7, heartRate: 61 },
      { timestamp: '2024-01-02T01:40:00.000Z', sleepDuration: 6.5, heartRate: 60 },
    ];
    for (const reading of readings)
      expect((await page.request.post('/api/biometrics', { data: { userId, ...reading } })).status()).toBe(201);
    await page.goto('/biometrics');
    // Users registered through the API keep UTC.
    const row = page.getByRole('listitem').filter({ hasText: '7.0 h' });
    await row.getByText(/^Mon, Jan 1, 2024, 1:40\sAM$/).waitFor();
    await page
      .getByRole('listitem')
      .filter({ hasText: '6.5 h' })
      .getByText(/^Tue, Jan 2, 2024, 1:40\sAM$/)
      .waitFor();
    await page.getByRole('button', { name: /^Sleep · 2/ }).click();
    await page.getByText('Latest 6.5 hours, −0.5 hours since Jan 1, 2024').waitFor();
  });

  it('has no accessibility violations with history and the edit dialog (phone)', async () => {
    const { page, userId } = await signedIn({ viewport: VIEWPORTS.phone });
    await logReading(page, userId, { weight: 181.2, systolic: 118, diastolic: 76, heartRate: 58, sleepDuration: 7.5 });
    await page.goto('/biometrics');
    await page.getByRole('listitem').filter({ hasText: '181.2 lbs' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Edit reading of/ }).click();
    await page.getByRole('dialog', { name: 'Edit reading' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
