import type { ThirtyLog } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendOrQueue } from '#lib/offline-writes';
import { invalidateProgressViews } from '#lib/progress-views';
import { thirtyKeys } from './thirty-queries';

/** The body of POST /api/protocols/thirty without `completed`: grams, timer seconds, minutes. */
export type ThirtyLogInput = { userId: number; proteinAmount: number; exerciseDuration: number; timeAfterWaking: number | null };

/** Which queued writes are 30-30-30 sessions (the page shows them as waiting to sync). */
export const THIRTY_LOG_WRITE = 'thirty-log';

/**
 * POST /api/protocols/thirty with completed=true (the form only sends a finished morning).
 * Without a connection the session is kept on this device, with its time, and sent later.
 */
export function useLogThirty() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (input: ThirtyLogInput) =>
      sendOrQueue<ThirtyLog>(
        input.userId,
        {
          kind: THIRTY_LOG_WRITE,
          label: '30-30-30 session',
          method: 'POST',
          url: '/api/protocols/thirty',
          body: { ...input, completed: true },
        },
        { timeField: 'timestamp' },
      ),
    // The server ticks today's checklist and the summaries change too.
    onSuccess: (result) =>
      result.isQueued
        ? undefined
        : Promise.all([queryClient.invalidateQueries({ queryKey: thirtyKeys.all() }), invalidateProgressViews(queryClient)]),
  });
}
