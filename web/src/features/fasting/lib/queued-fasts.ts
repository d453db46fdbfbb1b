import { isFastCompleted, secondsBetween } from '@uh/core/fasting/fasting.logic';
import type { FastingLog } from '@uh/core/fasting/fasting.schema';
import { earlierWriteRef } from '#lib/offline-writes.logic';
import { formatFastTime } from './fast-form';

/** The fasting writes kept on this device, as far as this view needs them. */
type QueuedFastWrite = { id: string; method: string; url: string; body: unknown; failure: string | null };

/** A fast started offline has no id until it syncs; its URL names the start write instead. */
export const startWriteUrl = (startWriteId: string) => `/api/protocols/fasting/${earlierWriteRef(startWriteId)}`;

/** A stable negative id for a fast started offline (real ids are positive). */
export function localFastId(startWriteId: string): number {
  let hash = 0;
  for (const char of startWriteId) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return -(Math.abs(hash) + 1);
}

/** The start write of a fast started offline, from its local id. */
export const startWriteIdOf = (localId: number, writes: readonly QueuedFastWrite[]) =>
  writes.find((write) => write.method === 'POST' && localFastId(write.id) === localId)?.id;

/** The address to end (or change) a fast at: its own, or the placeholder of its start write. */
export function fastUrl(id: number, writes: readonly QueuedFastWrite[]): string | null {
  if (id > 0) return `/api/protocols/fasting/${id}`;
  const startWriteId = startWriteIdOf(id, writes);
  return startWriteId === undefined ? null : startWriteUrl(startWriteId);
}

function ended(fast: FastingLog, endTime: string): FastingLog {
  const duration = secondsBetween(new Date(fast.startTime), new Date(endTime));
  return { ...fast, endTime, duration, completed: isFastCompleted(duration, fast.targetHours) };
}

/**
 * The fasts as the person left them: the last list from the server with the starts and ends made
 * offline (not refused) applied in order, newest first. A fast started offline gets a local id.
 */
export function withQueuedFasts(logs: readonly FastingLog[], writes: readonly QueuedFastWrite[]): FastingLog[] {
  let result = [...logs];
  for (const write of writes) {
    if (write.failure !== null) continue;
    if (write.method === 'POST') {
      const start = write.body as { userId: number; startTime: string; targetHours: number };
      const fast: FastingLog = {
        id: localFastId(write.id),
        userId: start.userId,
        startTime: start.startTime,
        endTime: null,
        targetHours: start.targetHours,
        duration: null,
        completed: false,
        timestamp: start.startTime,
        localDay: null,
      };
      result = [fast, ...result];
    } else if (write.method === 'PATCH') {
      const endTime = (write.body as { endTime?: string | null }).endTime;
      if (typeof endTime !== 'string') continue;
      result = result.map((fast) => (fastUrl(fast.id, writes) === write.url && fast.endTime === null ? ended(fast, endTime) : fast));
    }
  }
  return result;
}

/** A start or end kept on this device, with its time: 'Fast started · Nov 24, 8:00 AM · 16 h target'. */
export function describeQueuedFast(write: { label: string; method: string; body: unknown }, timeZone: string): string {
  const body = write.body as { startTime?: string; endTime?: string; targetHours?: number };
  const at = write.method === 'POST' ? body.startTime : body.endTime;
  const parts = [write.label, at ? formatFastTime(at, timeZone) : null, body.targetHours ? `${body.targetHours} h target` : null];
  return parts.filter((part) => part !== null).join(' · ');
}
