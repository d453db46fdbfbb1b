import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/page-helpers';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';
import { DAILY_SAUNA } from './support/protocol-documents';

useBrowser();

type Viewport = { width: number; height: number };
type Person = { page: Page; username: string; displayName: string };

/** A new account signed in on a browser of its own, with a name of its own. */
async function person(displayName: string, viewport: Viewport = VIEWPORTS.desktop): Promise<Person> {
  const page = await openPage('/auth', viewport);
  const user = { ...uniqueUser(), displayName };
  expect((await page.request.post('/api/register', { data: user })).status()).toBe(201);
  return { page, username: user.username, displayName };
}

const coachScopes = { progress: 'propose', fasting: 'propose', cold: 'propose', checkins: 'propose', experiments: 'read' };

/** The owner shares with the grantee (Coach preset) and the grantee accepts, through the API: the grant's id. */
async function sharedAndAccepted(owner: Person, grantee: Person): Promise<number> {
  const made = await owner.page.request.post('/api/sharing/grants', {
    data: { grantee: grantee.username, preset: 'coach', scopes: coachScopes, expires: { days: 90 } },
  });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  expect((await grantee.page.request.post(`/api/sharing/received/${id}/accept`)).status()).toBe(200);
  return id;
}

const logColdShower = async (page: Page) =>
  expect(
    (
      await page.request.post('/api/protocols/cold', {
        data: { exposureMethod: 'cold_shower', temperature: 50, temperatureUnit: 'F', duration: 120, completed: true },
      })
    ).status(),
  ).toBe(201);

const yourShares = (page: Page) => page.getByRole('list', { name: 'People you share with' });
const sharedWithYou = (page: Page) => page.getByRole('list', { name: 'Shared with you' });

