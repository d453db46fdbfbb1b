import { useMutation, useQueryClient, type QueryKey, type UseMutationResult } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { invalidateLogViews } from './progress-views';

/** A tracker's logs: created at `logsUrl` (its protocol view's), each one at `{logsUrl}/{id}`; `listKey` re-reads after a change. */
export type TrackerLogs = { logsUrl: string; listKey: QueryKey };

export type LogCorrection<TPatch> = { id: number; patch: TPatch };
export type EditLogMutation<TLog, TPatch> = UseMutationResult<TLog, Error, LogCorrection<TPatch>>;

/** PATCH `{logsUrl}/{id}`: a correction; the server re-decides completion and the checklist, so those re-read too. */
export function useEditLog<TLog, TPatch>({ logsUrl, listKey }: TrackerLogs): EditLogMutation<TLog, TPatch> {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, patch }: LogCorrection<TPatch>) =>
      (await apiRequest('PATCH', `${logsUrl}/${id}`, patch)).json() as Promise<TLog>,
    onSuccess: () => invalidateLogViews(queryClient, listKey),
  });
}
