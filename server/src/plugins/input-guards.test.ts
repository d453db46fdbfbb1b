import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp, signUp } from '../../test/test-app';
import { findNulCharacter } from './input-guards';

let app: App;
let cookie: string;
let userId: number;
beforeAll(async () => {
  app = await createTestApp();
  ({
    cookie,
    user: { id: userId },
  } = await signUp(app));
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('input PostgreSQL cannot take is refused with 400 naming the field, never a 500', () => {
  it.each(['thirty', 'fasting', 'cold'])('an id past 32 bits on PATCH and DELETE /api/protocols/%s/{id}', async (protocol) => {
    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await call(method, `/api/protocols/${protocol}/2147483648`, { completed: true });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^id: /);
    }
  });

  it('an id past 32 bits on the biometrics, journal, undo and token routes, and as a user id', async () => {
    for (const [method, url] of [
      ['PATCH', '/api/biometrics/2147483648'],
      ['DELETE', '/api/journal/entries/9007199254740993'],
      ['POST', '/api/deleted-logs/2147483648/restore'],
      ['DELETE', '/api/tokens/2147483648'],
      ['GET', '/api/protocols/cold/2147483648'],
    ] as const) {
      const response = await call(method, url, method === 'PATCH' ? { weight: 80 } : undefined);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
    }
    // The caller's own id still works.
    expect((await call('GET', `/api/protocols/cold/${userId}`)).statusCode).toBe(200);
  });

  it('a date in year 0 as a page cursor or a checklist day', async () => {
    const before = await call('GET', `/api/protocols/cold/${userId}?before=0000-01-01T00:00:00Z`);
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toMatch(/before must be between the years 1900 and 9999/);
    const journal = await call('GET', '/api/journal/entries?before=0000-01-01T00:00:00Z');
    expect(journal.statusCode).toBe(400);
    const day = await call('PATCH', '/api/daily-checklist/0000-01-01', { hydrationTargetCompleted: true });
    expect(day.statusCode).toBe(400);
    expect(day.json().message).toMatch(/date must be between the years 1900 and 9999/);
    const logged = await call('POST', '/api/protocols/cold', {
      exposureMethod: 'cold_shower',
      temperature: 50,
      temperatureUnit: 'F',
      duration: 60,
    });
    expect(logged.statusCode).toBe(201);
    const moved = await call('PATCH', `/api/protocols/cold/${logged.json().id}`, { timestamp: '0000-06-01T07:00:00Z' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toMatch(/timestamp must be between the years 1900 and 9999/);
  });

  it('a NUL character in any string of the body, query or path', async () => {
    const cases = [
      call('POST', '/api/chat/messages', { role: 'user', content: 'hello\u0000there' }),
      call('PATCH', '/api/account', { displayName: 'Robin\u0000' }),
      call('POST', '/api/tokens', { name: 'blog\u0000', expiresIn: '1d' }),
      call('GET', '/api/journal/entries?type=note%00'),
    ];
    const responses = await Promise.all(cases);
    expect(responses.map((response) => response.statusCode)).toEqual([400, 400, 400, 400]);
    expect(responses.map((response) => response.json().message)).toEqual([
      'content: must not contain a NUL character',
      'displayName: must not contain a NUL character',
      'name: must not contain a NUL character',
      'type: must not contain a NUL character',
    ]);
    // Nothing was written.
    expect((await call('GET', '/api/chat/messages')).json()).toEqual([]);
  });
});

describe('findNulCharacter', () => {
  it('names the nested field, and ignores clean values', () => {
    expect(findNulCharacter({ a: { b: ['x', 'y\u0000'] } })).toBe('a.b.1');
    expect(findNulCharacter({ a: 'clean', n: 3, nothing: null })).toBeNull();
    expect(findNulCharacter('\u0000')).toBe('value');
  });
});