describe('sharing with the people who help you', () => {
  it('shares with a coach, who reads the progress and proposes a log the owner confirms, until the owner stops it', async () => {
    const owner = await person('Olive Owner');
    const grantee = await person('Gale Grantee');
    await logColdShower(owner.page);
    expect((await owner.page.request.post('/api/custom-protocols', { data: { document: DAILY_SAUNA } })).status()).toBe(201);

    // The owner invites the grantee with the Coach preset, which fills the grid.
    await owner.page.goto('/sharing');
    const invite = owner.page.getByRole('form', { name: 'Share with someone' });
    await invite.getByLabel('Their username or e-mail on this server').fill(grantee.username);
    // Household alerts the person shared with; the Coach preset does not.
    expect(await invite.getByRole('switch', { name: 'Alert them' }).isChecked()).toBe(true);
    await invite.getByText('Coach', { exact: true }).click();
    expect(await invite.getByRole('switch', { name: 'Alert them' }).isChecked()).toBe(false);
    expect(await invite.getByLabel('Protocols and progress').inputValue()).toBe('propose');
    expect(await invite.getByLabel('Experiments').inputValue()).toBe('read');
    expect(await invite.getByLabel('Biometrics').inputValue()).toBe('none');
    // Any change makes it Custom; back to the preset's scopes, it is the preset again.
    await invite.getByLabel('Biometrics').selectOption('read');
    expect(await invite.getByRole('radio', { name: 'Custom' }).isChecked()).toBe(true);
    await invite.getByLabel('Biometrics').selectOption('none');
    expect(await invite.getByRole('radio', { name: 'Coach' }).isChecked()).toBe(true);
    expect(await invite.getByLabel('Ends after').inputValue()).toBe('90');
    await invite.getByText('Never shared: Journal text and audio, Coach chat and memory').waitFor();
    await invite.getByRole('button', { name: 'Share', exact: true }).click();
    const ownerRow = yourShares(owner.page).getByRole('listitem').filter({ hasText: 'Gale Grantee' });
    await ownerRow.getByText('Waiting for them to accept').waitFor();
    await ownerRow.getByText(`@${grantee.username}`).waitFor();
    await ownerRow.getByText(/^Until \d{1,2} [A-Z][a-z]{2} \d{4}$/).waitFor();
    expect(await ownerRow.getByText('Alerts').locator('xpath=following-sibling::dd[1]').textContent()).toBe('Off');

    // The grantee accepts it and opens it: the banner names whose data this is.
    await grantee.page.goto('/sharing');
    const received = sharedWithYou(grantee.page).getByRole('listitem').filter({ hasText: 'Olive Owner' });
    await received.getByText('Waiting for you to accept').waitFor();
    await received.getByRole('button', { name: "Accept Olive Owner's share" }).click();
    await received.getByText('Active', { exact: true }).waitFor();
    await received.getByRole('link', { name: "Open Olive Owner's data" }).click();
    await grantee.page.waitForURL(/\/shared\/\d+$/);
    const grantId = Number(new URL(grantee.page.url()).pathname.split('/').at(-1));
    await grantee.page.getByRole('heading', { level: 1, name: "You are viewing Olive Owner's data" }).waitFor();
    await grantee.page.getByText('You can propose entries').waitFor();
    const progress = grantee.page.getByRole('region', { name: 'Progress', exact: true });
    await progress.getByTestId('adherence-percent').waitFor();
    await progress
      .getByRole('list', { name: 'Protocols this week' })
      .getByRole('listitem')
      .filter({ hasText: 'Cold Exposure' })
      .getByText(/^1 of \d+ this week$/)
      .waitFor();
    await grantee.page
      .getByRole('region', { name: 'Cold exposure' })
      .getByText(/Cold Shower · 2:00 at 50 °F/)
      .waitFor();
    // Their own protocols come with progress: each one's last two weeks, in words.
    await grantee.page.getByRole('list', { name: 'Their own protocols' }).getByText(DAILY_SAUNA.title, { exact: true }).waitFor();
    // Biometrics are not in the Coach preset: not shown at all.
    expect(await grantee.page.getByRole('region', { name: 'Biometrics' }).count()).toBe(0);

    // The grantee proposes a cold plunge; the owner confirms it on their Coach page.
    await grantee.page.getByLabel('What to log').fill('log a 3 minute plunge at 4 °C');
    await grantee.page.getByRole('button', { name: 'Propose', exact: true }).click();
    await grantee.page
      .getByRole('status')
      .filter({ hasText: /^Sent to Olive Owner to confirm: Cold Plunge/ })
      .waitFor();

    await owner.page.goto('/chat');
    const card = owner.page.getByRole('region', { name: 'Drafts to confirm' }).getByRole('listitem').filter({ hasText: 'Cold Plunge' });
    await card.getByText('Proposed by Gale Grantee (shared access)').waitFor();
    await card.getByRole('button', { name: /^Confirm: / }).click();
    await owner.page.getByRole('region', { name: 'Drafts to confirm' }).waitFor({ state: 'detached' });
    await owner.page.goto('/cold-exposure');
    await owner.page.getByRole('row').filter({ hasText: 'Cold Plunge' }).waitFor();

    // The owner reads what the grantee looked at and proposed.
    await owner.page.goto('/sharing');
    await ownerRow.getByText('Active', { exact: true }).waitFor();
    await ownerRow.getByRole('button', { name: 'Access log of Gale Grantee' }).click();
    const log = owner.page.getByRole('list', { name: 'Access log of Gale Grantee' });
    await log.getByText('Viewed: Progress').first().waitFor();
    await log.getByText(/^Proposed: Cold Plunge/).waitFor();

    // The owner stops sharing: the grantee's next load says it ended.
    await ownerRow.getByRole('button', { name: 'Stop sharing with Gale Grantee' }).click();
    await owner.page.getByRole('dialog').getByRole('button', { name: 'Stop sharing', exact: true }).click();
    await ownerRow.getByText('Ended', { exact: true }).waitFor();
    expect(await ownerRow.getByRole('button', { name: 'Stop sharing with Gale Grantee' }).count()).toBe(0);

    await grantee.page.goto(`/shared/${grantId}`);
    await grantee.page.getByRole('heading', { level: 1, name: "You are viewing Olive Owner's data" }).waitFor();
    await grantee.page.getByRole('alert').getByText('This share was not found: it has ended, has expired, or is not yours').waitFor();
    await grantee.page.getByRole('link', { name: 'Back to Sharing' }).click();
    await grantee.page.waitForURL(/\/sharing$/);
    await sharedWithYou(grantee.page)
      .getByRole('listitem')
      .filter({ hasText: 'Olive Owner' })
      .getByText('Ended', { exact: true })
      .waitFor();
  });

  it('changes what a share reaches and for how long', async () => {
    const owner = await person('Olive Owner');
    const grantee = await person('Gale Grantee');
    await sharedAndAccepted(owner, grantee);
    await owner.page.goto('/sharing');
    const row = yourShares(owner.page).getByRole('listitem').filter({ hasText: 'Gale Grantee' });
    await row.getByText('Propose: Protocols and progress, Fasting, Cold exposure, Daily check-ins · Read: Experiments').waitFor();
    await row.getByRole('button', { name: 'Edit sharing with Gale Grantee' }).click();
    const form = row.getByRole('form', { name: 'Change what Gale Grantee can see and do' });
    await form.getByLabel('Fasting').selectOption('none');
    await form.getByLabel('Biometrics').selectOption('read');
    await form.getByLabel('Ends after (counted from today)').selectOption('never');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.waitFor({ state: 'detached' });
    await row.getByText('Propose: Protocols and progress, Cold exposure, Daily check-ins · Read: Biometrics, Experiments').waitFor();
    await row.getByText('No end date', { exact: true }).waitFor();
  });

  it('says who it could not find, and keeps what was typed', async () => {
    const owner = await person('Olive Owner');
    await owner.page.goto('/sharing');
    const invite = owner.page.getByRole('form', { name: 'Share with someone' });
    await invite.getByLabel('Their username or e-mail on this server').fill('nobody-here-at-all');
    await invite.getByRole('button', { name: 'Share', exact: true }).click();
    await invite.getByText('No account on this server has that username or e-mail').waitFor();
    expect(await invite.getByLabel('Their username or e-mail on this server').inputValue()).toBe('nobody-here-at-all');
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS))
    for (const theme of ['light', 'dark'] as const) {
      it(`has no axe violations on /sharing with the access log open and on /shared/:id at ${name} width, ${theme}`, async () => {
        const owner = await person('Olive Owner', viewport);
        const grantee = await person('Gale Grantee', viewport);
        for (const { page } of [owner, grantee]) {
          if (theme === 'dark') expect((await page.request.patch('/api/settings', { data: { theme: 'dark' } })).status()).toBe(200);
        }
        await logColdShower(owner.page);
        const grantId = await sharedAndAccepted(owner, grantee);

        await grantee.page.goto(`/shared/${grantId}`);
        await grantee.page.getByRole('heading', { level: 1, name: "You are viewing Olive Owner's data" }).waitFor();
        await grantee.page.getByRole('region', { name: 'Progress', exact: true }).getByTestId('adherence-percent').waitFor();
        await grantee.page.getByRole('region', { name: 'Cold exposure' }).getByRole('list').waitFor();
        await grantee.page.getByRole('region', { name: 'Experiments' }).getByText('No experiments yet.').waitFor();
        expect(await axeViolations(grantee.page)).toEqual([]);

        await owner.page.goto('/sharing');
        const row = yourShares(owner.page).getByRole('listitem').filter({ hasText: 'Gale Grantee' });
        await row.getByRole('button', { name: 'Access log of Gale Grantee' }).click();
        await owner.page.getByRole('list', { name: 'Access log of Gale Grantee' }).getByText('Viewed: Progress').first().waitFor();
        expect(await axeViolations(owner.page)).toEqual([]);
      });
    }
});
