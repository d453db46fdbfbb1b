import type { CustomDays } from '@uh/core/custom-protocols/custom-protocols.schema';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manyProtocolsDaysQueryOptions } from './many-protocols-days';

const daysWith = (strength: number): CustomDays => ({
  days: [],
  pauses: [],
  strength,
  counts: { done: 0, partial: 0, notDone: 0, skipped: 0, paused: 0, unknown: 0 },
  streak: 0,
});

/** The server as the browser sees it: every protocol's days, or one protocol's; 1, 2 and 3 are kept. */
function answer(url: string): Response {
  const kept = [1, 2, 3];
  const path = new URL(url, 'http://localhost').pathname;
  if (path === '/api/custom-protocols/days') {
    return Response.json({ protocols: kept.map((id) => ({ id, ...daysWith(id * 10) })) });
  }
  const id = Number(/^\/api\/custom-protocols\/(\d+)\/days$/.exec(path)?.[1]);
  return id === 404 ? Response.json({ message: 'Protocol not found' }, { status: 404 }) : Response.json(daysWith(id * 10));
}

let requested: string[];
let client: QueryClient;
beforeEach(() => {
  requested = [];
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  vi.stubGlobal('fetch', async (url: string) => {
    requested.push(url);
    return answer(url);
  });
});
afterEach(() => vi.unstubAllGlobals());

const read = (id: number, from = '2026-03-02', to = '2026-03-08') => client.fetchQuery(manyProtocolsDaysQueryOptions(id, from, to));

describe('the days of many protocols', () => {
  it('are read in one request when the rows ask together, each row getting its own protocol’s days', async () => {
    const [first, second, third] = await Promise.all([read(1), read(2), read(3)]);
    expect([first.strength, second.strength, third.strength]).toEqual([10, 20, 30]);
    expect(requested).toEqual(['/api/custom-protocols/days?from=2026-03-02&to=2026-03-08']);
  });

  it('fill the cache the protocol’s own page reads', async () => {
    await Promise.all([read(1), read(2)]);
    expect(client.getQueryData(['custom-protocols', 2, 'days', '2026-03-02', '2026-03-08'])).toEqual(daysWith(20));
  });

  it('read one protocol alone (again after a log) through its own address', async () => {
    expect((await read(2)).strength).toBe(20);
    expect(requested).toEqual(['/api/custom-protocols/2/days?from=2026-03-02&to=2026-03-08']);
  });

  it('read a protocol the shared answer leaves out through its own address', async () => {
    const [, archived] = await Promise.all([read(1), read(7)]);
    expect(archived.strength).toBe(70);
    expect(requested).toEqual([
      '/api/custom-protocols/days?from=2026-03-02&to=2026-03-08',
      '/api/custom-protocols/7/days?from=2026-03-02&to=2026-03-08',
    ]);
  });

  it('keep different ranges apart', async () => {
    await Promise.all([read(1), read(2), read(1, '2026-03-08', '2026-03-08')]);
    expect(requested.sort()).toEqual([
      '/api/custom-protocols/1/days?from=2026-03-08&to=2026-03-08',
      '/api/custom-protocols/days?from=2026-03-02&to=2026-03-08',
    ]);
  });

  it('say why a read failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(read(404)).rejects.toThrow('404: Protocol not found');
  });
});
