import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp } from '../../../test/test-app';
import { createProtocol, documentWith, listProtocols } from '../custom-protocols/custom-protocols-test-helpers';
import { bearer } from './embed-test-helpers';

const BLOG = 'https://blog.example.com';
const DAY = '2026-06-01';
const DAY_BEFORE = '2026-05-31';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ EMBED_ALLOWED_ORIGINS: BLOG });
});

// What the widget's sign-in popup sends: a same-origin fetch with the session cookie, naming its widget's site.
const sameOrigin = { host: 'localhost:3000', origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' };
async function widgetTokenOf(cookie: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/embed/widget-token',
    headers: { ...sameOrigin, cookie },
    payload: { origin: BLOG },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ token: string }>().token;
}

const walk = documentWith({
  id: 'evening-walk',
  title: 'Evening walk',
  components: [{ id: 'minutes', label: 'Minutes walked', kind: 'measure', unit: 'min' }],
});

describe("an own protocol's widget", () => {
  it('logs, corrects and skips with a widget token, and reads the day back', async () => {
    const person = await signUp(app);
    const protocol = await createProtocol(app, person, walk);
    const headers = bearer(await widgetTokenOf(person.cookie));

    const read = await app.inject({ method: 'GET', url: `/api/custom-protocols/${protocol.id}`, headers });
    expect(read.statusCode).toBe(200);
    expect(read.json().document.title).toBe('Evening walk');

    const logged = await app.inject({
      method: 'POST',
      url: `/api/custom-protocols/${protocol.id}/entries`,
      headers,
      payload: { componentId: 'minutes', date: DAY, value: 25 },
    });
    expect(logged.statusCode, logged.body).toBe(201);
    const corrected = await app.inject({
      method: 'PATCH',
      url: `/api/custom-protocols/${protocol.id}/entries/${logged.json().id}`,
      headers,
      payload: { value: 30 },
    });
    expect(corrected.json().value).toBe(30);

    const days = await app.inject({ method: 'GET', url: `/api/custom-protocols/${protocol.id}/days?from=${DAY}&to=${DAY}`, headers });
    expect(days.statusCode).toBe(200);
    expect(days.json().days[0].entries.map((entry: { value: number }) => entry.value)).toEqual([30]);

    const skipped = await app.inject({
      method: 'PUT',
      url: `/api/custom-protocols/${protocol.id}/days/${DAY_BEFORE}/skip`,
      headers,
      payload: {},
    });
    expect(skipped.statusCode, skipped.body).toBe(200);
  });

  it('cannot create, edit, delete, export or reorder protocols, nor list them', async () => {
    const person = await signUp(app);
    const protocol = await createProtocol(app, person, walk);
    const headers = bearer(await widgetTokenOf(person.cookie));
    const url = `/api/custom-protocols/${protocol.id}`;

    const refused = [
      await app.inject({ method: 'POST', url: '/api/custom-protocols', headers, payload: { document: documentWith({ id: 'other' }) } }),
      await app.inject({ method: 'DELETE', url, headers }),
      await app.inject({ method: 'PUT', url, headers, payload: { document: walk } }),
      await app.inject({ method: 'PATCH', url, headers, payload: { archived: true } }),
      await app.inject({ method: 'GET', url: `${url}/export`, headers }),
      await app.inject({ method: 'PUT', url: '/api/custom-protocols/order', headers, payload: { ids: [protocol.id] } }),
      await app.inject({ method: 'GET', url: '/api/custom-protocols', headers }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/^This token cannot be used here/);
    }
    // Still there, unchanged, and the only one.
    expect((await listProtocols(app, person)).map(({ id, archived }) => ({ id, archived }))).toEqual([
      { id: protocol.id, archived: false },
    ]);
  });

  it("answers 404 for another person's protocol, as the app does", async () => {
    const owner = await signUp(app);
    const visitor = await signUp(app);
    const protocol = await createProtocol(app, owner, walk);
    const headers = bearer(await widgetTokenOf(visitor.cookie));

    expect((await app.inject({ method: 'GET', url: `/api/custom-protocols/${protocol.id}`, headers })).statusCode).toBe(404);
    const logged = await app.inject({
      method: 'POST',
      url: `/api/custom-protocols/${protocol.id}/entries`,
      headers,
      payload: { componentId: 'minutes', date: DAY, value: 5 },
    });
    expect(logged.statusCode).toBe(404);
  });
});
