// What the installed app keeps for reading without a connection. The service worker (built by
// vite-plugin-pwa, web/vite.config.ts) precaches the app's own files; the last answer of each of
// the person's API reads lives in one cache, which signing out empties.
import { unsubscribeThisBrowser } from './this-browser-push';

/** The service worker's cache of API answers (the person's own data). */
export const OFFLINE_API_CACHE = 'api-reads';

/** Whose data the offline copy holds: one person's per browser. */
const OFFLINE_READS_OWNER = 'uh-offline-reads-owner';

type RouteMatch = { url: URL; request: Request; sameOrigin: boolean };

/**
 * The API reads whose last answer is shown offline: the person's data, not sign-in steps, account
 * exports, tokens, recordings or the API reference (large, and nothing offline needs them), nor
 * another person's data read through their share (seen only while the share lasts), nor files
 * downloaded (a report's PDF or ZIP). Workbox copies this
 * function's source into the service worker, so it uses nothing from outside itself.
 */
export function isOfflineReadableApiRequest({ url, request, sameOrigin }: RouteMatch): boolean {
  return (
    sameOrigin &&
    request.method === 'GET' &&
    url.pathname.startsWith('/api/') &&
    !/^\/api\/(auth|account|tokens|embed|docs|openapi\.json|mcp|shared)(\/|$)|\/audio$|\.(pdf|zip)$/.test(url.pathname)
  );
}

/** Empties the offline copy of the person's data (on signing out: the next person must not see it). */
export async function forgetOfflineReads(): Promise<void> {
  if (typeof localStorage !== 'undefined') localStorage.removeItem(OFFLINE_READS_OWNER);
  if (typeof caches !== 'undefined') await caches.delete(OFFLINE_API_CACHE);
}

/**
 * Called with the signed-in person: a copy kept for someone else who did not sign out (their
 * session ran out) is emptied before this person's pages could show it offline.
 */
export function claimOfflineReads(userId: number): Promise<void> {
  if (typeof localStorage === 'undefined' || localStorage.getItem(OFFLINE_READS_OWNER) === String(userId)) return Promise.resolve();
  // One claim at a time: a second caller waits for it rather than emptying the cache after the first has filled it.
  if (claiming?.userId !== userId) {
    const promise = Promise.all([forgetOfflineReads(), unsubscribeThisBrowser()]).then(() => {
      localStorage.setItem(OFFLINE_READS_OWNER, String(userId));
    });
    claiming = { userId, promise: promise.finally(() => (claiming = undefined)) };
  }
  return claiming.promise;
}

let claiming: { userId: number; promise: Promise<void> } | undefined;

/**
 * Keeps the answers a page came with (the server renders the pages people open first with their
 * data) as the worker keeps the answers it fetched: the page then opens offline with them too.
 */
export async function keepOfflineReads(userId: number, answers: readonly { url: string; data: unknown }[]): Promise<void> {
  if (typeof caches === 'undefined') return;
  await claimOfflineReads(userId);
  const cache = await caches.open(OFFLINE_API_CACHE);
  const json = { 'content-type': 'application/json; charset=utf-8' };
  await Promise.all(answers.map(({ url, data }) => cache.put(url, new Response(JSON.stringify(data), { headers: json }))));
}
