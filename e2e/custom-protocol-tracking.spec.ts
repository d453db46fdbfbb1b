import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, toastOnScreen } from './support/page-helpers';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';
import { protocolDocument } from './support/protocol-documents';

useBrowser();

const protocol = protocolDocument;

const SAUNA = protocol({
  id: 'sauna',
  title: 'Sauna',
  icon: 'flame',
  color: 'amber',
  components: [{ id: 'session', label: 'Sauna session', kind: 'duration', target: { kind: 'atLeast', value: 15 * 60 } }],
  schedule: { kind: 'frequency', times: 4, days: 7 },
});
const BREATHWORK = protocol({
  id: 'breathwork',
  title: 'Breathwork',
  icon: 'wind',
  color: 'sky',
  components: [{ id: 'practice', label: 'Box breathing', kind: 'duration', target: { kind: 'atLeast', value: 8 * 60 } }],
  schedule: { kind: 'daily' },
  safety: { questions: ['Do you faint easily or have a seizure disorder?'] },
});
const CREATINE = protocol({
  id: 'creatine',
  title: 'Creatine',
  icon: 'pill',
  color: 'violet',
  components: [{ id: 'dose', label: 'Daily dose', kind: 'check', hint: '5 g with breakfast' }],
  schedule: { kind: 'daily' },
});

/** A new person, signed in, with the three protocols created through the API; their ids by document id. */
async function signedInWithProtocols(viewport: { width: number; height: number }) {
  const page = await openPage('/auth', viewport);
  expect((await page.request.post('/api/register', { data: uniqueUser() })).status()).toBe(201);
  const ids: Record<string, number> = {};
  for (const [document, placement] of [
    [SAUNA, { onDashboard: true, onChecklist: false }],
    [BREATHWORK, { onDashboard: false, onChecklist: false }],
    [CREATINE, { onDashboard: true, onChecklist: true }],
  ] as const) {
    const response = await page.request.post('/api/custom-protocols', { data: { document, ...placement } });
    expect(response.status()).toBe(201);
    ids[document.id] = ((await response.json()) as { id: number }).id;
  }
  return { page, ids };
}

/** The card of the day being logged, where today's state and the quick controls are. */
const dayPanel = (page: Page) => page.getByRole('region', { name: 'Today' });
const progressText = (page: Page, text: string) => dayPanel(page).getByText(text, { exact: true });

