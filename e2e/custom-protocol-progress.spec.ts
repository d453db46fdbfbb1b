import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/page-helpers';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';
import { DAILY_SAUNA, protocolDocument } from './support/protocol-documents';

useBrowser();

const protocol = protocolDocument;

const CREATINE = protocol({
  id: 'creatine',
  title: 'Creatine',
  icon: 'pill',
  color: 'violet',
  components: [{ id: 'dose', label: 'Daily dose', kind: 'check' }],
  schedule: { kind: 'daily' },
});
const SAUNA = DAILY_SAUNA;

type Day = { date: string; state: string; scheduled: boolean };
type Days = { days: Day[]; strength: number; streak: number; counts: Record<string, number> };

const shiftDay = (date: string, delta: number) => new Date(Date.parse(`${date}T12:00:00Z`) + delta * 86_400_000).toISOString().slice(0, 10);
const mondayOf = (date: string) => shiftDay(date, -((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7));
const dayInWords = (date: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

async function expectStatus(response: { status(): number; text(): Promise<string> }, status: number) {
  expect(response.status(), await response.text()).toBe(status);
}

/**
 * A new person, signed in, with Creatine (done today, skipped yesterday) and Sauna (10 of 15 min
 * today, done two days ago), written through the API.
 */
async function signedInWithHistory(viewport: { width: number; height: number }, theme: 'light' | 'dark' = 'light') {
  const page = await openPage('/auth', viewport);
  await expectStatus(await page.request.post('/api/register', { data: uniqueUser() }), 201);
  if (theme === 'dark') await expectStatus(await page.request.patch('/api/settings', { data: { theme: 'dark' } }), 200);
  const user = (await (await page.request.get('/api/user')).json()) as { timeZone: string };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: user.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
  const ids: Record<string, number> = {};
  for (const document of [CREATINE, SAUNA]) {
    const response = await page.request.post('/api/custom-protocols', { data: { document } });
    await expectStatus(response, 201);
    ids[document.id] = ((await response.json()) as { id: number }).id;
  }
  const entry = async (id: number, data: Record<string, unknown>) =>
    expectStatus(await page.request.post(`/api/custom-protocols/${id}/entries`, { data }), 201);
  await entry(ids.creatine!, { componentId: 'dose', date: today, value: 1 });
  await expectStatus(await page.request.put(`/api/custom-protocols/${ids.creatine}/days/${shiftDay(today, -1)}/skip`, { data: {} }), 200);
  await entry(ids.sauna!, { componentId: 'session', date: today, value: 600 });
  await entry(ids.sauna!, { componentId: 'session', date: shiftDay(today, -2), value: 1200 });
  return { page, ids, today };
}

async function daysOf(page: Page, id: number, from: string, to: string): Promise<Days> {
  const response = await page.request.get(`/api/custom-protocols/${id}/days?from=${from}&to=${to}`);
  await expectStatus(response, 200);
  return (await response.json()) as Days;
}

const section = (page: Page) => page.getByRole('region', { name: 'Your protocols', exact: true });

/** The row of one protocol says what the days answer says over this week up to today. */
async function expectRowMatches(page: Page, documentId: string, answer: Days) {
  const scheduled = answer.days.filter((day) => day.scheduled);
  const done = scheduled.filter((day) => day.state === 'done').length;
  const notLogged = scheduled.filter((day) => day.state === 'unknown').length;
  expect(done).toBe(answer.counts.done);
  const row = section(page).locator(`li[data-protocol="${documentId}"]`);
  await row
    .getByTestId('custom-done')
    .filter({ hasText: `${done} of ${plural(scheduled.length, 'scheduled day')} done` })
    .waitFor();
  expect(await row.getByTestId('custom-strength').textContent()).toBe(`${Math.round(answer.strength)}%`);
  expect(await row.getByTestId('custom-streak').textContent()).toBe(
    answer.streak > 0 ? `${plural(answer.streak, 'day')} in a row` : 'No streak yet',
  );
  const notLoggedText = await row.getByTestId('custom-not-logged').textContent();
  expect(notLoggedText).toContain(notLogged === 0 ? 'Every scheduled day logged' : `${plural(notLogged, 'day')} not logged`);
}

/** The calendar of one's own protocols on Protocol Progress, showing `title`'s days once read. */
async function openProtocolCalendar(page: Page, title: string) {
  await page.goto('/protocol-progress');
  const calendar = page.getByRole('region', { name: /^Your protocols in / });
  await calendar.getByLabel('Protocol').selectOption({ label: title });
  const grid = calendar.getByRole('table', { name: new RegExp(`^${title}, `) });
  await grid.and(page.locator('[aria-busy="false"]')).waitFor();
  return grid;
}

describe('one’s own protocols on the progress screens', () => {
  it('lists each protocol with this week’s figures and shows its days on the calendar at 375 px', async () => {
    const { page, ids, today } = await signedInWithHistory(VIEWPORTS.phone);
    await page.goto('/progress');
    await section(page).waitFor();
    await expect(section(page).getByRole('listitem').count()).resolves.toBe(2);

    const from = mondayOf(today);
    for (const [documentId, id] of Object.entries(ids)) await expectRowMatches(page, documentId, await daysOf(page, id, from, today));
    await expect(section(page).getByRole('link', { name: 'Creatine' }).getAttribute('href')).resolves.toBe(`/protocols/${ids.creatine}`);

    const grid = await openProtocolCalendar(page, 'Creatine');
    await grid.getByText(`${dayInWords(today)}, today: Done`, { exact: true }).waitFor();
    const yesterday = shiftDay(today, -1);
    if (yesterday.slice(0, 7) !== today.slice(0, 7)) await page.getByRole('button', { name: 'Previous month' }).click();
    await page
      .getByRole('table', { name: /^Creatine, / })
      .getByText(`${dayInWords(yesterday)}: Skipped`, { exact: true })
      .waitFor();
  });

  it('shows no section to a person without protocols of their own', async () => {
    const page = await openPage('/auth', VIEWPORTS.phone);
    await expectStatus(await page.request.post('/api/register', { data: uniqueUser() }), 201);
    const listed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/custom-protocols');
    await page.goto('/progress');
    await listed;
    await page.getByRole('tabpanel', { name: 'Protocol Tracking' }).getByText('Completions Over Time').waitFor();
    await expect(section(page).count()).resolves.toBe(0);
  });

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of ['light', 'dark'] as const) {
      it(`has no axe violations on both progress screens (${label}, ${theme})`, async () => {
        const { page, ids, today } = await signedInWithHistory(viewport, theme);
        await page.goto('/progress');
        await expectRowMatches(page, 'sauna', await daysOf(page, ids.sauna!, mondayOf(today), today));
        expect(await axeViolations(page)).toEqual([]);
        const grid = await openProtocolCalendar(page, 'Sauna');
        await grid.getByText(`${dayInWords(today)}, today: Partial`, { exact: true }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});
