import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp } from '../../../test/test-app';
import { expectTimeOfWriteKept } from '../../../test/time-of-write';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

const session = { proteinAmount: 35, exerciseDuration: 1620, timeAfterWaking: 20 };

describe('30-30-30 logs', () => {
  it('stores a session for the caller and lists it newest first', async () => {
    const { cookie, user } = await signUp(app);
    const first = await app.inject({
      method: 'POST',
      url: '/api/protocols/thirty',
      headers: { cookie },
      payload: { ...session, userId: user.id, completed: true },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      userId: user.id,
      proteinAmount: 35,
      exerciseDuration: 1620,
      timeAfterWaking: 20,
      completed: true,
    });
    expect(first.json().id).toBeGreaterThan(0);
    expect(Date.parse(first.json().timestamp)).toBeGreaterThan(Date.now() - 60_000);
    await app.inject({
      method: 'POST',
      url: '/api/protocols/thirty',
      headers: { cookie },
      payload: { proteinAmount: 10, exerciseDuration: 60 },
    });

    const list = await app.inject({ method: 'GET', url: `/api/protocols/thirty/${user.id}`, headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((log: { proteinAmount: number }) => log.proteinAmount)).toEqual([10, 35]);
    expect(list.json()[0].completed).toBe(false); // decided by the rule when not sent
  });

  it('refuses completed=true when the numbers miss the rule, with the docs/product.md message', async () => {
    const { cookie } = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/protocols/thirty',
      headers: { cookie },
      payload: { proteinAmount: 29, exerciseDuration: 1500, completed: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "completed: Please ensure you've consumed at least 30g of protein and exercised for at least 25 minutes.",
    );
  });

  it.each([
    [{ proteinAmount: -1 }, 'proteinAmount: Protein must be between 0 and 500 g'],
    [{ proteinAmount: -10 }, 'proteinAmount: Protein must be between 0 and 500 g'],
    [{ proteinAmount: 99_999 }, 'proteinAmount: Protein must be between 0 and 500 g'],
    [{ timeAfterWaking: 99_999 }, 'timeAfterWaking: Time after waking must be between 0 and 1440 minutes'],
    [{ exerciseDuration: 14_401 }, 'exerciseDuration: Exercise must be between 0 and 14400 seconds'],
    [{ exerciseDuration: 1.5 }, 'exerciseDuration: Exercise must be a whole number'],
    [{ proteinAmount: 'lots' }, 'proteinAmount: Protein must be a number'],
  ])('answers 400 for %o', async (override, message) => {
    const { cookie } = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/protocols/thirty',
      headers: { cookie },
      payload: { ...session, ...override },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('needs a session, and refuses another user id in the body or path', async () => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    expect((await app.inject({ method: 'POST', url: '/api/protocols/thirty', payload: session })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/api/protocols/thirty/${alice.user.id}` })).statusCode).toBe(401);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/protocols/thirty',
      headers: { cookie: alice.cookie },
      payload: { ...session, userId: bob.user.id },
    });
    expect(forged.statusCode).toBe(403);
    const peek = await app.inject({ method: 'GET', url: `/api/protocols/thirty/${bob.user.id}`, headers: { cookie: alice.cookie } });
    expect(peek.statusCode).toBe(403);
  });

  it('pages with limit and before, and bounds limit', async () => {
    const { cookie, user } = await signUp(app);
    for (const protein of [31, 32, 33]) {
      await app.inject({
        method: 'POST',
        url: '/api/protocols/thirty',
        headers: { cookie },
        payload: { ...session, proteinAmount: protein },
      });
    }
    const page1 = await app.inject({ method: 'GET', url: `/api/protocols/thirty/${user.id}?limit=2`, headers: { cookie } });
    expect(page1.json().map((log: { proteinAmount: number }) => log.proteinAmount)).toEqual([33, 32]);
    const before = encodeURIComponent(page1.json()[1].timestamp);
    const page2 = await app.inject({
      method: 'GET',
      url: `/api/protocols/thirty/${user.id}?limit=2&before=${before}`,
      headers: { cookie },
    });
    expect(page2.json().map((log: { proteinAmount: number }) => log.proteinAmount)).toEqual([31]);
    const tooMany = await app.inject({ method: 'GET', url: `/api/protocols/thirty/${user.id}?limit=1000`, headers: { cookie } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('limit: limit must be at most 200');
  });
});

describe('alternate 30-30-30 endpoints', () => {
  it('creates with a timestamp, lists the caller’s logs and patches completed=true', async () => {
    const { cookie } = await signUp(app);
    const when = new Date(Date.now() - 3600_000).toISOString();
    const created = await app.inject({
      method: 'POST',
      url: '/api/thirty-thirty-thirty-logs',
      headers: { cookie },
      payload: { ...session, completed: false, timestamp: when },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ completed: false, timestamp: when });

    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/thirty-thirty-thirty-logs/${created.json().id}`,
      headers: { cookie },
      payload: { completed: true },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().completed).toBe(true);
    const list = await app.inject({ method: 'GET', url: '/api/thirty-thirty-thirty-logs', headers: { cookie } });
    expect(list.json()).toHaveLength(1);
  });

  it('will not complete a session that misses the rule, nor one in the future', async () => {
    const { cookie } = await signUp(app);
    const short = await app.inject({
      method: 'POST',
      url: '/api/thirty-thirty-thirty-logs',
      headers: { cookie },
      payload: { proteinAmount: 20, exerciseDuration: 600 },
    });
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/thirty-thirty-thirty-logs/${short.json().id}`,
      headers: { cookie },
      payload: { completed: true },
    });
    expect(patched.statusCode).toBe(400);
    const future = await app.inject({
      method: 'POST',
      url: '/api/thirty-thirty-thirty-logs',
      headers: { cookie },
      payload: { ...session, timestamp: new Date(Date.now() + 3600_000).toISOString() },
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('timestamp: timestamp cannot be in the future');
  });

  it("answers 404 for another user's log id", async () => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    const bobs = await app.inject({
      method: 'POST',
      url: '/api/thirty-thirty-thirty-logs',
      headers: { cookie: bob.cookie },
      payload: session,
    });
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/thirty-thirty-thirty-logs/${bobs.json().id}`,
      headers: { cookie: alice.cookie },
      payload: { completed: true },
    });
    expect(response.statusCode).toBe(404);
    const aliceList = await app.inject({ method: 'GET', url: '/api/thirty-thirty-thirty-logs', headers: { cookie: alice.cookie } });
    expect(aliceList.json()).toEqual([]);
  });

  it('keeps when a 30-30-30 session logged offline happened, and refuses a time in the future', () =>
    expectTimeOfWriteKept(app, '/api/protocols/thirty', { ...session, completed: true }));
});
