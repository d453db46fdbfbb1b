import { createHash } from 'node:crypto';
import { API_SCOPES, type ApiScope, WRITE_WITHOUT_CONFIRM_SCOPE } from '@uh/core/embed/embed-tokens.schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { apiTokens } from '../../db/schema';
import { missingScopeMessage, PERSONAL_TOKEN_REFUSED } from '../../plugins/guards';
import { VALID_BODIES } from '../../../test/route-samples';
import { createTestApp, signUp, testDatabase } from '../../../test/test-app';
import { bearer } from './embed-test-helpers';

/**
 * Personal access tokens: made in Settings → Embeds & tokens with scopes, they reach exactly the
 * routes their scopes cover. The route table drives the test, so a route added later is held to
 * its scope decision (and a route without one cannot even be registered: guards.test.ts).
 */

type Person = Awaited<ReturnType<typeof signUp>>;
let app: App;
let person: Person;

beforeAll(async () => {
  app = await createTestApp();
  person = await signUp(app);
});

async function personalToken(owner: Person, scopes: readonly ApiScope[], expiresIn = '30d') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/tokens',
    headers: { cookie: owner.cookie },
    payload: { name: 'My script', expiresIn, scopes },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { token: string; summary: { id: number; kind: string; scopes: string[] } };
}

/** A concrete path for a route: the caller's own id, a day, and a record id nobody has. */
function pathOf(url: string, userId: number) {
  return url
    .replace(':userId', String(userId))
    .replace(':date', '2026-01-15')
    .replace(':kind', 'long-fast')
    .replace(':provider', 'oura')
    .replace(':courseId', 'fasting-fundamentals')
    .replace(':lesson', '1')
    .replace(':undoId', '00000000-0000-4000-8000-000000000000')
    .replace(/:[A-Za-z]+/g, '987654321');
}

const call = (method: string, url: string, token: string, userId: number) => {
  const body = VALID_BODIES[`${method} ${url}`]?.(userId);
  return app.inject({
    method: method as 'GET',
    url: pathOf(url, userId),
    headers: bearer(token),
    ...(body && method !== 'GET' ? { payload: body } : {}),
  });
};

describe('creating a personal access token', () => {
  it('shows the token once, stores only its hash, and lists it with its scopes', async () => {
    const { token, summary } = await personalToken(person, ['logs:read', 'biometrics:read']);
    expect(token).toMatch(/^uhp_[A-Za-z0-9_-]{43}$/);
    expect(summary).toMatchObject({ kind: 'personal', scopes: ['logs:read', 'biometrics:read'] });
    const [row] = await testDatabase().db.select().from(apiTokens).where(eq(apiTokens.id, summary.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const listed = (await app.inject({ method: 'GET', url: '/api/tokens', headers: { cookie: person.cookie } })).json();
    expect(listed).toContainEqual(expect.objectContaining({ id: summary.id, kind: 'personal', lastUsedAt: null }));
  });

  it.each([
    [{ scopes: [] }, 'Pick at least one scope'],
    [{ scopes: ['logs:read', 'logs:read'] }, 'Name each scope once'],
    [{ scopes: ['admin'] }, 'each scope must be one of logs:read'],
    [{ scopes: ['widget'] }, 'each scope must be one of logs:read'],
  ])('refuses %j', async (changes, message) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { cookie: person.cookie },
      payload: { name: 'Bad', expiresIn: '1d', ...changes },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('cannot be made, listed or revoked with a token', async () => {
    const { token } = await personalToken(person, API_SCOPES);
    const made = await app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: bearer(token),
      payload: { name: 'x', expiresIn: '1d', scopes: ['chat'] },
    });
    expect(made.statusCode).toBe(403);
    expect(made.json().message).toBe(PERSONAL_TOKEN_REFUSED);
  });
});

describe('every /api route against its scope', () => {
  const routes = () => app.apiRoutes.filter((route) => route.method !== 'HEAD' && !route.isPublic);

  it('has a decision for every route, and scopes only from the list', () => {
    expect(routes().length).toBeGreaterThan(50);
    for (const route of routes())
      expect(route.scope === null || API_SCOPES.includes(route.scope), `${route.method} ${route.url}`).toBe(true);
    // Each scope opens at least one route, but the one that changes what MCP's write tools do: none is offered for nothing.
    for (const scope of API_SCOPES.filter((candidate) => candidate !== WRITE_WITHOUT_CONFIRM_SCOPE))
      expect(
        routes().some((route) => route.scope === scope),
        scope,
      ).toBe(true);
  });

  it('refuses a token without the route’s scope, naming it, and lets one with it through', async () => {
    const owner = await signUp(app);
    const tokens = Object.fromEntries(
      await Promise.all(API_SCOPES.map(async (scope) => [scope, (await personalToken(owner, [scope])).token] as const)),
    ) as Record<ApiScope, string>;
    const failures: string[] = [];
    for (const route of routes().filter((candidate) => candidate.scope !== null)) {
      const scope = route.scope!;
      const other = API_SCOPES.find((candidate) => candidate !== scope)!;
      const without = await call(route.method, route.url, tokens[other], owner.user.id);
      if (without.statusCode !== 403 || without.json().message !== missingScopeMessage(scope)) {
        failures.push(`${route.method} ${route.url} without ${scope}: ${without.statusCode} ${without.body.slice(0, 120)}`);
      }
      const holding = await call(route.method, route.url, tokens[scope], owner.user.id);
      if ([401, 403].includes(holding.statusCode)) {
        failures.push(`${route.method} ${route.url} with ${scope}: ${holding.statusCode} ${holding.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('keeps account, sign-in, token and settings routes to the signed-in app, whatever the scopes', async () => {
    const owner = await signUp(app);
    const { token } = await personalToken(owner, API_SCOPES);
    const failures: string[] = [];
    for (const route of routes().filter((candidate) => candidate.scope === null && !candidate.checksScopesItself)) {
      const response = await call(route.method, route.url, token, owner.user.id);
      if (response.statusCode !== 403) failures.push(`${route.method} ${route.url}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
    // The account is still there and still signed in.
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: owner.cookie } })).statusCode).toBe(200);
  });
});

