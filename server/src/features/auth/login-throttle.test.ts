import { describe, expect, it, vi } from 'vitest';
import { createTestApp, signUp, uniqueName } from '../../../test/test-app';
import type { App } from '../../app';
import type * as passwordModule from '../../lib/password';

// Every password check the server runs, real or against the dummy hash, counted where it happens.
const passwordChecks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/password', async (importOriginal) => {
  const actual = await importOriginal<typeof passwordModule>();
  return {
    ...actual,
    verifyPassword: (hash: string, password: string) => {
      passwordChecks.count += 1;
      return actual.verifyPassword(hash, password);
    },
    verifyAgainstDummy: (password: string) => {
      passwordChecks.count += 1;
      return actual.verifyAgainstDummy(password);
    },
  };
});

const octet = () => Math.floor(Math.random() * 250) + 1;
const randomAddress = (prefix: string) => `${prefix}.${octet()}.${octet()}`;

const login = (app: App, remoteAddress: string, username: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { username, password } });

const countStatuses = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

describe('login throttling under parallel guesses', () => {
  it('lets at most the limit of 100 parallel wrong passwords reach the password check', async () => {
    const app = await createTestApp({ LOGIN_MAX_FAILURES_PER_USERNAME: '5' });
    const { account } = await signUp(app);
    const attacker = randomAddress('10.41');

    const before = passwordChecks.count;
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) => login(app, attacker, account.username, `wrong-guess-${index}`)),
    );

    expect(passwordChecks.count - before).toBeLessThanOrEqual(5);
    expect(countStatuses(responses.map((response) => response.statusCode))).toEqual({ 401: 5, 429: 95 });
    const blocked = responses.find((response) => response.statusCode === 429)!;
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toMatch(/Too many failed sign-in attempts/);

    // The storm is over: the owner, elsewhere, still signs in.
    expect((await login(app, randomAddress('10.42'), account.username, account.password)).statusCode).toBe(200);
  });

  it('lets at most the per-address limit of parallel guesses at many usernames reach the password check', async () => {
    const app = await createTestApp({ LOGIN_MAX_FAILURES_PER_IP: '10' });
    const attacker = randomAddress('10.43');

    const before = passwordChecks.count;
    const responses = await Promise.all(Array.from({ length: 60 }, () => login(app, attacker, uniqueName(), 'wrong-guess')));

    expect(passwordChecks.count - before).toBeLessThanOrEqual(10);
    expect(countStatuses(responses.map((response) => response.statusCode))).toEqual({ 401: 10, 429: 50 });
  });
});

describe('login lockout keyed on username and address', () => {
  it('keeps an attacker’s address locked while the owner signs in from another address', async () => {
    // With 2 failures per address, the account-wide back-off starts at 40: the storm below passes it.
    const app = await createTestApp({ LOGIN_MAX_FAILURES_PER_USERNAME: '2' });
    const { account } = await signUp(app);
    const attacker = randomAddress('10.44');

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 60; attempt++) {
      statuses.push((await login(app, attacker, account.username, 'wrong-guess')).statusCode);
    }
    expect(statuses.slice(0, 2)).toEqual([401, 401]);
    expect(new Set(statuses.slice(2))).toEqual(new Set([429]));
    // Even the right password waits on the locked address.
    expect((await login(app, attacker, account.username, account.password)).statusCode).toBe(429);

    const owner = await login(app, randomAddress('10.45'), account.username, account.password);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ username: account.username });
  });

  it('backs off a username guessed from many addresses only at a much higher count', async () => {
    const app = await createTestApp({ LOGIN_MAX_FAILURES_PER_USERNAME: '2' });
    const { account } = await signUp(app);

    // 20 addresses × 2 failures: each address at its own limit, none of them refused yet.
    const statuses: number[] = [];
    for (let address = 0; address < 20; address++) {
      const remote = `10.46.${octet()}.${address + 1}`;
      for (let attempt = 0; attempt < 2; attempt++) statuses.push((await login(app, remote, account.username, 'wrong-guess')).statusCode);
    }
    expect(new Set(statuses)).toEqual(new Set([401]));

    // 40 failures across addresses: the account-wide back-off now answers 429 everywhere until the window ends.
    const blocked = await login(app, randomAddress('10.47'), account.username, account.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('does not count a successful sign-in against the address', async () => {
    const app = await createTestApp({ LOGIN_MAX_FAILURES_PER_IP: '3', LOGIN_MAX_FAILURES_PER_USERNAME: '3' });
    const { account } = await signUp(app);
    const home = randomAddress('10.48');
    for (let attempt = 0; attempt < 6; attempt++) {
      expect((await login(app, home, account.username, account.password)).statusCode).toBe(200);
    }
    expect((await login(app, home, account.username, 'wrong-guess')).statusCode).toBe(401);
  });
});
