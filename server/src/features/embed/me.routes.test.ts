import type { ApiScope } from '@uh/core/embed/embed-tokens.schema';
import { PROTOCOL_REGISTRY } from '@uh/core/protocols/protocol-registry';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp } from '../../../test/test-app';
import { bearer, createEmbedToken } from './embed-test-helpers';

/** A script holding only a personal access token learns whose it is, and can write `me` for the id. */

type Person = Awaited<ReturnType<typeof signUp>>;
let app: App;

beforeAll(async () => {
  app = await createTestApp();
});

async function personalToken(owner: Person, scopes: readonly ApiScope[]) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/tokens',
    headers: { cookie: owner.cookie },
    payload: { name: 'My script', expiresIn: '1d', scopes },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { token: string }).token;
}

// Every route with a {userId} in its path (each protocol's list), and the scope a token needs
// there: health readings need biometrics:read, every other protocol's logs logs:read.
const USER_ID_ROUTES = PROTOCOL_REGISTRY.map(({ key, api }) => [api.list, key === 'biometrics' ? 'biometrics:read' : 'logs:read'] as const);
const BUILT_IN_USER_ID_ROUTES = [
  ['/api/biometrics/:userId', 'biometrics:read'],
  ['/api/protocols/thirty/:userId', 'logs:read'],
  ['/api/protocols/fasting/:userId', 'logs:read'],
  ['/api/protocols/cold/:userId', 'logs:read'],
];

describe('GET /api/me', () => {
  it('tells a personal access token with any read scope its owner’s id, username, time zone and units', async () => {
    const owner = await signUp(app);
    await app.inject({ method: 'PATCH', url: '/api/settings', headers: { cookie: owner.cookie }, payload: { weightUnit: 'kg' } });
    for (const scope of ['logs:read', 'biometrics:read', 'checklist:read', 'progress:read'] as const) {
      const response = await app.inject({ method: 'GET', url: '/api/me', headers: bearer(await personalToken(owner, [scope])) });
      expect(response.statusCode, scope).toBe(200);
      expect(response.json()).toEqual({
        id: owner.user.id,
        username: owner.user.username,
        timeZone: expect.any(String),
        units: { weight: 'kg', temperature: 'F' },
      });
    }
    const withCookie = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: owner.cookie } });
    expect(withCookie.json().id).toBe(owner.user.id);
  });

  it('refuses a token without a read scope, and widget tokens, naming why', async () => {
    const owner = await signUp(app);
    const writeOnly = await app.inject({ method: 'GET', url: '/api/me', headers: bearer(await personalToken(owner, ['logs:write'])) });
    expect(writeOnly.statusCode).toBe(403);
    expect(writeOnly.json().message).toMatch(/^This token needs one of the read scopes .*logs:read, biometrics:read/);
    const embed = await app.inject({ method: 'GET', url: '/api/me', headers: bearer((await createEmbedToken(app, owner.cookie)).token) });
    expect(embed.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });

  it('is in the route table of every path with a user id, each of which takes `me`', async () => {
    const withUserId = app.apiRoutes.filter((route) => route.url.includes(':userId') && route.method !== 'HEAD');
    expect(withUserId.map((route) => route.url).sort()).toEqual(USER_ID_ROUTES.map(([url]) => url).sort());
    expect(USER_ID_ROUTES).toEqual(expect.arrayContaining(BUILT_IN_USER_ID_ROUTES));
  });

  it.each(USER_ID_ROUTES)('%s takes `me` for the caller, with a token or a session; another id is still 403', async (url, scope) => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const token = await personalToken(owner, [scope]);
    for (const headers of [bearer(token), { cookie: owner.cookie }]) {
      const own = await app.inject({ method: 'GET', url: url.replace(':userId', 'me'), headers });
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json()).toEqual([]);
      const foreign = await app.inject({ method: 'GET', url: url.replace(':userId', String(other.user.id)), headers });
      expect(foreign.statusCode).toBe(403);
    }
    const junk = await app.inject({ method: 'GET', url: url.replace(':userId', 'you'), headers: bearer(token) });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().message).toMatch(/userId/);
  });
});
