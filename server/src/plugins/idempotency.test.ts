import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { z } from 'zod';
import type { App } from '../app';
import { idempotencyKeys } from '../db/schema';
import { registerIdempotency } from './idempotency';
import { createTestApp, signUp, testDatabase } from '../../test/test-app';

let app: App;
const { db } = testDatabase();
beforeAll(async () => {
  app = await createTestApp();
});

const coldSession = { exposureMethod: 'cold_shower', temperature: 55, duration: 150, completed: true };

const logCold = (cookie: string, key?: string, payload: object = coldSession) =>
  app.inject({
    method: 'POST',
    url: '/api/protocols/cold',
    headers: { cookie, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload,
  });

const coldLogsOf = async (cookie: string) =>
  (await app.inject({ method: 'GET', url: '/api/protocols/cold', headers: { cookie } })).json() as { id: number }[];

describe('Idempotency-Key on writes', () => {
  it('stores a write sent twice with one key once, and answers the second with the first answer', async () => {
    const { cookie } = await signUp(app);
    const key = randomUUID();
    const first = await logCold(cookie, key);
    const again = await logCold(cookie, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await coldLogsOf(cookie)).toHaveLength(1);

    // Without a key, or with another one, each write is its own.
    await logCold(cookie);
    await logCold(cookie, randomUUID());
    expect(await coldLogsOf(cookie)).toHaveLength(3);
  });

  it('stores one write when the same keyed request arrives twice at once', async () => {
    const { cookie } = await signUp(app);
    const key = randomUUID();
    const answers = await Promise.all([logCold(cookie, key), logCold(cookie, key), logCold(cookie, key)]);
    expect(await coldLogsOf(cookie)).toHaveLength(1);
    for (const answer of answers) {
      // Either the answer itself, or "still being handled" (409, retry shortly): never a second write.
      expect([201, 409]).toContain(answer.statusCode);
      if (answer.statusCode === 409) expect(answer.json().message).toMatch(/still being handled/);
    }
    expect(answers.filter((answer) => answer.statusCode === 201).length).toBeGreaterThanOrEqual(1);
  });

  it('refuses a key used before for a different request, and keeps each person’s keys apart', async () => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    const key = randomUUID();
    expect((await logCold(alice.cookie, key)).statusCode).toBe(201);
    const different = await logCold(alice.cookie, key, { ...coldSession, duration: 200 });
    expect(different.statusCode).toBe(422);
    expect(different.json()).toEqual({ message: 'This Idempotency-Key was already used for a different request' });
    // Bob's write with the same key is his own.
    expect((await logCold(bob.cookie, key)).statusCode).toBe(201);
    expect(await coldLogsOf(bob.cookie)).toHaveLength(1);
    expect(await coldLogsOf(alice.cookie)).toHaveLength(1);
  });

  it('replays a refusal too: a second active fast refused once is refused the same way', async () => {
    const { cookie } = await signUp(app);
    const startTime = new Date(Date.now() - 60_000).toISOString();
    const start = (key: string) =>
      app.inject({
        method: 'POST',
        url: '/api/fasting-logs',
        headers: { cookie, 'idempotency-key': key },
        payload: { startTime, targetHours: 16 },
      });
    const first = await start(randomUUID());
    expect(first.statusCode).toBe(201);
    const key = randomUUID();
    const refused = await start(key);
    expect(refused.statusCode).toBe(409);
    const again = await start(key);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refused.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('keeps a PATCH’s answer: a checklist tick sent again is answered without changing anything', async () => {
    const { cookie } = await signUp(app);
    const day = new Date().toISOString().slice(0, 10);
    const tick = (key: string, payload: object) =>
      app.inject({ method: 'PATCH', url: `/api/daily-checklist/${day}`, headers: { cookie, 'idempotency-key': key }, payload });
    const key = randomUUID();
    const first = await tick(key, { sunlightExposureCompleted: true });
    expect(first.statusCode).toBe(200);
    // Unticked in between (another device): the old tick, retried, does not tick it again.
    expect((await tick(randomUUID(), { sunlightExposureCompleted: false })).statusCode).toBe(200);
    const retried = await tick(key, { sunlightExposureCompleted: true });
    expect(retried.json()).toEqual(first.json());
    const today = await app.inject({ method: 'GET', url: '/api/daily-checklist/today', headers: { cookie } });
    expect(today.json().sunlightExposureCompleted).toBe(false);
  });

  it('honours a key for 24 hours: after that the same key writes again', async () => {
    const { cookie, user } = await signUp(app);
    const key = randomUUID();
    expect((await logCold(cookie, key)).statusCode).toBe(201);
    await db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key)));
    const later = await logCold(cookie, key);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await coldLogsOf(cookie)).toHaveLength(2);
  });

  it('says so when an earlier request with the key never finished (the server stopped mid-way)', async () => {
    const { cookie, user } = await signUp(app);
    const key = randomUUID();
    const hashOf = async () => {
      await logCold(cookie, key);
      const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
      return row!.requestHash;
    };
    const requestHash = await hashOf();
    // The state a crash between the write and keeping its answer leaves behind.
    await db
      .update(idempotencyKeys)
      .set({ statusCode: null, responseBody: null, createdAt: sql`now() - interval '2 minutes'` })
      .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.requestHash, requestHash)));
    const retried = await logCold(cookie, key);
    expect(retried.statusCode).toBe(409);
    expect(retried.json().message).toMatch(/never finished: check whether it was saved/);
    expect(await coldLogsOf(cookie)).toHaveLength(1);
  });

  it('refuses a malformed key before writing anything', async () => {
    const { cookie } = await signUp(app);
    for (const key of ['', 'x'.repeat(256), 'has space', 'naïve']) {
      const response = await logCold(cookie, key);
      expect(response.statusCode, JSON.stringify(key)).toBe(400);
      expect(response.json()).toEqual({ message: 'Idempotency-Key must be 1 to 255 visible ASCII characters' });
    }
    expect(await coldLogsOf(cookie)).toHaveLength(0);
  });

  it('never keeps a secret for a replay: a token made with a key is not shown again, even once revoked', async () => {
    const { cookie, user } = await signUp(app);
    const key = randomUUID();
    const create = () =>
      app.inject({
        method: 'POST',
        url: '/api/tokens',
        headers: { cookie, 'idempotency-key': key },
        payload: { name: 'Scripts', expiresIn: '30d', scopes: ['biometrics:read'] },
      });
    const first = await create();
    expect(first.statusCode).toBe(201);
    const { token } = first.json() as { token: string; summary: { id: number } };
    const [kept] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
    expect(kept!.responseBody).not.toContain(token);

    const tokens = (await app.inject({ method: 'GET', url: '/api/tokens', headers: { cookie } })).json() as { id: number }[];
    await app.inject({ method: 'DELETE', url: `/api/tokens/${tokens[0]!.id}`, headers: { cookie } });
    const replay = await create();
    expect(replay.statusCode).toBe(409);
    expect(replay.json().message).toMatch(/secret was shown once/);
    expect(replay.body).not.toContain(token);
    // Nothing new was made, and the revoked token stays revoked.
    expect((await app.inject({ method: 'GET', url: '/api/tokens', headers: { cookie } })).json()).toHaveLength(0);
    const withRevoked = await app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });
    expect(withRevoked.statusCode).toBe(401);
  });

  it('keeps no webhook signing secret for a replay', async () => {
    const { cookie, user } = await signUp(app);
    const key = randomUUID();
    const create = () =>
      app.inject({
        method: 'POST',
        url: '/api/webhooks',
        headers: { cookie, 'idempotency-key': key },
        payload: { url: 'https://hooks.example.com/in', events: ['log.created'] },
      });
    const first = await create();
    expect(first.statusCode).toBe(201);
    const { secret } = first.json() as { secret: string };
    const [kept] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
    expect(kept!.responseBody).not.toContain(secret);
    const replay = await create();
    expect(replay.statusCode).toBe(409);
    expect(replay.body).not.toContain(secret);
  });

  it('refuses at start-up a route that answers with a token or secret without saying so', async () => {
    const bare = Fastify();
    registerIdempotency(bare, db);
    const response = { 201: z.object({ token: z.string() }) };
    expect(() => bare.post('/api/things', { schema: { response } }, async () => ({ token: 'x' }))).toThrow(
      /POST \/api\/things answers with a "token": mark it config.answerHoldsSecret/,
    );
    expect(() =>
      bare.post('/api/marked', { config: { answerHoldsSecret: true }, schema: { response } }, async () => ({ token: 'x' })),
    ).not.toThrow();
    await bare.close();
  });
});
