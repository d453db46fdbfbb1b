import { describe, expect, it } from 'vitest';
import { createTestApp, signUp, uniqueName } from '../../../test/test-app';
import type { App } from '../../app';

const octet = () => Math.floor(Math.random() * 250) + 1;
const randomAddress = (prefix: string) => `${prefix}.${octet()}.${octet()}`;

/** A wrong password for a fresh username, so only the per-address limit can answer 429. */
const wrongLogin = (app: App, remoteAddress: string, forwardedFor: string) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { username: uniqueName(), password: 'wrong-guess' },
  });

const sessionCookieName = (response: { cookies: { name: string }[] }) =>
  response.cookies.find((cookie) => cookie.name.endsWith('uh_session'))?.name;

describe('TRUST_PROXY as a number of proxy hops', () => {
  it.each(['1', 'true'])(
    'TRUST_PROXY=%s: throttles by the address the proxy saw, whatever X-Forwarded-For the client sent',
    async (trustProxy) => {
      const app = await createTestApp({ TRUST_PROXY: trustProxy, LOGIN_MAX_FAILURES_PER_IP: '30' });
      const client = randomAddress('198.51');
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 60; attempt++) {
        // The client invents the left entry; the proxy (on 127.0.0.1) appends the address it saw.
        statuses.push((await wrongLogin(app, '127.0.0.1', `${randomAddress('203.0')}, ${client}`)).statusCode);
      }
      expect(new Set(statuses.slice(0, 30))).toEqual(new Set([401]));
      expect(new Set(statuses.slice(30))).toEqual(new Set([429]));
    },
  );

  it('with 2 hops uses the second address from the right', async () => {
    const app = await createTestApp({ TRUST_PROXY: '2', LOGIN_MAX_FAILURES_PER_IP: '3' });
    const client = randomAddress('198.52');
    const innerProxy = '10.0.0.7';
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await wrongLogin(app, '127.0.0.1', `${randomAddress('203.1')}, ${client}, ${innerProxy}`)).statusCode).toBe(401);
    }
    expect((await wrongLogin(app, '127.0.0.1', `${randomAddress('203.1')}, ${client}, ${innerProxy}`)).statusCode).toBe(429);
    // Another client behind the same two proxies has its own count.
    expect((await wrongLogin(app, '127.0.0.1', `${client}, ${randomAddress('198.53')}, ${innerProxy}`)).statusCode).toBe(401);
  });

  it('still means HTTPS is in front: Secure __Host- cookie and HSTS from X-Forwarded-Proto', async () => {
    const app = await createTestApp({ TRUST_PROXY: '2' });
    const { account } = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': `${randomAddress('198.54')}, 10.0.0.7` },
      payload: { username: account.username, password: account.password },
    });
    expect(response.statusCode).toBe(200);
    expect(sessionCookieName(response)).toBe('__Host-uh_session');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });
});

describe('TRUST_PROXY as the proxies’ addresses', () => {
  const trusted = { TRUST_PROXY: '10.20.0.0/16, 192.0.2.1', LOGIN_MAX_FAILURES_PER_IP: '3' };

  it('takes the client address from X-Forwarded-For only when a listed proxy sent the request', async () => {
    const app = await createTestApp(trusted);
    const client = randomAddress('198.55');
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await wrongLogin(app, randomAddress('10.20'), `${randomAddress('203.2')}, ${client}`)).statusCode).toBe(401);
    }
    expect((await wrongLogin(app, '192.0.2.1', `${randomAddress('203.2')}, ${client}`)).statusCode).toBe(429);
    expect((await wrongLogin(app, randomAddress('10.20'), randomAddress('198.56'))).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For from any other address', async () => {
    const app = await createTestApp(trusted);
    const direct = randomAddress('100.64');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      statuses.push((await wrongLogin(app, direct, `${randomAddress('203.3')}, ${randomAddress('10.20')}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
  });

  it('believes X-Forwarded-Proto from a listed proxy only', async () => {
    const app = await createTestApp({ TRUST_PROXY: '10.20.0.0/16' });
    const { account } = await signUp(app);
    const payload = { username: account.username, password: account.password };
    const headers = { 'x-forwarded-proto': 'https' };
    const viaProxy = await app.inject({ method: 'POST', url: '/api/login', remoteAddress: '10.20.1.1', headers, payload });
    expect(sessionCookieName(viaProxy)).toBe('__Host-uh_session');
    const direct = await app.inject({ method: 'POST', url: '/api/login', remoteAddress: randomAddress('100.65'), headers, payload });
    expect(direct.statusCode).toBe(200);
    expect(sessionCookieName(direct)).toBe('uh_session');
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });
});
