import { localDateOf } from '@uh/core/common/calendar.logic';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp } from '../../../test/test-app';
import { bearer, createEmbedToken } from './embed-test-helpers';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

/** Everything the five embeddable features, an own protocol's tracker and the pages around them read or write; nothing else. */
const WIDGET_ROUTES = [
  'GET /api/user',
  'GET /api/auth/options',
  'GET /api/embed/config',
  'DELETE /api/embed/widget-token',
  'GET /api/settings',
  'GET /api/settings/safety-screens',
  'PUT /api/settings/safety-screens/:kind',
  'POST /api/protocols/thirty',
  'GET /api/protocols/thirty/:userId',
  'PATCH /api/protocols/thirty/:id',
  'DELETE /api/protocols/thirty/:id',
  'GET /api/thirty-thirty-thirty-logs',
  'POST /api/thirty-thirty-thirty-logs',
  'PATCH /api/thirty-thirty-thirty-logs/:id',
  'DELETE /api/thirty-thirty-thirty-logs/:id',
  'POST /api/protocols/fasting',
  'GET /api/protocols/fasting/:userId',
  'PATCH /api/protocols/fasting/:id',
  'DELETE /api/protocols/fasting/:id',
  'GET /api/fasting-logs',
  'POST /api/fasting-logs',
  'PATCH /api/fasting-logs/:id',
  'POST /api/protocols/cold',
  'GET /api/protocols/cold',
  'GET /api/protocols/cold/:userId',
  'PATCH /api/protocols/cold/:id',
  'DELETE /api/protocols/cold/:id',
  'POST /api/deleted-logs/:undoId/restore',
  'GET /api/daily-checklist/today',
  'GET /api/daily-checklist/weekly',
  'PATCH /api/daily-checklist/:date',
  'GET /api/chat/messages',
  'POST /api/chat/messages',
  'DELETE /api/chat/messages',
  'GET /api/chat/coach',
  'POST /api/chat/completion',
  'POST /api/chat/completion/stream',
  'GET /api/voice/options',
  'POST /api/voice/process',
  'POST /api/voice/warm-up',
  'GET /api/journal/entries',
  'POST /api/journal/entries',
  'PATCH /api/journal/entries/:id',
  'DELETE /api/journal/entries/:id',
  'GET /api/journal/entries/:id/audio',
  'GET /api/custom-protocols/:id',
  'GET /api/custom-protocols/:id/days',
  'POST /api/custom-protocols/:id/entries',
  'PATCH /api/custom-protocols/:id/entries/:entryId',
  'DELETE /api/custom-protocols/:id/entries/:entryId',
  'PUT /api/custom-protocols/:id/days/:date/skip',
  'DELETE /api/custom-protocols/:id/days/:date/skip',
  'POST /api/custom-protocols/:id/pauses',
  'DELETE /api/custom-protocols/:id/pauses/:pauseId',
  'PUT /api/custom-protocols/logged-everything/:date',
  'DELETE /api/custom-protocols/logged-everything/:date',
].sort();

const pathOf = (url: string, userId: number) =>
  url
    .replace(':userId', String(userId))
    .replace(/:(id|undoId|courseId|lesson)\b/g, '1')
    .replace(/:\w+/g, 'x');

describe('what a widget or embed token reaches', () => {
  it('marks exactly the embeddable features as widget-reachable', () => {
    const marked = app.apiRoutes
      .filter((route) => route.isWidget && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(marked).toEqual(WIDGET_ROUTES);
  });

  it('refuses a token on every other /api route with 403, public ones included', async () => {
    const { cookie, user } = await signUp(app);
    const { token } = await createEmbedToken(app, cookie);
    const others = app.apiRoutes.filter((route) => !route.isWidget);
    // The registered routes, not a list kept by hand: a new route that forgets its flag is refused here.
    expect(others.length).toBeGreaterThan(25);
    expect(others.map((route) => route.url)).toEqual(expect.arrayContaining(['/api/account', '/api/tokens', '/api/login']));
    for (const route of others) {
      const response = await app.inject({ method: route.method as 'GET', url: pathOf(route.url, user.id), headers: bearer(token) });
      expect({ route: `${route.method} ${route.url}`, status: response.statusCode }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 403,
      });
      if (route.method !== 'HEAD') expect(response.json().message).toMatch(/^This token cannot be used here/);
    }
    // Nothing was changed: the account and its password still work.
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(200);
  });

  it('works on the widget routes as its owner: a cold session, a fast, a coach reply, the journal, a checklist tick', async () => {
    const { cookie, user } = await signUp(app);
    const { token } = await createEmbedToken(app, cookie);
    const headers = bearer(token);

    const me = await app.inject({ method: 'GET', url: '/api/user', headers });
    expect(me.json()).toMatchObject({ id: user.id, username: user.username });

    const cold = await app.inject({
      method: 'POST',
      url: '/api/protocols/cold',
      headers,
      payload: { exposureMethod: 'cold_shower', temperature: 58, duration: 120 },
    });
    expect(cold.statusCode).toBe(201);
    const coldList = await app.inject({ method: 'GET', url: '/api/protocols/cold', headers: { cookie } });
    expect(coldList.json().map((log: { id: number }) => log.id)).toEqual([cold.json().id]);

    const fast = await app.inject({
      method: 'POST',
      url: '/api/protocols/fasting',
      headers,
      payload: { startTime: new Date(Date.now() - 3_600_000).toISOString(), targetHours: 16 },
    });
    expect(fast.statusCode).toBe(201);
    expect(fast.json().endTime).toBeNull();

    const reply = await app.inject({
      method: 'POST',
      url: '/api/chat/completion',
      headers,
      payload: { messages: [{ role: 'user', content: 'How is my fast going?' }] },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message.length).toBeGreaterThan(0);

    const journal = await app.inject({ method: 'GET', url: '/api/journal/entries', headers });
    expect(journal.statusCode).toBe(200);
    expect(journal.json()).toEqual([]);

    const today = localDateOf(new Date(), me.json().timeZone);
    const tick = await app.inject({
      method: 'PATCH',
      url: `/api/daily-checklist/${today}`,
      headers,
      payload: { supplementsCompleted: true },
    });
    expect(tick.statusCode).toBe(200);
    expect(tick.json().supplementsCompleted).toBe(true);
  });

  it("keeps a token to its owner's data: another person's id is refused as with a session", async () => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    const { token } = await createEmbedToken(app, alice.cookie);
    const response = await app.inject({ method: 'GET', url: `/api/protocols/fasting/${bob.user.id}`, headers: bearer(token) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You can only access your own data' });
  });
});
