import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../server/test/fake-openai-server';
import { freePort, startServerProcess, type ServerProcess } from '../server/test/server-process';
import { axeViolations, toastTitled } from './support/page-helpers';
import { openPage, uniqueUser, useBrowser, VIEWPORTS } from './support/browser';

useBrowser();

const GREETING = "Hello! I'm your wellness AI coach. How can I help you optimize your health today?";

async function openChat(viewport: { width: number; height: number } = VIEWPORTS.desktop, origin = '') {
  const page = await openPage(`${origin}/auth`, viewport);
  expect((await page.request.post(`${origin}/api/register`, { data: uniqueUser() })).status()).toBe(201);
  await page.goto(`${origin}/chat`);
  await page.getByRole('heading', { name: 'Health Optimization Coach' }).waitFor();
  return page;
}

const input = (page: Page) => page.getByLabel('Message the coach');
const conversation = (page: Page) => page.getByRole('region', { name: 'Conversation' });
const bubbles = (page: Page) =>
  conversation(page)
    .getByRole('listitem')
    .filter({ has: page.locator(':scope > div') });
const userBubbles = (page: Page) => bubbles(page).filter({ hasText: /^You/ });
const coachBubbles = (page: Page) => bubbles(page).filter({ hasText: /^Coach/ });

/** Holds the next completion until `release()`, so the pending state can be seen. */
async function holdCompletion(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/chat/completion/stream', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('AI Health Coach with the built-in coach', () => {
  it('greets, sends with Enter, shows the typing indicator, then the reply, and keeps the history after a reload', async () => {
    const page = await openChat();
    expect(await page.title()).toContain('AI Health Coach');
    await conversation(page).getByText(GREETING).waitFor();
    await page.getByText('Built-in coach (offline)').waitFor();
    await page.getByRole('heading', { name: 'Medical disclaimer' }).waitFor();

    const release = await holdCompletion(page);
    await input(page).fill('How much water should I drink?');
    await input(page).press('Enter');
    await userBubbles(page).filter({ hasText: 'How much water should I drink?' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Coach is typing…' }).waitFor();
    expect(await input(page).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    expect(await input(page).inputValue()).toBe('');
    release();

    await coachBubbles(page).filter({ hasText: 'half your body weight in pounds' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Coach is typing…' }).waitFor({ state: 'detached' });
    // The input unlocks once the saved conversation has been re-read, a moment after the reply shows.
    await expect.poll(() => input(page).isEnabled()).toBe(true);

    await page.reload();
    await userBubbles(page).filter({ hasText: 'How much water should I drink?' }).waitFor();
    await coachBubbles(page).filter({ hasText: 'half your body weight in pounds' }).waitFor();
    expect(await bubbles(page).count()).toBe(3); // greeting, question, reply
  });

  it('sends a suggested topic when it is clicked', async () => {
    const page = await openChat();
    await page.getByRole('button', { name: 'How do I do the 30-30-30 routine?' }).click();
    await userBubbles(page).filter({ hasText: 'How do I do the 30-30-30 routine?' }).waitFor();
    await coachBubbles(page).filter({ hasText: 'Within 30 minutes of waking, eat at least 30 g of protein.' }).waitFor();
  });

  it('adds a line with Shift+Enter, sends with Enter, and never sends a blank message', async () => {
    const page = await openChat();
    const send = page.getByRole('button', { name: 'Send' });
    await input(page).fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await input(page).press('Enter');
    expect(await userBubbles(page).count()).toBe(0);

    await input(page).fill('');
    await input(page).pressSequentially('first line');
    await input(page).press('Shift+Enter');
    await input(page).pressSequentially('second line');
    expect(await input(page).inputValue()).toBe('first line\nsecond line');
    expect(await userBubbles(page).count()).toBe(0);

    await input(page).press('Enter');
    const sent = userBubbles(page).filter({ hasText: 'first line' });
    await sent.waitFor();
    expect(await sent.innerText()).toContain('first line\nsecond line');
  });

  it('clears the conversation after confirmation', async () => {
    const page = await openChat();
    await input(page).fill('Hello');
    await input(page).press('Enter');
    await coachBubbles(page).nth(1).waitFor();

    await page.getByRole('button', { name: 'Clear conversation' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await userBubbles(page).count()).toBe(1);

    await page.getByRole('button', { name: 'Clear conversation' }).click();
    await page.getByRole('group', { name: 'Confirm clearing the conversation' }).getByRole('button', { name: 'Clear' }).click();
    await userBubbles(page).first().waitFor({ state: 'detached' });
    expect(await bubbles(page).count()).toBe(1);
    await page.reload();
    await conversation(page).getByText(GREETING).waitFor();
    expect(await bubbles(page).count()).toBe(1);
  });

  it('keeps the message typed when it cannot be saved', async () => {
    const page = await openChat();
    await page.route('**/api/chat/messages', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
        : route.continue(),
    );
    await input(page).fill('Will this be kept?');
    await input(page).press('Enter');
    await toastTitled(page, 'Error').getByText('Failed to save message').waitFor();
    expect(await input(page).inputValue()).toBe('Will this be kept?');
    expect(await userBubbles(page).count()).toBe(0);
  });

  it('shows the error with its reason and keeps the person’s message when the coach fails', async () => {
    const page = await openChat();
    await page.route('**/api/chat/completion/stream', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: '{"message":"The language model server answered 500."}',
      }),
    );
    await input(page).fill('Are you there?');
    await input(page).press('Enter');
    await toastTitled(page, 'Error getting AI response').getByText('The language model server answered 500.').waitFor();
    await userBubbles(page).filter({ hasText: 'Are you there?' }).waitFor();
    await page.unroute('**/api/chat/completion/stream');
    await page.getByRole('button', { name: 'Try again' }).click();
    await coachBubbles(page).nth(1).waitFor();
    expect(await userBubbles(page).count()).toBe(1);
  });

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`has no axe violations with a conversation (${label})`, async () => {
      const page = await openChat(viewport);
      await input(page).fill('What should I focus on today?');
      await input(page).press('Enter');
      await coachBubbles(page).filter({ hasText: 'What to do next' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      expect((await page.request.patch('/api/settings', { data: { theme: 'dark' } })).status()).toBe(200);
      await page.reload();
      await coachBubbles(page).filter({ hasText: 'What to do next' }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

describe('AI Health Coach with a language model (fake OpenAI-compatible server)', () => {
  let fake: FakeOpenAiServer;
  let app: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'uh-e2e-llm-'));
    app = await startServerProcess({
      DATA_DIR: dataDir,
      EMBEDDED_DB_PORT: String(await freePort()),
      LLM_BASE_URL: fake.baseUrl,
      LLM_MODEL: 'fake-model',
    });
  });
  afterAll(async () => {
    app?.child.kill('SIGTERM');
    await app?.exited;
    await fake?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('streams the model’s reply into the page, names the model, and keeps the reply after a reload', async () => {
    const page = await openChat(VIEWPORTS.desktop, app.url);
    await page.getByText('Model: fake-model').waitFor();
    const reply = 'Great question. Drink a large glass of water first thing, then keep sipping through the day.';
    fake.next({ kind: 'reply', text: reply, delayMs: 120 });

    await input(page).fill('Any hydration tips?');
    await input(page).press('Enter');
    await page.getByRole('status').filter({ hasText: 'Coach is typing…' }).waitFor();
    // Part of the reply shows while the rest is still being written.
    const partial = coachBubbles(page).filter({ hasText: 'Great question.' });
    await partial.waitFor();
    expect(await partial.innerText()).not.toContain('through the day');
    expect(await input(page).isDisabled()).toBe(true);
    await coachBubbles(page).filter({ hasText: 'keep sipping through the day.' }).waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));

    const sent = fake.lastRequest()!;
    expect(sent.body.model).toBe('fake-model');
    expect(sent.body.stream).toBe(true);
    expect(sent.body.messages?.at(-1)).toEqual({ role: 'user', content: 'Any hydration tips?' });
    expect(sent.raw).not.toContain('Robin Tester');

    await page.reload();
    await coachBubbles(page).filter({ hasText: 'keep sipping through the day.' }).waitFor();
  });
});
