import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import { createTestApp, signUp } from '../test/test-app';

/**
 * Two app servers on one PostgreSQL (the CI machine's PostgreSQL when TEST_DATABASE_URL is set):
 * nothing that must hold across requests lives in one server's memory. A session started on one is
 * good on the other, password guesses count together, and the one-active-fast rule holds when both
 * are asked at the same instant.
 */
let first: App;
let second: App;
beforeAll(async () => {
  const env = { LOGIN_MAX_FAILURES_PER_USERNAME: '5' };
  [first, second] = await Promise.all([createTestApp(env), createTestApp(env)]);
});

const address = () => `10.77.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;

describe('two app servers sharing one database', () => {
  it('honour each other’s sessions, and a sign-out on one ends the session on both', async () => {
    const { cookie, user } = await signUp(first);
    const onSecond = await second.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(onSecond.statusCode).toBe(200);
    expect(onSecond.json().id).toBe(user.id);
    expect((await second.inject({ method: 'POST', url: '/api/logout', headers: { cookie } })).statusCode).toBeLessThan(300);
    expect((await first.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
  });

  it('count password guesses together: 40 wrong ones spread over both get exactly 5 checks', async () => {
    const { account } = await signUp(first);
    const attacker = address();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        (index % 2 === 0 ? first : second).inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: attacker,
          payload: { username: account.username, password: `wrong-${index}` },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
  });

  it('keep one active fast per person when both are asked at once', async () => {
    const { cookie, user } = await signUp(first);
    const startTime = new Date(Date.now() - 3_600_000).toISOString();
    const start = (app: App) =>
      app.inject({
        method: 'POST',
        url: '/api/protocols/fasting',
        headers: { cookie },
        payload: { userId: user.id, startTime, targetHours: 16 },
      });
    const responses = await Promise.all([start(first), start(second), start(first), start(second)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const fasts = (await second.inject({ method: 'GET', url: `/api/protocols/fasting/${user.id}`, headers: { cookie } })).json();
    expect(fasts.filter((fast: { endTime: string | null }) => fast.endTime === null)).toHaveLength(1);
  });
});