describe('tracking one’s own protocols', () => {
  it('logs, corrects, deletes with Undo, pauses, asks safety once, skips and logs an earlier day at 375 px', async () => {
    const { page, ids } = await signedInWithProtocols(VIEWPORTS.phone);

    await page.goto(`/protocols/${ids.sauna}`);
    await page.getByRole('heading', { level: 1, name: 'Sauna' }).waitFor();
    await page.getByText('4 times in 7 days').waitFor();
    await dayPanel(page).getByText('Not logged', { exact: true }).waitFor();

    await page.getByRole('button', { name: '+10 min' }).click();
    await progressText(page, '10 of 15 min').waitFor();
    await dayPanel(page).getByText('Partial', { exact: true }).waitFor();
    await page.getByRole('button', { name: '+5 min' }).click();
    await progressText(page, '15 of 15 min').waitFor();
    await dayPanel(page).getByText('Done', { exact: true }).waitFor();

    // The history corrects an entry (PATCH) and deletes one, with Undo posting it back.
    await page.getByRole('button', { name: /^Edit Sauna session, 10 min/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Sauna session' });
    await dialog.getByLabel('Value (minutes)').fill('12');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await progressText(page, '17 of 15 min').waitFor();
    await page.getByRole('button', { name: /^Edit Sauna session, 12 min/ }).waitFor();

    await page.getByRole('button', { name: /^Delete Sauna session, 5 min/ }).click();
    await progressText(page, '12 of 15 min').waitFor();
    await dayPanel(page).getByText('Partial', { exact: true }).waitFor();
    await toastOnScreen(page, 'Entry deleted').getByRole('button', { name: 'Undo' }).click();
    await progressText(page, '17 of 15 min').waitFor();
    await dayPanel(page).getByText('Done', { exact: true }).waitFor();
    await page.getByRole('button', { name: /^Delete Sauna session, 5 min/ }).waitFor();

    // A week's pause: today reads Paused, and the pause is listed with its removal.
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await page.getByLabel('Reason (optional)').fill('Trip');
    await page.getByRole('button', { name: 'Pause these days' }).click();
    await dayPanel(page).getByText('Paused', { exact: true }).waitFor();
    const pauses = page.getByRole('list', { name: 'Pauses' });
    await pauses.getByText('Trip').waitFor();
    await expect(pauses.getByRole('button', { name: /^Remove pause/ }).count()).resolves.toBe(1);
    await page.getByText('1 day paused').waitFor();

    // Breathwork asks its safety question once, before the first log.
    await page.goto(`/protocols/${ids.breathwork}`);
    await page.getByRole('heading', { level: 1, name: 'Breathwork' }).waitFor();
    await page.getByText('Do you faint easily or have a seizure disorder?').waitFor();
    await expect(page.getByRole('button', { name: '+5 min' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'I have checked these' }).click();
    await page.getByRole('button', { name: '+5 min' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: '+5 min' }).waitFor();
    await expect(page.getByText('Do you faint easily or have a seizure disorder?').count()).resolves.toBe(0);

    // Skipped today, with its reason.
    await page.getByRole('button', { name: 'Skip today' }).click();
    await page.getByLabel('Reason (optional)').fill('Travelling');
    await page.getByRole('button', { name: 'Skip today' }).click();
    await dayPanel(page).getByText('Skipped', { exact: true }).waitFor();
    await dayPanel(page).getByText('Skipped: Travelling').waitFor();
    await page.getByText('1 day skipped').waitFor();
    await dayPanel(page).getByRole('button', { name: 'Undo skip' }).waitFor();

    // Yesterday logged from the date field: the entry lands on that day in the history.
    await page.getByLabel('Day to log').fill(dayBefore(await today(page)));
    const earlierDay = page.getByRole('region', { name: /^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d+/ });
    await earlierDay.getByRole('button', { name: '+5 min' }).click();
    await earlierDay.getByText('5 of 8 min', { exact: true }).waitFor();
    const history = page.getByRole('list', { name: 'Last 30 days' }).getByRole('listitem');
    await history.filter({ hasText: 'Box breathing: 5 min' }).filter({ hasNotText: 'Today' }).first().waitFor();
    await expect(history.filter({ hasText: 'Today' }).filter({ hasText: 'Box breathing' }).count()).resolves.toBe(0);
  });

  it('ticks a custom row on the checklist and shows it on the dashboard card', async () => {
    const { page } = await signedInWithProtocols(VIEWPORTS.phone);

    await page.goto('/daily-checklist');
    const row = page.getByRole('checkbox', { name: 'Creatine', exact: true });
    await expect.poll(() => row.getAttribute('aria-checked')).toBe('false');
    await row.click();
    await expect.poll(() => row.getAttribute('aria-checked')).toBe('true');
    expect(await axeViolations(page, { include: 'section[aria-labelledby="custom-protocols-checklist-heading"]' })).toEqual([]);

    await page.goto('/');
    const card = page.getByRole('region', { name: 'Creatine', exact: true });
    await card.getByText('Done', { exact: true }).first().waitFor();
    await expect.poll(() => card.getByRole('checkbox', { name: /^Done/ }).getAttribute('aria-checked')).toBe('true');
    // Sauna is on the dashboard too, with its chips; breathwork is not.
    await page.getByRole('region', { name: 'Sauna' }).getByRole('button', { name: '+10 min' }).waitFor();
    await expect(page.getByRole('region', { name: 'Breathwork' }).count()).resolves.toBe(0);
    expect(await axeViolations(page, { include: 'section[aria-labelledby="custom-protocols-dashboard-heading"]' })).toEqual([]);
  });

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of ['light', 'dark'] as const) {
      it(`has no axe violations on a protocol's page (${label}, ${theme})`, async () => {
        const { page, ids } = await signedInWithProtocols(viewport);
        if (theme === 'dark') expect((await page.request.patch('/api/settings', { data: { theme: 'dark' } })).status()).toBe(200);
        // An entry, so the history has a row with its Edit and Delete buttons.
        expect(
          (
            await page.request.post(`/api/custom-protocols/${ids.sauna}/entries`, {
              data: { componentId: 'session', date: await today(page), value: 600 },
            })
          ).status(),
        ).toBe(201);
        await page.goto(`/protocols/${ids.sauna}`);
        await progressText(page, '10 of 15 min').waitFor();
        await page.getByRole('button', { name: /^Edit Sauna session, 10 min/ }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});

/** The calendar day before `date` (yyyy-MM-dd). */
const dayBefore = (date: string) => new Date(Date.parse(`${date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** Today in the person's time zone, the day the server counts a log on. */
async function today(page: Page): Promise<string> {
  const user = (await (await page.request.get('/api/user')).json()) as { timeZone: string };
  return new Intl.DateTimeFormat('en-CA', { timeZone: user.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}
