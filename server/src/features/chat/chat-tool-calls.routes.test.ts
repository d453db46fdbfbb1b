import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { startFakeOpenAiServer, type FakeOpenAiServer, type FakeToolCall } from '../../../test/fake-openai-server';
import { createTestApp, signUp, testDatabase } from '../../../test/test-app';
import { DRAFTS_OFFERED } from './chat-drafts.service';
import { readStream } from './chat-test-helpers';

/**
 * The coach's model path with tool calls (docs/coach-tools.md): a fake OpenAI-compatible server on
 * 127.0.0.1 answers with calls in the OpenAI shape, whole or streamed, or broken; each usable call
 * becomes a draft, and the database shows nothing stored until a confirm.
 */

let fake: FakeOpenAiServer;
let app: App;
let db: ReturnType<typeof testDatabase>['db'];
const llmEnv = (overrides: Record<string, string> = {}) => ({
  LLM_BASE_URL: fake.baseUrl,
  LLM_MODEL: 'fake-model',
  LLM_TIMEOUT_MS: '2000',
  CHAT_COMPLETIONS_PER_MINUTE: '500',
  ...overrides,
});

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  app = await createTestApp(llmEnv());
  db = testDatabase().db;
});
afterAll(async () => fake.close());
beforeEach(() => fake.reset());

type Person = Awaited<ReturnType<typeof signUp>>;
type Draft = { id: string; summary: string; plan: { kind: string } };

/** Said in words the offline extractor drafts nothing from: only the model's call can draft. */
const UNREADABLE_TO_THE_EXTRACTOR = 'Please put in what I told you about this morning';
const plunge: FakeToolCall = {
  name: 'log_cold_session',
  arguments: '{"exposureMethod":"cold_plunge","temperature":4,"temperatureUnit":"C","duration":180,"completed":true}',
};

const ask = (person: Person, content: string, url = '/api/chat/completion', target = app) =>
  target.inject({ method: 'POST', url, headers: { cookie: person.cookie }, payload: { messages: [{ role: 'user', content }] } });

