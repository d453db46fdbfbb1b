import { describe, expect, it } from 'vitest';
import { futureTimeField, newIdempotencyKey, orderOfSync, outcomeOfSync, retimedWrites, type QueuedWrite } from './offline-writes.logic';

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

const refusedWrite = (overrides: Partial<QueuedWrite> = {}): QueuedWrite => ({
  id: 'a',
  userId: 1,
  kind: 'cold-log',
  label: 'Cold session',
  method: 'POST',
  url: '/api/protocols/cold',
  body: { duration: 60, timestamp: '2030-01-01T10:00:00.000Z' },
  queuedAt: '2030-01-01T10:00:00.000Z',
  failure: 'timestamp: timestamp cannot be in the future',
  ...overrides,
});

describe('futureTimeField', () => {
  it('names the field of a time the server found later than its clock', () => {
    expect(futureTimeField(refusedWrite())).toBe('timestamp');
    expect(futureTimeField(refusedWrite({ body: { startTime: 'x' }, failure: 'startTime: startTime cannot be in the future' }))).toBe(
      'startTime',
    );
  });

  it('is null for any other refusal, a write still waiting, or a body without that time', () => {
    expect(futureTimeField(refusedWrite({ failure: 'duration: must be at least 30 seconds' }))).toBeNull();
    expect(futureTimeField(refusedWrite({ failure: null }))).toBeNull();
    expect(futureTimeField(refusedWrite({ body: { duration: 60 } }))).toBeNull();
    expect(futureTimeField(refusedWrite({ body: null }))).toBeNull();
  });
});

describe('retimedWrites', () => {
  it('sends the refused write again with the server’s time under a new key, and the writes naming it follow', () => {
    const start = refusedWrite({
      id: 'start',
      body: { startTime: '2030-01-01T10:00:00.000Z' },
      failure: 'startTime cannot be in the future',
    });
    const end = refusedWrite({ id: 'end', method: 'PATCH', url: '/api/protocols/fasting/{write:start}', failure: null });
    const other = refusedWrite({ id: 'other', failure: null });
    const next = retimedWrites([start, end, other], start, 'startTime', '2029-12-31T10:00:00.000Z', 'fresh');
    expect(next).toEqual([
      { ...start, id: 'fresh', body: { startTime: '2029-12-31T10:00:00.000Z' }, failure: null },
      { ...end, url: '/api/protocols/fasting/{write:fresh}' },
      other,
    ]);
  });
});
