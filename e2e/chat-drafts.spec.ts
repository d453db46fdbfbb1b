import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/page-helpers';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';

useBrowser();

async function openChat(viewport: { width: number; height: number } = VIEWPORTS.desktop) {
  const page = await openPage('/auth', viewport);
  expect((await page.request.post('/api/register', { data: uniqueUser() })).status()).toBe(201);
  await page.goto('/chat');
  await page.getByLabel('Message the coach').waitFor();
  return page;
}

async function say(page: Page, text: string) {
  await page.getByLabel('Message the coach').fill(text);
  await page.getByLabel('Message the coach').press('Enter');
}

const conversation = (page: Page) => page.getByRole('region', { name: 'Conversation' });
const drafts = (page: Page) => page.getByRole('region', { name: 'Drafts to confirm' });
const coldSessions = async (page: Page) => (await (await page.request.get('/api/protocols/cold')).json()) as unknown[];

describe('logging through the coach', () => {
  it('drafts a cold session, logs it only on Confirm, and says what was stored; it then shows in its tracker', async () => {
    const page = await openChat();
    await say(page, 'log a 3 minute plunge at 39 °F');
    await conversation(page).getByText('Here is what I would log. Nothing is saved until you confirm it.').waitFor();
    await drafts(page).getByText('Cold Plunge · 3 min at 39 °F').waitFor();
    expect(await coldSessions(page)).toEqual([]);

    await page.getByRole('button', { name: 'Confirm: Cold Plunge · 3 min at 39 °F' }).click();
    await conversation(page)
      .getByText(/^Logged: cold plunge, 3 min at 39 °F, \d{2}:\d{2}\.$/)
      .waitFor();
    await drafts(page).waitFor({ state: 'detached' });
    expect(await coldSessions(page)).toHaveLength(1);

    await page.goto('/cold-exposure');
    const row = page.getByRole('row').filter({ hasText: 'Cold Plunge' });
    await row.waitFor();
    expect(await row.textContent()).toContain('3:00');
  });

  it('takes an edit before the confirm, and logs the edited amounts in the tracker', async () => {
    const page = await openChat();
    await say(page, 'log a 3 minute plunge at 39 °F');
    await page.getByRole('button', { name: 'Edit: Cold Plunge · 3 min at 39 °F' }).click();
    const form = page.getByRole('form', { name: 'Edit: Cold Plunge · 3 min at 39 °F' });
    await form.getByLabel('Temperature (°F)').fill('95');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form
      .getByRole('alert')
      .getByText(/Temperature must be between/)
      .waitFor();
    await form.getByLabel('Temperature (°F)').fill('41');
    await form.getByLabel('Minutes').fill('4');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('button', { name: 'Confirm: Cold Plunge · 4 min at 41 °F' }).click();
    await conversation(page)
      .getByText(/^Logged: cold plunge, 4 min at 41 °F, \d{2}:\d{2}\.$/)
      .waitFor();
    await page.goto('/cold-exposure');
    const row = page.getByRole('row').filter({ hasText: 'Cold Plunge' });
    await row.waitFor();
    expect(await row.textContent()).toContain('4:00');
  });

  it('takes back a confirmed log on Undo', async () => {
    const page = await openChat();
    await say(page, 'log a 2 minute cold shower at 50 °F');
    await page.getByRole('button', { name: 'Confirm: Cold Shower · 2 min at 50 °F' }).click();
    await conversation(page)
      .getByText(/^Logged: cold shower, 2 min at 50 °F/)
      .waitFor();
    expect(await coldSessions(page)).toHaveLength(1);
    await page.getByRole('button', { name: 'Undo: Cold Shower · 2 min at 50 °F' }).click();
    await conversation(page).getByText('Undone: Cold Shower · 2 min at 50 °F. It is no longer logged.').waitFor();
    await page.getByRole('button', { name: /^Undo: / }).waitFor({ state: 'detached' });
    expect(await coldSessions(page)).toEqual([]);
  });

  it('writes nothing when a draft is discarded, and keeps a waiting draft after a reload', async () => {
    const page = await openChat();
    await say(page, 'weight 181 pounds and resting heart rate 54');
    const card = drafts(page).getByText('Reading · weight 181 lbs · heart rate 54 bpm');
    await card.waitFor();
    await page.reload();
    await card.waitFor();
    await page.getByRole('button', { name: 'Discard: Reading · weight 181 lbs · heart rate 54 bpm' }).click();
    await drafts(page).waitFor({ state: 'detached' });
    expect(await (await page.request.get('/api/biometrics/me')).json()).toEqual([]);
  });

  it('shows what an AI assistant proposed over MCP, marked as such, and logs it only on Confirm', async () => {
    const page = await openChat();
    const made = await page.request.post('/api/tokens', { data: { name: 'My assistant', expiresIn: '1d', scopes: ['checklist:write'] } });
    const { token } = (await made.json()) as { token: string };
    // One JSON-RPC call, as an MCP client sends it: the server is stateless.
    const called = await page.request.post('/api/mcp', {
      headers: { authorization: `Bearer ${token}`, accept: 'application/json, text/event-stream' },
      data: {
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'tick_checklist_item', arguments: { item: 'supplementsCompleted' } },
      },
    });
    expect(called.status()).toBe(200);
    expect(((await called.json()) as { result: { structuredContent: { status: string } } }).result.structuredContent.status).toBe(
      'proposed',
    );
    const today = async () =>
      ((await (await page.request.get('/api/daily-checklist/today')).json()) as { supplementsCompleted: boolean }).supplementsCompleted;
    expect(await today()).toBe(false);

    await page.reload();
    const card = drafts(page).getByRole('listitem').filter({ hasText: 'Tick Supplements on' });
    await card.getByText('Proposed by an AI assistant (MCP)').waitFor();
    await card.getByRole('button', { name: /^Confirm: Tick Supplements on / }).click();
    await conversation(page)
      .getByText(/^Ticked: Supplements, \d{4}-\d{2}-\d{2}\.$/)
      .waitFor();
    expect(await today()).toBe(true);
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS))
    for (const theme of ['light', 'dark'] as const) {
      it(`has no axe violations with a draft to confirm, its Edit form and its Undo at ${name} width, ${theme}`, async () => {
        const page = await openChat(viewport);
        if (theme === 'dark') {
          expect((await page.request.patch('/api/settings', { data: { theme: 'dark' } })).status()).toBe(200);
          await page.reload();
          await page.getByLabel('Message the coach').waitFor();
        }
        await say(page, 'log 40 g protein');
        await drafts(page)
          .getByRole('button', { name: /^Confirm: / })
          .waitFor();
        expect(await axeViolations(page)).toEqual([]);
        // With the Edit form open, and then with an Undo after a confirm.
        await drafts(page)
          .getByRole('button', { name: /^Edit: / })
          .click();
        expect(await axeViolations(page)).toEqual([]);
        await drafts(page).getByRole('button', { name: 'Cancel' }).click();
        await drafts(page)
          .getByRole('button', { name: /^Confirm: / })
          .click();
        await page.getByRole('button', { name: /^Undo: / }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
});
