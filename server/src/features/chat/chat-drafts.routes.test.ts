import { DRAFT_CASES } from '@uh/core/chat/chat-drafts.cases';
import { readBackSentence, type StoredLog } from '@uh/core/chat/chat-read-back.logic';
import type { TrackerCreatedLog } from '@uh/core/voice-journal/journal.schema';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp, testDatabase } from '../../../test/test-app';
import { readStoredLog } from './chat-read-back.queries';
import { DRAFT_GONE, UNDO_GONE } from './chat-drafts.storage';
import { DRAFTS_OFFERED } from './chat-drafts.service';

let app: App;
let db: ReturnType<typeof testDatabase>['db'];
beforeAll(async () => {
  db = testDatabase().db;
  app = await createTestApp({ CHAT_COMPLETIONS_PER_MINUTE: '500', CHAT_MESSAGES_PER_MINUTE: '500' });
});

type Draft = { id: string; summary: string; plan: { kind: string } };
type Person = Awaited<ReturnType<typeof signUp>>;

const LOG_TABLES = ['thirty_thirty_thirty_logs', 'fasting_logs', 'cold_exposure_logs', 'biometric_logs'];

/** Every row the person has in any protocol's log table: the database, not the API, says what was written. */
async function logRowCount(userId: number): Promise<number> {
  let total = 0;
  for (const table of LOG_TABLES) {
    const result = await db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE user_id = ${userId}`);
    total += (result.rows[0] as { n: number }).n;
  }
  return total;
}

async function metricPerson(): Promise<Person> {
  const person = await signUp(app);
  const units = { weightUnit: 'kg', temperatureUnit: 'C' };
  const saved = await app.inject({ method: 'PATCH', url: '/api/settings', headers: { cookie: person.cookie }, payload: units });
  expect(saved.statusCode, saved.body).toBe(200);
  return person;
}

async function ask(person: Person, content: string, history: { role: 'user' | 'assistant'; content: string }[] = []) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/chat/completion',
    headers: { cookie: person.cookie },
    payload: { messages: [...history, { role: 'user', content }] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { message: string; drafts?: Draft[] };
}

const decide = (person: Person, id: string, decision: 'confirm' | 'discard') =>
  app.inject({ method: 'POST', url: `/api/chat/drafts/${id}/${decision}`, headers: { cookie: person.cookie } });

/** The sentence the stored row itself gives, read here from the database on its own. */
async function sentenceOfStored(person: Person, log: TrackerCreatedLog, units: { weightUnit: 'kg' | 'lbs'; temperatureUnit: 'C' | 'F' }) {
  const stored: StoredLog = await readStoredLog(db, person.user.id, log);
  const timeZone = (await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: person.cookie } })).json().timeZone as string;
  return readBackSentence(stored, { ...units, timeZone });
}

describe('logging through the coach', () => {
  it('offers a draft, writes nothing until it is confirmed, then says what was stored', async () => {
    const person = await metricPerson();
    const answer = await ask(person, 'log a 3 minute plunge at 4 °C');
    expect(answer.message).toBe(DRAFTS_OFFERED);
    expect(answer.drafts).toHaveLength(1);
    expect(answer.drafts![0]!.plan).toMatchObject({
      kind: 'coldExposure',
      log: { exposureMethod: 'cold_plunge', temperature: 4, duration: 180 },
    });
    expect(await logRowCount(person.user.id)).toBe(0);
    const waiting = await app.inject({ method: 'GET', url: '/api/chat/drafts', headers: { cookie: person.cookie } });
    expect((waiting.json() as Draft[]).map(({ id }) => id)).toEqual([answer.drafts![0]!.id]);

    const confirmed = await decide(person, answer.drafts![0]!.id, 'confirm');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { message, log } = confirmed.json() as { message: { role: string; content: string }; log: TrackerCreatedLog };
    expect(log.kind).toBe('coldExposure');
    expect(message.role).toBe('assistant');
    expect(message.content).toMatch(/^Logged: cold plunge, 3 min at 4 °C, \d{2}:\d{2}\.$/);
    expect(message.content).toBe(await sentenceOfStored(person, log, { weightUnit: 'kg', temperatureUnit: 'C' }));
    const sessions = (await app.inject({ method: 'GET', url: '/api/protocols/cold', headers: { cookie: person.cookie } })).json();
    expect(sessions).toMatchObject([{ id: log.id, exposureMethod: 'cold_plunge', duration: 180, temperature: 4, temperatureUnit: 'C' }]);
    // The sentence is part of the conversation, and the draft is gone.
    const history = (await app.inject({ method: 'GET', url: '/api/chat/messages', headers: { cookie: person.cookie } })).json();
    expect(history.at(-1)).toMatchObject({ role: 'assistant', content: message.content });
    expect((await app.inject({ method: 'GET', url: '/api/chat/drafts', headers: { cookie: person.cookie } })).json()).toEqual([]);
    const again = await decide(person, answer.drafts![0]!.id, 'confirm');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(DRAFT_GONE);
    expect(await logRowCount(person.user.id)).toBe(1);
  });

  it('writes nothing for a discarded draft, which cannot be confirmed afterwards', async () => {
    const person = await metricPerson();
    const { drafts } = await ask(person, 'weight 80 kg and blood pressure 120 over 80');
    expect(drafts?.length).toBeGreaterThan(0);
    for (const draft of drafts!) expect((await decide(person, draft.id, 'discard')).statusCode).toBe(204);
    for (const draft of drafts!) expect((await decide(person, draft.id, 'confirm')).statusCode).toBe(404);
    expect(await logRowCount(person.user.id)).toBe(0);
  });

  it("answers 404 for another person's draft, writing nothing", async () => {
    const owner = await metricPerson();
    const stranger = await signUp(app);
    const { drafts } = await ask(owner, 'log 40 g protein');
    for (const decision of ['confirm', 'discard'] as const) {
      const response = await decide(stranger, drafts![0]!.id, decision);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(DRAFT_GONE);
    }
    expect(await logRowCount(owner.user.id)).toBe(0);
    expect(await logRowCount(stranger.user.id)).toBe(0);
    expect((await decide(owner, drafts![0]!.id, 'confirm')).statusCode).toBe(200);
  });

  it('takes an edit before the confirm, checked as the write checks it, and writes the edited amounts', async () => {
    const person = await metricPerson();
    const stranger = await signUp(app);
    const { drafts } = await ask(person, 'log a 3 minute plunge at 4 °C');
    const edit = (who: Person, values: Record<string, unknown>) =>
      app.inject({ method: 'PATCH', url: `/api/chat/drafts/${drafts![0]!.id}`, headers: { cookie: who.cookie }, payload: { values } });

    expect((await edit(stranger, { minutes: 5 })).statusCode).toBe(404);
    const tooHot = await edit(person, { temperature: 60 });
    expect(tooHot.statusCode).toBe(400);
    expect(tooHot.json().message).toContain('Temperature must be between');
    expect((await edit(person, { grams: 5 })).json()).toEqual({ message: 'This draft has no field grams' });

    const edited = await edit(person, { minutes: 5, temperature: 6 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: drafts![0]!.id, summary: 'Cold Plunge · 5 min at 6 °C' });
    expect(await logRowCount(person.user.id)).toBe(0);
    const { message } = (await decide(person, drafts![0]!.id, 'confirm')).json() as { message: { content: string } };
    expect(message.content).toMatch(/^Logged: cold plunge, 5 min at 6 °C, \d{2}:\d{2}\.$/);
    const stored = await db.execute(sql`SELECT temperature_c, duration_seconds FROM cold_exposure_logs WHERE user_id = ${person.user.id}`);
    expect(stored.rows).toEqual([{ temperature_c: 6, duration_seconds: 300 }]);
    expect((await edit(person, { minutes: 2 })).statusCode).toBe(404);
  });

  it('holds an edit to the risk screen', async () => {
    const person = await metricPerson();
    const { drafts } = await ask(person, 'start a 16 hour fast');
    // Told after the draft was offered: the edit is screened with what the person has said by then.
    await app.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers: { cookie: person.cookie },
      payload: { role: 'user', content: 'I have type 1 diabetes' },
    });
    const longer = await app.inject({
      method: 'PATCH',
      url: `/api/chat/drafts/${drafts![0]!.id}`,
      headers: { cookie: person.cookie },
      payload: { values: { targetHours: 36 } },
    });
    expect(longer.statusCode).toBe(400);
    expect(longer.json().message).toContain('longer than 24 hours');
  });

  it('takes back a confirmed draft on Undo, once, for its owner only', async () => {
    const person = await metricPerson();
    const stranger = await signUp(app);
    const { drafts } = await ask(person, 'log a 3 minute plunge at 4 °C');
    const id = drafts![0]!.id;
    const undo = (who: Person) => app.inject({ method: 'POST', url: `/api/chat/drafts/${id}/undo`, headers: { cookie: who.cookie } });
    expect((await undo(person)).json()).toEqual({ message: UNDO_GONE });
    expect((await decide(person, id, 'confirm')).statusCode).toBe(200);
    expect(await logRowCount(person.user.id)).toBe(1);

    expect((await undo(stranger)).statusCode).toBe(404);
    const undone = await undo(person);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().message.content).toBe('Undone: Cold Plunge · 3 min at 4 °C. It is no longer logged.');
    expect((await app.inject({ method: 'GET', url: '/api/protocols/cold', headers: { cookie: person.cookie } })).json()).toEqual([]);
    expect((await undo(person)).statusCode).toBe(404);
  });

  it('reopens an ended fast and takes added protein back off on Undo', async () => {
    const person = await metricPerson();
    const headers = { cookie: person.cookie };
    const startTime = new Date(Date.now() - 3 * 3_600_000).toISOString();
    expect(
      (await app.inject({ method: 'POST', url: '/api/protocols/fasting', headers, payload: { startTime, targetHours: 16 } })).statusCode,
    ).toBe(201);
    const confirmOnly = async (said: string) => {
      const { drafts } = await ask(person, said);
      expect((await decide(person, drafts![0]!.id, 'confirm')).statusCode).toBe(200);
      return drafts![0]!.id;
    };
    const undo = (id: string) => app.inject({ method: 'POST', url: `/api/chat/drafts/${id}/undo`, headers });
    const fasts = async () => (await app.inject({ method: 'GET', url: `/api/protocols/fasting/${person.user.id}`, headers })).json();

    const ended = await confirmOnly('end my fast');
    expect(await fasts()).toMatchObject([{ endTime: expect.any(String) }]);
    expect((await undo(ended)).statusCode).toBe(200);
    expect(await fasts()).toMatchObject([{ startTime: new Date(startTime).toISOString(), endTime: null }]);

    await confirmOnly('log 20 g protein');
    const more = await confirmOnly('log 15 g protein');
    const sessions = async () => (await app.inject({ method: 'GET', url: '/api/thirty-thirty-thirty-logs', headers })).json();
    expect(await sessions()).toMatchObject([{ proteinAmount: 35 }]);
    expect((await undo(more)).statusCode).toBe(200);
    expect(await sessions()).toMatchObject([{ proteinAmount: 20 }]);
  });

  it('refuses a malformed id with a message naming it', async () => {
    const person = await signUp(app);
    const response = await decide(person, 'not-a-draft', 'confirm');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/id must be a draft id/);
  });

  it('keeps a draft waiting when its log cannot be written, and writes nothing', async () => {
    const person = await signUp(app);
    const { drafts } = await ask(person, 'end my fast');
    const refused = await decide(person, drafts![0]!.id, 'confirm');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/No active fasting session/);
    expect(await logRowCount(person.user.id)).toBe(0);
    const waiting = (await app.inject({ method: 'GET', url: '/api/chat/drafts', headers: { cookie: person.cookie } })).json() as Draft[];
    expect(waiting.map(({ id }) => id)).toEqual([drafts![0]!.id]);
  });

  it('drafts nothing for a question, and answers it as the coach does', async () => {
    const person = await signUp(app);
    const answer = await ask(person, 'should I do a 3 minute plunge at 4 °C?');
    expect(answer.drafts).toBeUndefined();
    expect(answer.message).not.toBe(DRAFTS_OFFERED);
  });

  it('drafts no fast past 24 h and no session below 10 °C for someone the risk screen flags', async () => {
    const said = (content: string) => [
      { role: 'user' as const, content },
      { role: 'assistant' as const, content: 'Thanks for telling me.' },
    ];
    const heart = await metricPerson();
    for (const content of ['start a 36 hour fast', 'log a 3 minute plunge at 4 °C']) {
      expect((await ask(heart, content, said('I have a heart condition'))).drafts ?? []).toEqual([]);
    }
    // Diabetes changes what the coach says about fasting, not about cold.
    const diabetes = await metricPerson();
    expect((await ask(diabetes, 'start a 36 hour fast', said('I have type 1 diabetes'))).drafts ?? []).toEqual([]);
    expect((await ask(diabetes, 'log a 3 minute plunge at 4 °C', said('I have type 1 diabetes'))).drafts).toHaveLength(1);
    expect(await logRowCount(heart.user.id)).toBe(0);
    expect(await logRowCount(diabetes.user.id)).toBe(0);
  });
});

describe('every logging message of the set', () => {
  it('writes 0 rows until confirmed; every confirm writes, and its sentence matches the stored row', async () => {
    const person = await signUp(app);
    let offered = 0;
    for (const { said } of DRAFT_CASES) {
      const before = await logRowCount(person.user.id);
      const drafts = (await ask(person, said)).drafts ?? [];
      expect(await logRowCount(person.user.id), said).toBe(before);
      offered += drafts.length;
      for (const draft of drafts) {
        const waiting = await logRowCount(person.user.id);
        const response = await decide(person, draft.id, 'confirm');
        if (response.statusCode === 409 || response.statusCode === 400) {
          // A fast started while one runs, ended while none does or before it began: refused by the
          // tracker's own rules, nothing written.
          expect(draft.plan.kind, said).toMatch(/^fast(Start|End)$/);
          expect(await logRowCount(person.user.id)).toBe(waiting);
          continue;
        }
        expect(response.statusCode, `${said}: ${response.body}`).toBe(200);
        const { message, log } = response.json() as { message: { content: string }; log: TrackerCreatedLog | null };
        if (log) expect(message.content, said).toBe(await sentenceOfStored(person, log, { weightUnit: 'lbs', temperatureUnit: 'F' }));
      }
    }
    expect(offered).toBeGreaterThanOrEqual(45);
  });
});
