import { throwIfResNotOk, type HttpMethod } from './api-client';
import { dismissQueuedWrite, keep, forget, queuedWritesNow, useQueuedWrites } from './offline-write-queue';
import { followQueuedWrites, scheduleRetry, send, syncQueuedWrites } from './offline-writes-sync';
import { earlierWriteRef, futureTimeField, newIdempotencyKey, retimedWrites, type QueuedWrite } from './offline-writes.logic';

// Writes made without a connection (a cold session at the gym, a checklist tick) are kept in
// IndexedDB, shown at once as "waiting to sync", and sent in the order they were made when the
// connection returns. Each carries its own Idempotency-Key from the first attempt on, so a write
// whose answer was lost is stored once however often it is sent again (docs/api.md). A write the
// server refuses stays, with the server's message, until the person dismisses it.

export { earlierWriteRef, futureTimeField, type QueuedWrite };
export { dismissQueuedWrite, followQueuedWrites, queuedWritesNow, syncQueuedWrites, useQueuedWrites };
export type WriteRequest = { kind: string; label: string; method: HttpMethod; url: string; body: unknown };

/** What sendOrQueue did: the server's answer, or the write kept for later. */
export type WriteResult<T> = { isQueued: false; value: T } | { isQueued: true; write: QueuedWrite };

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
  const writes = queuedWritesNow();
  const refused = writes.find((write) => write.id === id);
  const field = refused ? futureTimeField(refused) : null;
  if (!refused || field === null) return;
  const next = retimedWrites(writes, refused, field, await serverTimeNow(), newIdempotencyKey());
  for (const write of next) if (!writes.includes(write)) await keep(write);
  await forget(refused.id);
  void syncQueuedWrites();
}
