import type { HttpMethod } from './api-client';

/** A write kept on this device until the server has it. `id` is also its Idempotency-Key. */
export type QueuedWrite = {
  id: string;
  userId: number;
  /** Which feature's write it is (its pages show it as waiting), e.g. 'cold-log'. */
  kind: string;
  /** What the person did, in their words: 'Cold session'. */
  label: string;
  method: HttpMethod;
  url: string;
  body: unknown;
  queuedAt: string;
  /** The server's message when it refused the write on sync; kept until the person dismisses it. */
  failure: string | null;
};

/** How a write names the record an earlier write creates, before that one has synced: `{write:<its id>}`. */
export const earlierWriteRef = (writeId: string) => `{write:${writeId}}`;

/** A random UUID (v4) from the browser's CSPRNG: `crypto.randomUUID` exists only on HTTPS and localhost. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The writes still to send, in the order they were made (refused ones wait for the person). */
export const orderOfSync = (writes: readonly QueuedWrite[]): QueuedWrite[] =>
  [...writes].sort((a, b) => a.queuedAt.localeCompare(b.queuedAt) || a.id.localeCompare(b.id));

export type SyncOutcome = { kind: 'stored' } | { kind: 'refused'; message: string } | { kind: 'later' };

/**
 * What an answer means for a queued write: stored (2xx, a replayed answer included); refused, with
 * the server's message, when sending it again cannot help; or later, when it can: the server is
 * busy or down (5xx, 429), the same key is still being handled (409 with Retry-After), or the
 * person's session has ended (401: it is sent once they sign in again).
 */
export async function outcomeOfSync(response: Response): Promise<SyncOutcome> {
  if (response.ok) return { kind: 'stored' };
  const isTransient =
    response.status >= 500 ||
    response.status === 401 ||
    response.status === 408 ||
    response.status === 429 ||
    (response.status === 409 && response.headers.has('retry-after'));
  if (isTransient) return { kind: 'later' };
  const text = await response.text().catch(() => '');
  try {
    const json = JSON.parse(text) as { message?: unknown };
    if (typeof json.message === 'string') return { kind: 'refused', message: json.message };
  } catch {
    // Not JSON: the status says what there is to say.
  }
  return { kind: 'refused', message: text.trim() || `${response.status} ${response.statusText}`.trim() };
}

/**
 * The body field of a write the server refused because its time is later than the server's clock
 * ('timestamp: timestamp cannot be in the future' names `timestamp`): the device's clock ran
 * ahead by more than the allowance (docs/decisions/0029-device-clock-tolerance.md). Null for any
 * other refusal, or when the body has no such field to set.
 */
export function futureTimeField(write: QueuedWrite): string | null {
  const field = /(\w+) cannot be in the future/.exec(write.failure ?? '')?.[1];
  const body = write.body;
  if (field === undefined || body === null || typeof body !== 'object' || !(field in body)) return null;
  return typeof (body as Record<string, unknown>)[field] === 'string' ? field : null;
}

/**
 * A refused write sent again with `field` set to the server's time, under a new key (the old one
 * is spent on the refusal): waiting again, in its place in the queue, and the writes that name it
 * follow it under the new key.
 */
export function retimedWrites(
  writes: readonly QueuedWrite[],
  refused: QueuedWrite,
  field: string,
  serverTime: string,
  newId: string,
): QueuedWrite[] {
  const retimed = { ...refused, id: newId, body: { ...(refused.body as object), [field]: serverTime }, failure: null };
  const [oldRef, newRef] = [earlierWriteRef(refused.id), earlierWriteRef(newId)];
  return writes.map((write) =>
    write.id === refused.id ? retimed : write.url.includes(oldRef) ? { ...write, url: write.url.replace(oldRef, newRef) } : write,
  );
}
