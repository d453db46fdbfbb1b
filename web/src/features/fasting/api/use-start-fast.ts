import type { FastingLog } from '@uh/core/fasting/fasting.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendOrQueue } from '#lib/offline-writes';
import { invalidateLogViews } from '#lib/progress-views';
import { fastingKeys, isConflict } from './fasting-queries';

export type StartFastInput = { startTime: string; targetHours: number };

/** Which queued writes are fasts started or ended offline (the page shows them as made). */
export const FAST_WRITE = 'fast';

/**
 * POST /api/protocols/fasting; the list is re-read before the mutation settles. On 409 (a fast is
 * already running) the list is re-read too, so the page resumes that fast without flashing idle.
 * Without a connection the start is kept on this device (with its start time) and sent later.
 */
export function useStartFast(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ startTime, targetHours }: StartFastInput) =>
      sendOrQueue<FastingLog>(userId, {
        kind: FAST_WRITE,
        label: 'Fast started',
        method: 'POST',
        url: '/api/protocols/fasting',
        body: { userId, startTime, targetHours, completed: false },
      }),
    onSuccess: (result) => {
      if (result.isQueued) return undefined;
      const log = result.value;
      queryClient.setQueryData<FastingLog[]>(fastingKeys.list(userId), (logs) => [
        log,
        ...(logs ?? []).filter((entry) => entry.id !== log.id),
      ]);
      return invalidateLogViews(queryClient, fastingKeys.list(userId));
    },
    onError: (error) => (isConflict(error) ? queryClient.invalidateQueries({ queryKey: fastingKeys.list(userId) }) : undefined),
  });
}
