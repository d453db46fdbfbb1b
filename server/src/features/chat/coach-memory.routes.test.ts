import { COACH_MEMORY_MAX } from '@uh/core/chat/coach-memory.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp } from '../../../test/test-app';
import { MEMORY_FULL, MEMORY_NOT_FOUND } from './coach-memory.storage';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ CHAT_COMPLETIONS_PER_MINUTE: '500' });
});

type Person = Awaited<ReturnType<typeof signUp>>;
const call = (person: Person, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: person.cookie }, ...(payload ? { payload } : {}) });
const memories = async (person: Person) => (await call(person, 'GET', '/api/chat/memory')).json() as { id: number; text: string }[];
const ask = async (person: Person, content: string) =>
  (await call(person, 'POST', '/api/chat/completion', { messages: [{ role: 'user', content }] })).json() as {
    message: string;
    conversationContext?: string;
    drafts?: unknown[];
  };

describe('Settings → Coach memory', () => {
  it('lists, adds, edits and deletes the person’s own facts; another person’s answers 404', async () => {
    const person = await signUp(app);
    const stranger = await signUp(app);
    expect(await memories(person)).toEqual([]);
    const added = await call(person, 'POST', '/api/chat/memory', { text: '  I train at 6 am ' });
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json() as { id: number };
    expect(await memories(person)).toMatchObject([{ id, text: 'I train at 6 am' }]);

    for (const [method, payload] of [
      ['PATCH', { text: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const refused = await call(stranger, method, `/api/chat/memory/${id}`, payload);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ message: MEMORY_NOT_FOUND });
    }
    expect(await memories(stranger)).toEqual([]);

    expect((await call(person, 'PATCH', `/api/chat/memory/${id}`, { text: 'I train at 7 am' })).json()).toMatchObject({
      id,
      text: 'I train at 7 am',
    });
    expect((await call(person, 'POST', '/api/chat/memory', { text: ' ' })).json()).toEqual({
      message: 'text: Write what the coach should remember',
    });
    expect((await call(person, 'POST', '/api/chat/memory', { text: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await call(person, 'DELETE', `/api/chat/memory/${id}`)).statusCode).toBe(204);
    expect(await memories(person)).toEqual([]);
    expect((await call(person, 'DELETE', `/api/chat/memory/${id}`)).statusCode).toBe(404);
  });

  it(`keeps exactly ${COACH_MEMORY_MAX} when more arrive at once`, async () => {
    const person = await signUp(app);
    const answers = await Promise.all(
      Array.from({ length: COACH_MEMORY_MAX + 6 }, (_, index) => call(person, 'POST', '/api/chat/memory', { text: `Fact ${index}` })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(COACH_MEMORY_MAX);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(6);
    expect(refused[0]!.json()).toEqual({ message: MEMORY_FULL });
    expect(await memories(person)).toHaveLength(COACH_MEMORY_MAX);
  });

  it('is kept when the person asks the coach to remember, and grounds the coach’s answers', async () => {
    const person = await signUp(app);
    const kept = await ask(person, 'Please remember that I train at 6 am.');
    expect(kept.message).toBe('I\'ll remember: "I train at 6 am". You can change or delete it in Settings → Coach memory.');
    expect(await memories(person)).toMatchObject([{ text: 'I train at 6 am' }]);
    const answered = await ask(person, 'How am I doing this week?');
    expect(answered.conversationContext).toContain('What the person asked you to remember:\n- I train at 6 am');
  });

  it('is read by the risk screen: a condition kept in memory holds back a long fast', async () => {
    const flagged = await signUp(app);
    const unflagged = await signUp(app);
    expect((await call(flagged, 'POST', '/api/chat/memory', { text: 'I take metformin' })).statusCode).toBe(201);
    expect((await ask(unflagged, 'start a 36 hour fast')).drafts).toHaveLength(1);
    const held = await ask(flagged, 'start a 36 hour fast');
    expect(held.drafts).toBeUndefined();
    expect(held.message).toMatch(/talk to your doctor/i);
  });

  it('is exported with the account and imported again, up to the cap and without twins', async () => {
    const person = await signUp(app);
    for (const text of ['I train at 6 am', 'I take metformin']) await call(person, 'POST', '/api/chat/memory', { text });
    const exported = (await call(person, 'GET', '/api/account/export')).json() as { records: { coachMemories: { text: string }[] } };
    expect(exported.records.coachMemories.map((memory) => memory.text)).toEqual(['I train at 6 am', 'I take metformin']);

    const other = await signUp(app);
    await call(other, 'POST', '/api/chat/memory', { text: 'I take metformin' });
    const imported = await call(other, 'POST', '/api/account/import', exported);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ imported: { coachMemories: 1 }, skipped: { coachMemories: 1 } });
    expect((await memories(other)).map((memory) => memory.text)).toEqual(['I take metformin', 'I train at 6 am']);

    const full = await signUp(app);
    await Promise.all(
      Array.from({ length: COACH_MEMORY_MAX - 1 }, (_, index) => call(full, 'POST', '/api/chat/memory', { text: `Fact ${index}` })),
    );
    expect((await call(full, 'POST', '/api/account/import', exported)).json()).toMatchObject({
      imported: { coachMemories: 1 },
      skipped: { coachMemories: 1 },
    });
    expect(await memories(full)).toHaveLength(COACH_MEMORY_MAX);
  });

  it('takes no token: a session only', async () => {
    const person = await signUp(app);
    const made = await call(person, 'POST', '/api/tokens', { name: 'Script', expiresIn: '1d', scopes: ['chat'] });
    const { token } = made.json() as { token: string };
    const viaToken = await app.inject({ method: 'GET', url: '/api/chat/memory', headers: { authorization: `Bearer ${token}` } });
    expect(viaToken.statusCode).toBe(403);
  });
});
