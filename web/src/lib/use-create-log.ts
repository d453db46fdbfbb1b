import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendOrQueue } from './offline-writes';
import { invalidateLogViews } from './progress-views';
import type { TrackerLogs } from './use-edit-log';

type Options<TInput> = TrackerLogs & {
  /** What its queued writes are called: `kind` picks them out on the page, `label` names one waiting to sync. */
  write: { kind: string; label: string };
  /** Whose log it is, and the body of the POST. */
  requestOf: (input: TInput) => { userId: number; body: object };
};

/** A finished session (Stop, or a completed morning): its fields with completed=true. */
export const finishedSession = <TInput extends { userId: number }>(input: TInput) => ({
  userId: input.userId,
  body: { ...input, completed: true },
});

/**
 * POST `logsUrl`: a new log. Without a connection it is kept on this device, with the time it was
 * made (`timestamp`), and sent later; once the server has it, today's checklist and the summaries change too.
 */
export function useCreateLog<TInput, TLog>({ logsUrl, listKey, write, requestOf }: Options<TInput>) {
  const queryClient = useQueryClient();
  return useMutation({
    // Runs offline too: sendOrQueue keeps the log rather than waiting for a connection.
    networkMode: 'always',
    mutationFn: (input: TInput) => {
      const { userId, body } = requestOf(input);
      return sendOrQueue<TLog>(userId, { ...write, method: 'POST', url: logsUrl, body }, { timeField: 'timestamp' });
    },
    onSuccess: (result) => (result.isQueued ? undefined : invalidateLogViews(queryClient, listKey)),
  });
}
