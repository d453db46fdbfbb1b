import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cookieFrom, startServerProcess, type ServerProcess } from '../test/server-process';
import { newAccount } from '../test/test-app';

/**
 * Two app servers, each its own process, on one PostgreSQL (the CI machine's PostgreSQL when
 * TEST_DATABASE_URL is set), with their session caches on as in production: nothing that must hold
 * across requests lives in one server's memory. A session started on one is good on the other;
 * signing out, a new password, a profile change and a deleted account reach the other within a
 * second; password guesses count together; the one-active-fast rule holds when both are asked at
 * the same instant.
 */
let first: ServerProcess;
let second: ServerProcess;
beforeAll(async () => {
  const env = { DATABASE_URL: inject('databaseUrl'), SESSION_CACHE_SECONDS: '30', LOGIN_MAX_FAILURES_PER_USERNAME: '5' };
  [first, second] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
});
afterAll(async () => {
  await Promise.all([first, second].filter(Boolean).map((server) => (server.child.kill('SIGTERM'), server.exited)));
});

type Call = { method?: string; cookie?: string; body?: unknown };
const call = (server: ServerProcess, path: string, { method = 'GET', cookie, body }: Call = {}) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function signUp(server: ServerProcess) {
  const account = newAccount();
  const response = await call(server, '/api/register', { method: 'POST', body: account });
  expect(response.status).toBe(201);
  return { account, cookie: cookieFrom(response), user: (await response.json()) as { id: number } };
}

async function signIn(server: ServerProcess, username: string, password: string) {
  const response = await call(server, '/api/login', { method: 'POST', body: { username, password } });
  expect(response.status).toBe(200);
  return cookieFrom(response);
}

/** Milliseconds until `path` answers `status` on `server` (polled every 20 ms), or the test fails after 1 s. */
async function msUntilStatus(server: ServerProcess, path: string, cookie: string, status: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const response = await call(server, path, { cookie });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status === status) return elapsed;
    if (elapsed > 1_000) throw new Error(`${path} still answered ${response.status} after ${elapsed.toFixed(0)} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Reads the person twice on `server`, so its cache holds the session. */
async function warm(server: ServerProcess, cookie: string) {
  for (let index = 0; index < 2; index += 1) expect((await call(server, '/api/user', { cookie })).status).toBe(200);
}

describe('two app servers sharing one database', () => {
  it('honour each other’s sessions, and a sign-out on one ends the session on the other within a second', async () => {
    const { cookie, user } = await signUp(first);
    const onSecond = await call(second, '/api/user', { cookie });
    expect(onSecond.status).toBe(200);
    expect(((await onSecond.json()) as { id: number }).id).toBe(user.id);
    await warm(first, cookie);
    await warm(second, cookie);
    expect((await call(first, '/api/logout', { method: 'POST', cookie })).status).toBeLessThan(300);
    // The server that signed out forgets at once; the other hears of it through PostgreSQL.
    expect((await call(first, '/api/user', { cookie })).status).toBe(401);
    expect(await msUntilStatus(second, '/api/user', cookie, 401)).toBeLessThan(1_000);
  });

  it('end the other sessions everywhere within a second of a password change', async () => {
    const { account, cookie } = await signUp(first);
    const elsewhere = await signIn(second, account.username, account.password);
    await warm(second, elsewhere);
    await warm(first, elsewhere);
    const changed = await call(first, '/api/account/password', {
      method: 'POST',
      cookie,
      body: { currentPassword: account.password, newPassword: 'a-brand-new-password' },
    });
    expect(changed.status).toBeLessThan(300);
    expect((await call(first, '/api/user', { cookie: elsewhere })).status).toBe(401);
    expect(await msUntilStatus(second, '/api/user', elsewhere, 401)).toBeLessThan(1_000);
  });

  it('show a profile change on the other server within a second', async () => {
    const { cookie } = await signUp(first);
    await warm(second, cookie);
    expect((await call(first, '/api/account', { method: 'PATCH', cookie, body: { displayName: 'Renamed Person' } })).status).toBe(200);
    const started = performance.now();
    for (;;) {
      const person = (await (await call(second, '/api/user', { cookie })).json()) as { displayName: string };
      if (person.displayName === 'Renamed Person') break;
      expect(performance.now() - started).toBeLessThan(1_000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  it('refuse a deleted account’s session on the other server within a second', async () => {
    const { account, cookie } = await signUp(first);
    await warm(second, cookie);
    expect((await call(first, '/api/account', { method: 'DELETE', cookie, body: { password: account.password } })).status).toBeLessThan(
      300,
    );
    expect(await msUntilStatus(second, '/api/user', cookie, 401)).toBeLessThan(1_000);
  });

  it('count password guesses together: 40 wrong ones spread over both get exactly 5 checks', async () => {
    const { account } = await signUp(first);
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        call(index % 2 === 0 ? first : second, '/api/login', {
          method: 'POST',
          body: { username: account.username, password: `wrong-${index}` },
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
  });

  it('keep one active fast per person when both are asked at once', async () => {
    const { cookie, user } = await signUp(first);
    const startTime = new Date(Date.now() - 3_600_000).toISOString();
    const start = (server: ServerProcess) =>
      call(server, '/api/protocols/fasting', { method: 'POST', cookie, body: { userId: user.id, startTime, targetHours: 16 } });
    const responses = await Promise.all([start(first), start(second), start(first), start(second)]);
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409]);
    const fasts = (await (await call(second, `/api/protocols/fasting/${user.id}`, { cookie })).json()) as { endTime: string | null }[];
    expect(fasts.filter((fast) => fast.endTime === null)).toHaveLength(1);
  });
});