async function rowCount(userId: number): Promise<number> {
  let total = 0;
  for (const table of ['cold_exposure_logs', 'fasting_logs', 'thirty_thirty_thirty_logs', 'biometric_logs', 'daily_checklists']) {
    const result = await db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE user_id = ${userId}`);
    total += (result.rows[0] as { n: number }).n;
  }
  return total;
}

describe('tool calls from a language model', () => {
  it('offers the registry’s write tools, without the person’s id, and drafts a plain call without storing it', async () => {
    const person = await signUp(app);
    fake.next({ kind: 'tool-calls', calls: [plunge] });
    const response = await ask(person, UNREADABLE_TO_THE_EXTRACTOR);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { message: string; drafts: Draft[] };
    expect(body.message).toBe(DRAFTS_OFFERED);
    expect(body.drafts.map((draft) => draft.summary)).toEqual(['Cold Plunge · 3 min at 4 °C']);
    expect(await rowCount(person.user.id)).toBe(0);

    const sent = fake.lastRequest()!.body as { tools: { function: { name: string; parameters: { properties: object } } }[] };
    expect(sent.tools.map((tool) => tool.function.name)).toContain('log_cold_session');
    for (const tool of sent.tools) expect(Object.keys(tool.function.parameters.properties)).not.toContain('userId');
    expect(fake.lastRequest()!.raw).not.toContain(person.account.email);

    const confirmed = await app.inject({
      method: 'POST',
      url: `/api/chat/drafts/${body.drafts[0]!.id}/confirm`,
      headers: { cookie: person.cookie },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await rowCount(person.user.id)).toBeGreaterThan(0);
    const stored = await db.execute(sql`SELECT temperature_c, duration_seconds FROM cold_exposure_logs WHERE user_id = ${person.user.id}`);
    expect(stored.rows).toEqual([{ temperature_c: 4, duration_seconds: 180 }]);
  });

  it('drafts streamed calls pieced together, after the model’s own words', async () => {
    const person = await signUp(app);
    fake.next({
      kind: 'tool-calls',
      text: 'Nice work this morning.',
      calls: [plunge, { name: 'log_protein', arguments: '{"grams": 35}' }],
    });
    const response = await ask(person, UNREADABLE_TO_THE_EXTRACTOR, '/api/chat/completion/stream');
    expect(response.statusCode, response.body).toBe(200);
    const { text, done } = readStream(response.body);
    expect(text).toBe(`Nice work this morning.\n\n${DRAFTS_OFFERED}`);
    expect(done!.message.content).toBe(text);
    expect(done!.drafts!.map((draft) => draft.summary)).toEqual(['Cold Plunge · 3 min at 4 °C', "Add 35 g protein to today's 30-30-30"]);
    expect(await rowCount(person.user.id)).toBe(0);
  });

  it('drafts nothing from a broken call, and says so', async () => {
    const person = await signUp(app);
    for (const url of ['/api/chat/completion', '/api/chat/completion/stream']) {
      fake.next({
        kind: 'tool-calls',
        calls: [
          { name: 'log_protein', arguments: '{"grams": 3' },
          { name: 'drop_all_tables', arguments: '{}' },
          { name: 'log_protein', arguments: '{"grams": -4}' },
        ],
      });
      const response = await ask(person, UNREADABLE_TO_THE_EXTRACTOR, url);
      expect(response.statusCode, response.body).toBe(200);
      const message = url.endsWith('stream') ? readStream(response.body).done!.message.content : (response.json().message as string);
      expect(message).toContain('I could not draft the change "log_protein" (its arguments are not JSON)');
      expect(message).toContain('I could not draft the change "drop_all_tables" (no such tool)');
      expect(message).toContain('grams must be more than 0');
      expect(message).not.toContain(DRAFTS_OFFERED);
    }
    const waiting = await app.inject({ method: 'GET', url: '/api/chat/drafts', headers: { cookie: person.cookie } });
    expect(waiting.json()).toEqual([]);
    expect(await rowCount(person.user.id)).toBe(0);
  });

  it('drafts at most 8 changes from one reply, and names the rest', async () => {
    const person = await signUp(app);
    const calls = Array.from({ length: 9 }, (_, index) => ({ name: 'log_protein', arguments: `{"grams": ${index + 1}}` }));
    fake.next({ kind: 'tool-calls', calls });
    const body = (await ask(person, UNREADABLE_TO_THE_EXTRACTOR)).json() as { message: string; drafts: Draft[] };
    expect(body.drafts).toHaveLength(8);
    expect(body.message).toContain('I could not draft the change "log_protein" (more than 8 changes in one reply)');
  });

  it('answers with the model’s words alone when it calls no tool', async () => {
    const person = await signUp(app);
    fake.next({ kind: 'reply', text: 'Keep it up.' });
    const body = (await ask(person, UNREADABLE_TO_THE_EXTRACTOR)).json();
    expect(body.message).toBe('Keep it up.');
    expect(body.drafts).toBeUndefined();
  });

  it('drafts no fast past 24 hours and no session below 10 °C for someone the risk screen flags', async () => {
    const person = await signUp(app);
    await app.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers: { cookie: person.cookie },
      payload: { role: 'user', content: 'I have type 1 diabetes and Raynaud’s' },
    });
    fake.next({ kind: 'tool-calls', calls: [{ name: 'start_fast', arguments: '{"targetHours": 36}' }, plunge] });
    const body = (await ask(person, UNREADABLE_TO_THE_EXTRACTOR)).json() as { message: string; drafts: Draft[] };
    expect(body.drafts).toEqual([]);
    expect(body.message).toContain('longer than 24 hours');
    expect(body.message).toContain('below 10 °C');
    expect(await rowCount(person.user.id)).toBe(0);
  });
});

describe('LLM_TOOLS', () => {
  it('offers no tools with none, and only the named ones otherwise', async () => {
    const person = await signUp(app);
    const without = await createTestApp(llmEnv({ LLM_TOOLS: 'none' }));
    fake.next({ kind: 'reply', text: 'Fine.' });
    await ask(person, UNREADABLE_TO_THE_EXTRACTOR, '/api/chat/completion', without);
    expect(Object.keys(fake.lastRequest()!.body).sort()).toEqual(['messages', 'model', 'stream']);

    const small = await createTestApp(llmEnv({ LLM_TOOLS: 'log_protein,start_fast' }));
    fake.next({ kind: 'tool-calls', calls: [plunge] });
    const body = (await ask(person, UNREADABLE_TO_THE_EXTRACTOR, '/api/chat/completion', small)).json() as { message: string };
    const offered = (fake.lastRequest()!.body as { tools: { function: { name: string } }[] }).tools.map((tool) => tool.function.name);
    expect(offered).toEqual(['log_protein', 'start_fast']);
    expect(body.message).toContain('I could not draft the change "log_cold_session" (no such tool)');
    await Promise.all([without.close(), small.close()]);
  });
});
