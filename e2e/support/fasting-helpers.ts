import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, uniqueUser, VIEWPORTS } from './browser';

// Shared by the fasting browser specs: accounts, fasts made through the API, and the page's parts.

export const HOUR = 3_600_000;
export type Fast = { id: number; startTime: string; endTime: string | null; duration: number | null; completed: boolean };

export async function signedIn(viewport: { width: number; height: number } = VIEWPORTS.desktop, timeZone?: string) {
  const page = await openPage('/auth', viewport);
  const response = await page.request.post('/api/register', { data: uniqueUser() });
  expect(response.status()).toBe(201);
  if (timeZone) expect((await page.request.patch('/api/settings', { data: { timeZone } })).status()).toBe(200);
  return { page, userId: ((await response.json()) as { id: number }).id };
}

/** A fast made through the API: started `fromHoursAgo`, ended `toHoursAgo` (or still running). */
export async function apiFast(page: Page, fromHoursAgo: number, toHoursAgo: number | null, targetHours = 16, base = Date.now()) {
  const startTime = new Date(base - fromHoursAgo * HOUR).toISOString();
  const started = await page.request.post('/api/protocols/fasting', { data: { startTime, targetHours } });
  expect(started.status()).toBe(201);
  const fast = (await started.json()) as Fast;
  if (toHoursAgo === null) return fast;
  const endTime = new Date(base - toHoursAgo * HOUR).toISOString();
  return (await (await page.request.patch(`/api/protocols/fasting/${fast.id}`, { data: { endTime } })).json()) as Fast;
}

export const fasts = async (page: Page, userId: number) =>
  (await (await page.request.get(`/api/protocols/fasting/${userId}`)).json()) as Fast[];

export async function openFasting(page: Page) {
  await page.goto('/fasting');
  await page.getByRole('heading', { name: 'Recent Fasting History' }).waitFor();
  await page.locator('#fast-start-button, #fast-end-button').first().waitFor();
}

export const waitForFocus = (page: Page, id: string) => page.waitForFunction((wanted) => document.activeElement?.id === wanted, id);
export const endDialog = (page: Page) => page.getByRole('dialog', { name: 'End this fast?' });
export const historyRows = (page: Page) => page.getByRole('table').locator('tbody tr');
