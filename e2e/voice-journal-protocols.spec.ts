import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, uniqueUser, VIEWPORTS } from './support/browser';
import { startBuiltApp } from './support/built-app';
import { axeViolations, toastTitled } from './support/page-helpers';
import {
  articles,
  NO_BROWSER_RECOGNITION,
  openJournal,
  processButton,
  record,
  TRACK_STREAMS,
  useFakeMicrophone,
} from './support/voice-journal-helpers';
useFakeMicrophone();

const SAID = 'Did ten minutes of box breathing.';
const BREATHWORK_VALUE = 'Morning breathwork · Breathwork: 10 min';

/** Creates one of the app's templates as the signed-in person's own protocol; its stored id. */
async function protocolFromTemplate(page: Page, templateId: string, placement: Record<string, boolean> = {}): Promise<number> {
  const { templates } = (await (await page.request.get('/api/custom-protocols/templates')).json()) as { templates: { id: string }[] };
  const document = templates.find((template) => template.id === templateId);
  const response = await page.request.post('/api/custom-protocols', { data: { document, ...placement } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

describe('the voice journal logs a person’s own protocols', () => {
  // The words are typed (no speech engine on this server), so the sentence is exactly the one meant.
  let app: Awaited<ReturnType<typeof startBuiltApp>>;
  beforeAll(async () => {
    app = await startBuiltApp({ STT_PROVIDER: 'none' });
  });
  afterAll(() => app?.stop());

  it('shows the breathwork value in the review box, under the saved entry and on the protocol, and takes it back with the entry', async () => {
    const { page } = await openJournal({ baseUrl: app.url, scripts: [TRACK_STREAMS, NO_BROWSER_RECOGNITION] });
    const breathworkId = await protocolFromTemplate(page, 'breathwork');

    await record(page, 2);
    await page.getByLabel('Type what you said').fill(SAID);
    await processButton(page).click();
    await page.getByRole('heading', { name: 'Review before saving' }).waitFor();
    const yours = page.getByRole('group', { name: 'Your protocols' });
    const value = yours.getByRole('checkbox', { name: BREATHWORK_VALUE });
    expect(await value.isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    const saveAll = page.getByRole('button', { name: /^Save all \d+ entries$/ });
    await ((await saveAll.count()) > 0 ? saveAll : page.getByRole('button', { name: 'Save entry' }).first()).click();
    await toastTitled(page, 'Entry added').first().waitFor();
    await page.getByRole('heading', { name: 'Review before saving' }).waitFor({ state: 'detached' });

    const item = articles(page).filter({ has: page.getByRole('list', { name: /^Protocol values of / }) });
    await item
      .getByRole('list', { name: /^Protocol values of / })
      .getByText(BREATHWORK_VALUE, { exact: true })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`/protocols/${breathworkId}`);
    await page.getByRole('heading', { level: 1, name: 'Morning breathwork' }).waitFor();
    await page.getByRole('region', { name: 'Today' }).getByText('10 of 8 min', { exact: true }).waitFor();
    const history = page.getByRole('list', { name: 'Last 30 days' }).getByRole('listitem');
    await history.filter({ hasText: 'Today' }).filter({ hasText: 'Breathwork: 10 min' }).first().waitFor();

    // Deleting the entry with what it logged takes the value off the protocol's day.
    await page.goto('/voice-journal');
    const saved = articles(page).filter({ has: page.getByRole('list', { name: /^Protocol values of / }) });
    await saved.getByRole('button', { name: /^Delete entry: / }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this entry?' });
    await dialog.getByLabel('Also delete the protocol value it logged').check();
    await dialog.getByRole('button', { name: 'Delete entry' }).click();
    await toastTitled(page, 'Entry deleted').waitFor();
    await page.goto(`/protocols/${breathworkId}`);
    await page.getByRole('region', { name: 'Today' }).getByText('0 of 8 min', { exact: true }).waitFor();
  });
});

describe('the risk screen of an own protocol', () => {
  it('shows the sauna template’s risk list before its first log, logs after accepting, and does not ask again', async () => {
    const page = await openPage('/auth', VIEWPORTS.phone);
    expect((await page.request.post('/api/register', { data: uniqueUser() })).status()).toBe(201);
    const saunaId = await protocolFromTemplate(page, 'sauna', { onDashboard: true, onChecklist: true });

    // The dashboard card and the checklist row send the person to the protocol's page, never past the check.
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Sauna', exact: true });
    await card.getByRole('link', { name: /^Read its safety check first/ }).waitFor();
    await expect(card.getByRole('button', { name: '+10 min' }).count()).resolves.toBe(0);
    await page.goto('/daily-checklist');
    await page
      .getByRole('link', { name: /Read its safety check first/ })
      .first()
      .waitFor();

    await page.goto(`/protocols/${saunaId}`);
    await page.getByRole('heading', { level: 1, name: 'Sauna' }).waitFor();
    const risks = page.getByRole('list', { name: 'Who should talk to a doctor first' });
    await risks.getByText('You have low or high blood pressure').waitFor();
    await risks.getByText('You are under 18').waitFor();
    await page.getByRole('region', { name: 'Today' }).getByText('Keep each session under 20 min.').waitFor();
    await expect(page.getByRole('button', { name: '+10 min' }).count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'I have checked these' }).click();
    await page.getByRole('button', { name: '+10 min' }).click();
    await page.getByRole('region', { name: 'Today' }).getByText('10 of 15 min', { exact: true }).waitFor();

    // A session past the limit is kept, with a gentle word.
    await page.getByLabel('Sauna session (minutes)').fill('25');
    await page.getByRole('button', { name: 'Add (Sauna session (minutes))' }).click();
    await page.getByRole('region', { name: 'Today' }).getByText('35 of 15 min', { exact: true }).waitFor();
    await page.getByText(/ran longer than 20 min, the most this protocol suggests/).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await page.getByRole('button', { name: '+10 min' }).waitFor();
    await expect(page.getByRole('list', { name: 'Who should talk to a doctor first' }).count()).resolves.toBe(0);
    await page.goto('/');
    await page.getByRole('region', { name: 'Sauna', exact: true }).getByRole('button', { name: '+10 min' }).waitFor();
  });
});