describe('a token’s life', () => {
  it('reads the person’s own data, and records when and from where it was last used', async () => {
    const owner = await signUp(app);
    await app.inject({ method: 'POST', url: '/api/biometrics', headers: { cookie: owner.cookie }, payload: { weight: 172 } });
    const { token, summary } = await personalToken(owner, ['biometrics:read']);
    const read = await app.inject({ method: 'GET', url: `/api/biometrics/${owner.user.id}`, headers: bearer(token) });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual([expect.objectContaining({ weight: 172 })]);
    // Another person's id is refused as it is for a session.
    expect((await app.inject({ method: 'GET', url: `/api/biometrics/${person.user.id}`, headers: bearer(token) })).statusCode).toBe(403);
    const listed = (await app.inject({ method: 'GET', url: '/api/tokens', headers: { cookie: owner.cookie } })).json();
    expect(listed.find((entry: { id: number }) => entry.id === summary.id)).toMatchObject({ lastUsedIp: '127.0.0.1' });
  });

  it('stops working once revoked or expired', async () => {
    const owner = await signUp(app);
    const revoked = await personalToken(owner, ['logs:read']);
    await app.inject({ method: 'DELETE', url: `/api/tokens/${revoked.summary.id}`, headers: { cookie: owner.cookie } });
    const afterRevoke = await app.inject({ method: 'GET', url: '/api/fasting-logs', headers: bearer(revoked.token) });
    expect(afterRevoke.statusCode).toBe(401);
    expect(afterRevoke.json().message).toContain('revoked');

    const expiring = await personalToken(owner, ['logs:read'], '1h');
    await testDatabase()
      .db.update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expiring.summary.id));
    const afterExpiry = await app.inject({ method: 'GET', url: '/api/fasting-logs', headers: bearer(expiring.token) });
    expect(afterExpiry.statusCode).toBe(401);
    expect(afterExpiry.json().message).toContain('expired');
  });

  it('is limited per token', async () => {
    const limited = await createTestApp({ EMBED_TOKEN_REQUESTS_PER_MINUTE: '3' });
    const owner = await signUp(limited);
    const made = await limited.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { cookie: owner.cookie },
      payload: { name: 'Busy', expiresIn: '1d', scopes: ['progress:read'] },
    });
    const { token } = made.json();
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      statuses.push((await limited.inject({ method: 'GET', url: '/api/progress/summary?range=week', headers: bearer(token) })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
