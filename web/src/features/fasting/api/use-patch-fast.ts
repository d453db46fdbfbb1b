import type { FastingLog, FastingPatch } from '@uh/core/fasting/fasting.schema';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { queuedWritesNow, sendOrQueue } from '#lib/offline-writes';
import { invalidateLogViews } from '#lib/progress-views';
import { fastUrl } from '../lib/queued-fasts';
import { fastingKeys } from './fasting-queries';
import { FAST_WRITE } from './use-start-fast';

export type PatchFastInput = { id: number; patch: FastingPatch };

/**
 * PATCH /api/protocols/fasting/{id}: ends, reopens (Undo) or corrects a fast; the server computes
 * duration and completion from the times, and the checklist and progress follow.
 */
export function usePatchFast(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, patch }: PatchFastInput): Promise<FastingLog> =>
      (await apiRequest('PATCH', `/api/protocols/fasting/${id}`, patch)).json(),
    onSuccess: (log) => showSavedFast(queryClient, userId, log),
    // Another tab may have ended, reopened or deleted it: re-read to show what the server holds.
    onError: () => refreshFasts(queryClient, userId),
  });
}

const refreshFasts = (queryClient: QueryClient, userId: number) => invalidateLogViews(queryClient, fastingKeys.list(userId));

/** The fast as the server now has it, at once, then everything it changes re-read. */
function showSavedFast(queryClient: QueryClient, userId: number, log: FastingLog) {
  queryClient.setQueryData<FastingLog[]>(fastingKeys.list(userId), (logs) => logs?.map((entry) => (entry.id === log.id ? log : entry)));
  return refreshFasts(queryClient, userId);
}

/**
 * Ends a fast: PATCH with its end time, or, without a connection, kept on this device and sent
 * later. A fast started offline (a local id below 0) is ended after its start has synced.
 */
export function useEndFastWrite(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ id, endTime }: { id: number; endTime: string }) => {
      const url = fastUrl(id, queuedWritesNow());
      if (url === null) throw new Error('404: This fast is no longer here');
      const request = { kind: FAST_WRITE, label: 'Fast ended', method: 'PATCH' as const, url, body: { endTime } };
      return sendOrQueue<FastingLog>(userId, request, { afterQueuedWrites: id < 0 });
    },
    onSuccess: (result) => (result.isQueued ? undefined : showSavedFast(queryClient, userId, result.value)),
    onError: () => refreshFasts(queryClient, userId),
  });
}
