import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimOfflineReads, forgetOfflineReads, isOfflineReadableApiRequest, OFFLINE_API_CACHE } from './offline-cache';

const APP = 'https://uh.example';
const match = (path: string, method = 'GET', origin = APP) => {
  const url = new URL(path, origin);
  return isOfflineReadableApiRequest({ url, request: new Request(url, { method }), sameOrigin: url.origin === APP });
};

describe('isOfflineReadableApiRequest', () => {
  it.each([
    '/api/user',
    '/api/settings',
    '/api/progress/summary?range=week',
    '/api/protocols/fasting/7',
    '/api/daily-checklist/today',
    '/api/journal/entries',
  ])('keeps the last answer of GET %s', (path) => {
    expect(match(path)).toBe(true);
  });

  it.each([
    '/api/auth/options',
    '/api/auth/oidc/callback?code=x',
    '/api/account/export.zip',
    '/api/tokens',
    '/api/embed/config',
    '/api/journal/entries/3/audio',
    '/api/docs/swagger-ui-bundle.js',
    '/api/openapi.json',
    '/api/shared/3',
    '/api/shared/3/progress?range=week',
    '/api/sharing/report.pdf?range=month&paper=letter',
    '/api/sharing/report.zip?range=all',
  ])('never keeps GET %s', (path) => {
    expect(match(path)).toBe(false);
  });

  it('keeps no writes, no pages and nothing from another origin', () => {
    expect(match('/api/biometrics', 'POST')).toBe(false);
    expect(match('/api/daily-checklist/2026-11-24', 'PATCH')).toBe(false);
    expect(match('/progress')).toBe(false);
    expect(match('/api/user', 'GET', 'https://elsewhere.example')).toBe(false);
  });

  it('uses nothing from outside itself (the service worker gets its source alone)', () => {
    const copied = new Function(`return (${isOfflineReadableApiRequest.toString()})`)() as typeof isOfflineReadableApiRequest;
    const url = new URL('/api/settings', APP);
    expect(copied({ url, request: new Request(url), sameOrigin: true })).toBe(true);
  });
});

/** A browser's localStorage and Cache Storage, as far as the offline copy uses them. */
function stubBrowserStorage() {
  const stored = new Map<string, string>();
  const deletedCaches: string[] = [];
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  });
  vi.stubGlobal('caches', { delete: async (name: string) => deletedCaches.push(name) > 0 });
  return { deletedCaches };
}

describe('the offline copy belongs to one person', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is emptied when someone else signs in on the same browser, kept for the same person', async () => {
    const { deletedCaches } = stubBrowserStorage();
    await claimOfflineReads(1);
    expect(deletedCaches).toEqual([OFFLINE_API_CACHE]); // whatever was there had no known owner
    await claimOfflineReads(1);
    expect(deletedCaches).toHaveLength(1);
    await claimOfflineReads(2);
    expect(deletedCaches).toEqual([OFFLINE_API_CACHE, OFFLINE_API_CACHE]);
  });

  it('has no owner after signing out, so the next sign-in starts from an empty copy', async () => {
    const { deletedCaches } = stubBrowserStorage();
    await claimOfflineReads(1);
    await forgetOfflineReads();
    await claimOfflineReads(1);
    expect(deletedCaches).toHaveLength(3);
  });
});
