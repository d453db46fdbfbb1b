import type { QueryClient } from '@tanstack/react-query';
import { apiFetch, type HttpMethod } from './api-client';
import { forget, keep, publish, queuedWritesNow, storedWrites } from './offline-write-queue';
import { earlierWriteRef, orderOfSync, outcomeOfSync } from './offline-writes.logic';
import { sessionKeys } from './session';

// Sending the kept writes: in the order they were made, when the connection returns, and only
// with the session of the person who made them.

/** Whose queue is shown and sent. */
let ownerId: number | null = null;
let queryClientForSync: QueryClient | null = null;
let syncing: Promise<void> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
const RETRY_MS = 30_000;

/** One attempt at a write, under its Idempotency-Key. */
export const send = ({ method, url, body }: { method: HttpMethod; url: string; body: unknown }, key: string) =>
  apiFetch(url, { method, headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key }, body: JSON.stringify(body) });

export function scheduleRetry() {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void syncQueuedWrites(), RETRY_MS);
}

/**
 * Starts following the signed-in person's queue: loads it, sends what waits when the browser is
 * online now and each time it comes back online. Called by the signed-in pages.
 */
export async function followQueuedWrites(queryClient: QueryClient, userId: number): Promise<void> {
  if (typeof indexedDB === 'undefined' || (ownerId === userId && queryClientForSync === queryClient)) return;
  ownerId = userId;
  queryClientForSync = queryClient;
  unfollowSession();
  unfollowSession = followSessionOf(queryClient, userId);
  publish((await storedWrites()).filter((write) => write.userId === userId));
  void syncQueuedWrites();
}

let unfollowSession = () => {};

/**
 * Once the session is no longer this person's (signed out here or elsewhere, expired), their
 * writes stay on the device for their next sign-in (nothing unsaved is dropped unseen), but are no
 * longer shown or sent.
 */
function followSessionOf(queryClient: QueryClient, userId: number) {
  return queryClient.getQueryCache().subscribe(({ query }) => {
    if (query.queryKey[0] !== sessionKeys.user()[0] || query.state.status !== 'success') return;
    const user = query.state.data as { id: number } | null | undefined;
    if (user?.id !== userId) stopFollowingQueuedWrites();
  });
}

function stopFollowingQueuedWrites() {
  unfollowSession();
  unfollowSession = () => {};
  ownerId = null;
  queryClientForSync = null;
  clearTimeout(retryTimer);
  publish([]);
}

if (typeof window !== 'undefined') window.addEventListener('online', () => void syncQueuedWrites());

/** Sends the waiting writes in order; stops at the first that cannot reach the server. */
export function syncQueuedWrites(): Promise<void> {
  syncing ??= runSync().finally(() => {
    syncing = null;
  });
  return syncing;
}

/** Once a write that creates a record is stored, the writes waiting to change that record get its id. */
async function resolveLaterWrites(writeId: string, answer: unknown) {
  const id = answer !== null && typeof answer === 'object' && 'id' in answer ? answer.id : undefined;
  if (typeof id !== 'number') return;
  const ref = earlierWriteRef(writeId);
  for (const later of queuedWritesNow().filter((queued) => queued.url.includes(ref)))
    await keep({ ...later, url: later.url.replace(ref, String(id)) });
}

async function runSync() {
  const queryClient = queryClientForSync;
  const stored: string[] = [];
  for (const { id } of orderOfSync(queuedWritesNow().filter((queued) => queued.failure === null))) {
    // As kept now: an earlier write of this round may have given it the id it names.
    const write = queuedWritesNow().find((queued) => queued.id === id);
    if (!write) continue;
    if (typeof navigator !== 'undefined' && !navigator.onLine) break;
    let response: Response;
    try {
      response = await send(write, write.id);
    } catch {
      scheduleRetry();
      break;
    }
    const outcome = await outcomeOfSync(response);
    if (outcome.kind === 'stored') {
      stored.push(write.id);
      await resolveLaterWrites(write.id, await response.json().catch(() => null));
    } else if (outcome.kind === 'refused') {
      await keep({ ...write, failure: outcome.message });
    } else {
      scheduleRetry();
      break;
    }
  }
  if (stored.length === 0) return;
  // The pages re-read first and the writes leave the list after, so nothing made offline blinks
  // out between the two. Sent again before they leave (the tab closed), they are stored once.
  await queryClient?.invalidateQueries().catch(() => undefined);
  for (const id of stored) await forget(id);
}
