import type { DeletedLog, RestoredLog } from '@uh/core/protocols/protocols.schema';
import { UNDO_TOAST_MS } from '@uh/core/protocols/protocols.logic';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '#ui/use-toast';
import { apiRequest, errorMessage } from './api-client';
import { invalidateLogViews } from './progress-views';
import type { TrackerLogs } from './use-edit-log';

type Options = TrackerLogs & {
  /** The toast title, e.g. 'Cold session deleted'. */
  deletedTitle: string;
};

/**
 * DELETE `{logsUrl}/{id}`, and offers Undo for 10 seconds in the toast. Progress, streaks and the checklist
 * are recomputed by the server, so every derived view is refreshed both times.
 */
export function useDeleteLog({ logsUrl, listKey, deletedTitle }: Options) {
  const queryClient = useQueryClient();
  // The list is refreshed after the delete and after an undo.
  const refresh = () => invalidateLogViews(queryClient, listKey);

  const undo = async (undoId: number) => {
    try {
      await apiRequest('POST', `/api/deleted-logs/${undoId}/restore`).then((response) => response.json() as Promise<RestoredLog>);
      toast({ title: 'Restored', description: 'The entry is back.' });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Could not undo', description: errorMessage(error) });
    } finally {
      await refresh();
    }
  };

  return useMutation({
    mutationFn: async (id: number) => (await apiRequest('DELETE', `${logsUrl}/${id}`)).json() as Promise<DeletedLog>,
    onSuccess: async ({ undoId }) => {
      toast({
        title: deletedTitle,
        description: 'Undo within 10 seconds if that was a mistake.',
        duration: UNDO_TOAST_MS,
        action: { label: 'Undo', onClick: () => void undo(undoId) },
      });
      await refresh();
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Could not delete', description: errorMessage(error) }),
  });
}
