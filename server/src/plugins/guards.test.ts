import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../app';
import { sessionUserId } from './guards';
import { createTestApp, signUp } from '../../test/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
  // Probe routes shaped like the feature routes that rely on the guard.
  app.get(
    '/api/probe/:userId',
    { config: { scope: 'logs:read' }, schema: { params: z.object({ userId: z.coerce.number() }) } },
    async (request) => ({
      userId: sessionUserId(request),
    }),
  );
  app.post(
    '/api/probe',
    { config: { scope: 'logs:write' }, schema: { body: z.object({ userId: z.number().optional(), note: z.string() }) } },
    async (request) => ({
      userId: sessionUserId(request),
    }),
  );
});

describe('authorization guard', () => {
  it('stops a route that does not say which personal access token scope reaches it from being added', async () => {
    const fresh = await createTestApp();
    expect(() => fresh.get('/api/undecided', async () => ({}))).toThrow(
      'GET /api/undecided must say which personal access token scope reaches it: config.scope (null for none) or config.isPublic',
    );
    expect(() => fresh.get('/api/decided', { config: { scope: null } }, async () => ({}))).not.toThrow();
  });

  it('answers 401 on a non-auth /api route without a session', async () => {
    const byPath = await app.inject({ method: 'GET', url: '/api/probe/1' });
    expect(byPath.statusCode).toBe(401);
    expect(byPath.json()).toEqual({ message: 'You need to sign in first' });
    expect((await app.inject({ method: 'POST', url: '/api/probe', payload: { note: 'x' } })).statusCode).toBe(401);
  });

  it('lets the caller reach their own userId', async () => {
    const { cookie, user } = await signUp(app);
    const response = await app.inject({ method: 'GET', url: `/api/probe/${user.id}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: user.id });
  });

  it("refuses another user's userId in the path with 403", async () => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    const response = await app.inject({ method: 'GET', url: `/api/probe/${bob.user.id}`, headers: { cookie: alice.cookie } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You can only access your own data' });
  });

  it("refuses another user's userId in the body with 403, and takes identity from the session otherwise", async () => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { cookie: alice.cookie },
      payload: { userId: bob.user.id, note: 'x' },
    });
    expect(forged.statusCode).toBe(403);
    const own = await app.inject({ method: 'POST', url: '/api/probe', headers: { cookie: alice.cookie }, payload: { note: 'x' } });
    expect(own.json()).toEqual({ userId: alice.user.id });
  });
});
