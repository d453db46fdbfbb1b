import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { openPage, uniqueUser } from './browser';

type Viewport = { width: number; height: number };

const DAY_MS = 86_400_000;
/**
 * Past days seeded: the p-value moves whole 14-day blocks, so it can go no lower than 1 in (blocks)!
 * orders: 3 blocks (up to 42 days) never get below 1/6. Five blocks give 120 orders.
 */
export const SEEDED_DAYS = 60;

export async function expectStatus(response: { status(): number; text(): Promise<string> }, status: number) {
  expect(response.status(), await response.text()).toBe(status);
}

/** The calendar day `daysAgo` days before today (or before `now`: an app on a moved clock), in UTC (the person's zone here). */
export const dayBefore = (daysAgo: number, now = Date.now()) => new Date(now - daysAgo * DAY_MS).toISOString().slice(0, 10);
// Cold exposure on about a third of the days, in no weekly or two-weekly rhythm (a rhythm of the
// blocks' length would survive their shuffling), read from the most recent day back.
const COLD_DAYS = '0100110001001010001100010010100100011001000101001100010010001';
export const isColdDay = (daysAgo: number) => COLD_DAYS[daysAgo] === '1';
/** A morning's HRV: clearly higher after a cold evening; the small wobble (by the day's number) keeps the days apart. */
export const morningHrv = (afterColdEvening: boolean, dayNumber: number) => (afterColdEvening ? 62 : 48) + (Math.abs(dayNumber) % 2);

/** An evening's cold shower, as the cold exposure log takes it (with a `timestamp`). */
export const COLD_SHOWER = { exposureMethod: 'cold_shower', temperature: 55, temperatureUnit: 'F', duration: 180, completed: true };

type PersonOptions = {
  /** Another app than the one the suite shares (one on a moved clock). */
  baseUrl?: string;
  /** That app's time now, which "today" is counted from. */
  now?: Date;
};

/**
 * A new person in UTC, signed in, with 60 past days written through the API: a cold shower in the
 * evening of some of them, and each morning's HRV, clearly higher after a cold evening.
 */
export async function personWithColdDays(
  viewport: Viewport,
  theme: 'light' | 'dark' = 'light',
  { baseUrl, now = new Date() }: PersonOptions = {},
): Promise<Page> {
  const page = await openPage('/auth', viewport, { baseUrl });
  await expectStatus(await page.request.post('/api/register', { data: { ...uniqueUser(), timeZone: 'UTC' } }), 201);
  if (theme === 'dark') await expectStatus(await page.request.patch('/api/settings', { data: { theme: 'dark' } }), 200);
  for (let daysAgo = SEEDED_DAYS; daysAgo >= 1; daysAgo--) {
    const day = dayBefore(daysAgo, now.getTime());
    // The morning after a cold evening (the day before this one) shows it.
    const hrv = morningHrv(isColdDay(daysAgo + 1), daysAgo);
    await expectStatus(await page.request.post('/api/biometrics', { data: { hrv, timestamp: `${day}T07:00:00.000Z` } }), 201);
    if (isColdDay(daysAgo)) {
      await expectStatus(
        await page.request.post('/api/protocols/cold', { data: { ...COLD_SHOWER, timestamp: `${day}T18:00:00.000Z` } }),
        201,
      );
    }
  }
  return page;
}
