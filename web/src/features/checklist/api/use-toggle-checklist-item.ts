import type { ChecklistItemKey } from '@uh/core/checklist/checklist.logic';
import type { Checklist } from '@uh/core/checklist/checklist.schema';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '#lib/api-client';
import { checklistKeys, invalidateProgressViews } from '#lib/progress-views';
import { toast } from '#ui/use-toast';

export type ChecklistToggle = { date: string; key: ChecklistItemKey; value: boolean };

const MUTATION_KEY = ['/api/daily-checklist', 'toggle'] as const;

/** Sets one item of `date` in the today and weekly caches (optimistic update and its rollback). */
function setCachedItem(queryClient: QueryClient, { date, key, value }: ChecklistToggle) {
  queryClient.setQueryData<Checklist>(checklistKeys.today(), (day) => (day && day.date === date ? { ...day, [key]: value } : day));
  queryClient.setQueryData<Checklist[]>(checklistKeys.weekly(), (days) =>
    days?.map((day) => (day.date === date ? { ...day, [key]: value } : day)),
  );
}

/**
 * PATCH /api/daily-checklist/{date} with the one changed item (spec §4, §7). The caches flip at
 * once; a failure flips back only that item, so other toggles in flight keep their state.
 */
export function useToggleChecklistItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: async ({ date, key, value }: ChecklistToggle): Promise<Checklist> =>
      (await apiRequest('PATCH', `/api/daily-checklist/${date}`, { [key]: value })).json(),
    onMutate: async (toggle) => {
      await queryClient.cancelQueries({ queryKey: checklistKeys.all() });
      setCachedItem(queryClient, toggle);
    },
    // The toasts live here rather than in mutate(): with several quick toggles each one reports.
    onError: (error, toggle) => {
      setCachedItem(queryClient, { ...toggle, value: !toggle.value });
      toast({ variant: 'destructive', title: 'Error', description: `Failed to update checklist: ${errorMessage(error)}` });
    },
    onSuccess: () => toast({ title: 'Checklist updated', description: 'Your daily checklist has been updated.' }),
    onSettled: () => {
      // Re-read once the last of several quick toggles has settled, so no answer undoes a newer tick.
      if (queryClient.isMutating({ mutationKey: MUTATION_KEY }) <= 1) void invalidateProgressViews(queryClient);
    },
  });
}
