import type { User } from '@uh/core/auth/auth.schema';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstReadsOf, prefetchFirstPageData, readsAhead, SESSION_URL } from './first-page-data';

const person: User = {
  id: 7,
  username: 'ada',
  displayName: 'Ada',
  email: 'ada@example.com',
  photoURL: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
  timeZone: 'Europe/Berlin',
};

/** The address of every request the browser makes, answered with `{}` (the person for the session). */
function recordRequests() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      urls.push(url);
      return new Response(JSON.stringify(url === SESSION_URL ? person : {}), { status: 200 });
    }),
  );
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe('first reads', () => {
  it.each(['/', '/progress', '/fasting'])('%s: the server reads exactly the addresses the page’s own queries ask', async (path) => {
    const urls = recordRequests();
    await prefetchFirstPageData(new QueryClient(), path);
    const reads = firstReadsOf(path, person);
    // The server fills the page's cache from these: a read under another address would leave the
    // page rendering something else than the browser's first render, and React would start over.
    expect(urls.slice(1).sort()).toEqual(reads?.map((read) => read.url).sort());
    expect(urls[0]).toBe(SESSION_URL);
    expect(readsAhead(path)).toBe(true);
  });

  it('reads nothing ahead for pages that are not opened on first', async () => {
    const urls = recordRequests();
    await prefetchFirstPageData(new QueryClient(), '/settings');
    expect(urls).toEqual([]);
    expect(firstReadsOf('/settings', person)).toBeNull();
    // Only the pages listed: not whatever an object happens to hold by its prototype.
    for (const path of ['/settings', '/fasting/', 'toString', 'constructor']) expect(readsAhead(path), path).toBe(false);
  });
});
