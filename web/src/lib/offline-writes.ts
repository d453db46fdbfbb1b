import type { QueryClient } from '@tanstack/react-query';
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { useSyncExternalStore } from 'react';
import { apiFetch, throwIfResNotOk, type HttpMethod } from './api-client';
import { sessionKeys } from './session';
import {
  earlierWriteRef,
  futureTimeField,
  newIdempotencyKey,
  orderOfSync,
  outcomeOfSync,
  retimedWrites,
  type QueuedWrite,
} from './offline-writes.logic';

// Writes made without a connection (a cold session at the gym, a checklist tick) are kept in
// IndexedDB, shown at once as "waiting to sync", and sent in the order they were made when the
// connection returns. Each carries its own Idempotency-Key from the first attempt on, so a write
// whose answer was lost is stored once however often it is sent again (docs/api.md). A write the
// server refuses stays, with the server's message, until the person dismisses it.

export { earlierWriteRef, futureTimeField, type QueuedWrite };
export type WriteRequest = { kind: string; label: string; method: HttpMethod; url: string; body: unknown };

/** What sendOrQueue did: the server's answer, or the write kept for later. */
export type WriteResult<T> = { isQueued: false; value: T } | { isQueued: true; write: QueuedWrite };

let store: UseStore | null = null;
const storeOf = () => (store ??= createStore('uh-offline-writes', 'writes'));

let writes: QueuedWrite[] = [];
const listeners = new Set<() => void>();
const publish = (next: QueuedWrite[]) => {
  writes = next;
  for (const listener of listeners) listener();
};

/** Whose queue is shown and sent: writes are only ever sent with the session of the person who made them. */
let ownerId: number | null = null;
let queryClientForSync: QueryClient | null = null;
let syncing: Promise<void> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
const RETRY_MS = 30_000;

async function keep(write: QueuedWrite) {
  await set(write.id, write, storeOf());
  publish([...writes.filter((other) => other.id !== write.id), write]);
}

async function forget(id: string) {
  await del(id, storeOf());
  publish(writes.filter((write) => write.id !== id));
}

/** One attempt at a write, under its Idempotency-Key. */
const send = ({ method, url, body }: Pick<WriteRequest, 'method' | 'url' | 'body'>, key: string) =>
  apiFetch(url, { method, headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key }, body: JSON.stringify(body) });

function scheduleRetry() {
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
  const stored = (await entries<string, QueuedWrite>(storeOf())).map(([, write]) => write);
  publish(stored.filter((write) => write.userId === userId));
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
  for (const later of writes.filter((queued) => queued.url.includes(ref)))
    await keep({ ...later, url: later.url.replace(ref, String(id)) });
}

async function runSync() {
  const queryClient = queryClientForSync;
  const stored: string[] = [];
  for (const { id } of orderOfSync(writes.filter((queued) => queued.failure === null))) {
    // As kept now: an earlier write of this round may have given it the id it names.
    const write = writes.find((queued) => queued.id === id);
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

/**
 * Sends a write now, or keeps it for later when there is no connection (or the connection drops
 * before the answer comes). `timeField` names the body's field for when it happened: a write kept
 * offline gets it set to now, so a session synced hours later still counts when it was done.
 * `afterQueuedWrites`: the write names a record a kept write will create (`earlierWriteRef`), so
 * it is kept and sent after that one, online or not.
 */
export async function sendOrQueue<T>(
  userId: number,
  request: WriteRequest,
  { timeField, afterQueuedWrites = false }: { timeField?: string; afterQueuedWrites?: boolean } = {},
): Promise<WriteResult<T>> {
  const id = newIdempotencyKey();
  const queue = async (body: unknown) => {
    const write: QueuedWrite = { ...request, body, id, userId, queuedAt: new Date().toISOString(), failure: null };
    await keep(write);
    scheduleRetry();
    return { isQueued: true as const, write };
  };
  if (afterQueuedWrites) {
    // It names a record an earlier write kept here will create: it goes in turn, after that one.
    const result = await queue(request.body);
    void syncQueuedWrites();
    return result;
  }
  if (typeof indexedDB !== 'undefined' && !navigator.onLine) {
    const body = timeField === undefined ? request.body : { ...(request.body as object), [timeField]: new Date().toISOString() };
    return queue(body);
  }
  let response: Response;
  try {
    response = await send(request, id);
  } catch (error) {
    // The request may have reached the server: the same body and key again is stored once.
    if (typeof indexedDB !== 'undefined' && error instanceof TypeError) return queue(request.body);
    throw error;
  }
  await throwIfResNotOk(response);
  return { isQueued: false, value: (await response.json()) as T };
}

/** The writes kept now (for a mutation that must name one of them). */
export const queuedWritesNow = (): readonly QueuedWrite[] => writes;

/** Drops a write the server refused, once the person has read why. */
export const dismissQueuedWrite = (id: string): Promise<void> => forget(id);

/** The server's clock now, from its Date header: the one a time "in the future" was measured against. */
async function serverTimeNow(): Promise<string> {
  const response = await fetch('/healthz', { cache: 'no-store' });
  const date = Date.parse(response.headers.get('date') ?? '');
  if (Number.isNaN(date)) throw new Error('The server did not say what time it is.');
  return new Date(date).toISOString();
}

/**
 * Sends again a write refused because this device's clock ran ahead of the server's, with the
 * server's time now in place of the device's. Throws when the server cannot be reached.
 */
export async function saveWithServerTime(id: string): Promise<void> {
  const refused = writes.find((write) => write.id === id);
  const field = refused ? futureTimeField(refused) : null;
  if (!refused || field === null) return;
  const next = retimedWrites(writes, refused, field, await serverTimeNow(), newIdempotencyKey());
  for (const write of next) if (!writes.includes(write)) await keep(write);
  await forget(refused.id);
  void syncQueuedWrites();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The person's writes waiting to sync (and refused ones), oldest first; `kind` narrows them to one feature. */
export function useQueuedWrites(kind?: string): readonly QueuedWrite[] {
  const all = useSyncExternalStore(
    subscribe,
    () => writes,
    () => writes,
  );
  return kind === undefined ? orderOfSync(all) : orderOfSync(all.filter((write) => write.kind === kind));
}
