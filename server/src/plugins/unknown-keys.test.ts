import type * as FastifyModule from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../app';
import { VALID_BODIES } from '../../test/route-samples';
import { createTestApp, signUp } from '../../test/test-app';

/**
 * Every JSON body the API takes refuses keys it does not know, with a 400 naming them (docs/api.md).
 * The routes are read from the app itself: a route added with a body schema but no sample below
 * fails the test, so no route can quietly drop unknown keys again.
 */

const bodyRoutes = vi.hoisted(() => new Set<string>());

// Every app built in this file notes the routes that declare a body schema, as they are added.
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  const withCatalog = ((options?: object) => {
    const app = (actual.default as (options?: object) => FastifyInstance)(options);
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.schema?.body) return;
      for (const method of [route.method].flat()) bodyRoutes.add(`${method} ${route.url}`);
    });
    return app;
  }) as unknown as typeof actual.default;
  return { ...actual, default: withCatalog, fastify: withCatalog };
});

const UNKNOWN = 'timestampz';
/**
 * Routes whose body is not held to the rule yet, each with its reason. The account file's schema
 * (core/src/settings/export.schema.ts) is versioned with the export format; making it strict is
 * that format's own change.
 */
const NOT_YET_STRICT = new Set(['POST /api/account/import']);

// A draft's id is a UUID, a report link's token 43 letters; every other id a number.
const urlOf = (route: string) =>
  route
    .split(' ')[1]!
    .replace(':date', '2025-06-01')
    .replace('/drafts/:id', '/drafts/00000000-0000-4000-8000-000000000000')
    .replace(':token', 'A'.repeat(43))
    .replace(/:\w+/g, '1');

let app: App;
let cookie: string;
let userId: number;
// The person is an admin, so the admin routes (404 to anyone else, before the body is read) are held to the rule too.
const ADMIN = `keys_admin_${Date.now().toString(36)}`;
beforeAll(async () => {
  app = await createTestApp({ ADMIN_USERNAMES: ADMIN });
  const account = await signUp(app, { username: ADMIN });
  cookie = account.cookie;
  userId = account.user.id;
});

async function send(route: string, payload: Record<string, unknown>) {
  const [method] = route.split(' ') as ['POST' | 'PATCH' | 'DELETE'];
  return app.inject({ method, url: urlOf(route), headers: { cookie }, payload });
}

describe('unknown body keys', () => {
  it('has a sample body for every route that takes one', () => {
    const found = [...bodyRoutes].filter((route) => !NOT_YET_STRICT.has(route)).sort();
    expect(found.length).toBeGreaterThan(20);
    expect(found).toEqual(Object.keys(VALID_BODIES).sort());
  });

  it.each(Object.keys(VALID_BODIES))('%s refuses a key it does not know, naming it', async (route) => {
    const response = await send(route, { ...VALID_BODIES[route]!(userId), [UNKNOWN]: '2025-06-01T07:00:00Z' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `body: Unknown field "${UNKNOWN}"` });
  });

  it('names every unknown key, and the place of one inside the body', async () => {
    const twoKeys = await send('PATCH /api/settings', { theme: 'dark', colour: 'red', font: 'serif' });
    expect(twoKeys.json()).toEqual({ message: 'body: Unknown fields "colour", "font"' });
    const inMessage = await send('POST /api/chat/completion', { messages: [{ role: 'user', content: 'Hi', name: 'me' }] });
    expect(inMessage.statusCode).toBe(400);
    expect(inMessage.json()).toEqual({ message: 'messages.0: Unknown field "name"' });
    const inDetails = await send('POST /api/journal/entries', {
      type: 'note',
      summary: 'A note',
      details: { text: 'Hi there', mood: 'good' },
    });
    expect(inDetails.statusCode).toBe(400);
    expect(inDetails.json()).toEqual({ message: 'details: Unknown field "mood"' });
  });

  it('still takes the same bodies without the unknown key', async () => {
    const today = (await app.inject({ method: 'GET', url: '/api/daily-checklist/today', headers: { cookie } })).json<{ date: string }>();
    const checklist = await app.inject({
      method: 'PATCH',
      url: `/api/daily-checklist/${today.date}`,
      headers: { cookie },
      payload: VALID_BODIES['PATCH /api/daily-checklist/:date']!(userId),
    });
    expect(checklist.statusCode).toBe(200);
    expect(checklist.json()).toMatchObject({ coldExposureCompleted: true });

    const cold = await send('POST /api/protocols/cold', VALID_BODIES['POST /api/protocols/cold']!(userId));
    expect(cold.statusCode).toBe(201);
    expect(cold.json()).toMatchObject({ userId, exposureMethod: 'cold_shower', temperature: 55, temperatureUnit: 'F' });

    const entry = await send('POST /api/journal/entries', {
      ...VALID_BODIES['POST /api/journal/entries']!(userId),
      transcription: 'Slept well',
    });
    expect(entry.statusCode).toBe(201);
    expect(entry.json()).toMatchObject({ type: 'note', summary: 'A note', details: { text: 'Slept well' } });

    const settings = await send('PATCH /api/settings', VALID_BODIES['PATCH /api/settings']!(userId));
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toMatchObject({ theme: 'dark' });
  });
});
