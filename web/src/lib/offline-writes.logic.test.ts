import { describe, expect, it } from 'vitest';
import { newIdempotencyKey, orderOfSync, outcomeOfSync, type QueuedWrite } from './offline-writes.logic';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('outcomeOfSync', () => {
  it('counts any 2xx as stored, a replayed answer too', async () => {
    expect(await outcomeOfSync(json(201, { id: 1 }))).toEqual({ kind: 'stored' });
    expect(await outcomeOfSync(json(200, { id: 1 }, { 'idempotent-replayed': 'true' }))).toEqual({ kind: 'stored' });
  });

  it('keeps the server’s message when sending again cannot help', async () => {
    expect(await outcomeOfSync(json(409, { message: 'You already have an active fast' }))).toEqual({
      kind: 'refused',
      message: 'You already have an active fast',
    });
    expect(await outcomeOfSync(json(400, { message: 'duration: must be at least 30 seconds' }))).toEqual({
      kind: 'refused',
      message: 'duration: must be at least 30 seconds',
    });
    expect(await outcomeOfSync(new Response('Gone', { status: 410 }))).toEqual({ kind: 'refused', message: 'Gone' });
  });

  it('tries again later when the server is busy, down, still handling the key, or the session has ended', async () => {
    for (const response of [
      json(503, { message: 'Database unavailable' }, { 'retry-after': '5' }),
      json(500, { message: 'Internal Server Error' }),
      json(429, { message: 'Too many requests' }, { 'retry-after': '30' }),
      json(409, { message: 'A request with this Idempotency-Key is still being handled' }, { 'retry-after': '2' }),
      json(401, { message: 'You need to sign in first' }),
    ]) {
      expect(await outcomeOfSync(response), String(response.status)).toEqual({ kind: 'later' });
    }
  });
});

describe('orderOfSync', () => {
  const write = (id: string, queuedAt: string): QueuedWrite => ({
    id,
    userId: 1,
    kind: 'cold-log',
    label: 'Cold session',
    method: 'POST',
    url: '/api/protocols/cold',
    body: {},
    queuedAt,
    failure: null,
  });

  it('sends writes in the order they were made', () => {
    const later = write('b', '2026-11-24T08:00:01.000Z');
    const first = write('c', '2026-11-24T08:00:00.000Z');
    expect(orderOfSync([later, first]).map((queued) => queued.id)).toEqual(['c', 'b']);
  });
});

describe('newIdempotencyKey', () => {
  it('is a fresh version 4 UUID each time', () => {
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
