import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { chatMessages } from '../../db/schema';
import { createTestApp, signUp, testDatabase } from '../../../test/test-app';
import { CHAT_HISTORY_MAX } from './chat.service';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ CHAT_MESSAGES_PER_MINUTE: '5' });
});

const post = (cookie: string, url: string, payload: object) => app.inject({ method: 'POST', url, headers: { cookie }, payload });

describe('chat writes are limited', () => {
  it('answers 429 with Retry-After past the per-minute budget of saved messages, storing nothing more', async () => {
    const { cookie } = await signUp(app);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      statuses.push((await post(cookie, '/api/chat/messages', { role: 'user', content: `note ${i} ${'x'.repeat(2000)}` })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    const refused = await post(cookie, '/api/chat/messages', { role: 'user', content: 'one more' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toBe('You are sending messages too quickly. Please wait a moment and try again.');
    const stored = (await app.inject({ method: 'GET', url: '/api/chat/messages', headers: { cookie } })).json() as unknown[];
    expect(stored).toHaveLength(5);
  });

  it('counts the fixed emergency answer as a write too', async () => {
    const { cookie } = await signUp(app);
    const ask = { messages: [{ role: 'user', content: 'I want to kill myself' }] };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await post(cookie, '/api/chat/completion', ask)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it(`keeps the newest ${CHAT_HISTORY_MAX} messages of a person, dropping the oldest`, async () => {
    const { cookie, user } = await signUp(app);
    const { db } = testDatabase();
    await db.execute(sql`
      INSERT INTO chat_messages (user_id, role, content)
      SELECT ${user.id}, 'user', 'old ' || n FROM generate_series(1, ${CHAT_HISTORY_MAX}) AS n`);
    expect((await post(cookie, '/api/chat/messages', { role: 'user', content: 'the newest' })).statusCode).toBe(201);
    const rows = await db.select({ content: chatMessages.content }).from(chatMessages).where(eq(chatMessages.userId, user.id));
    expect(rows).toHaveLength(CHAT_HISTORY_MAX);
    const contents = new Set(rows.map((row) => row.content));
    expect(contents.has('old 1')).toBe(false);
    expect(contents.has('old 2')).toBe(true);
    expect(contents.has('the newest')).toBe(true);
  });
});
