import type { ChecklistItemKey } from '@uh/core/checklist/checklist.logic';
import type { Checklist } from '@uh/core/checklist/checklist.schema';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { errorMessage } from '#lib/api-client';
import { sendOrQueue } from '#lib/offline-writes';
import { checklistKeys, invalidateProgressViews } from '#lib/progress-views';
import { useSession } from '#lib/session';
import { toast } from '#ui/use-toast';
import { CHECKLIST_ITEMS } from '../lib/checklist-items';

export type ChecklistToggle = { date: string; key: ChecklistItemKey; value: boolean };

const MUTATION_KEY = ['/api/daily-checklist', 'toggle'] as const;

/** Which queued writes are checklist ticks (the page shows the day with them applied). */
export const CHECKLIST_WRITE = 'checklist';

const tickLabel = ({ key, value }: ChecklistToggle) =>
  `${CHECKLIST_ITEMS.find((item) => item.key === key)?.title ?? key} ${value ? 'ticked' : 'unticked'}`;

/** Sets one item of `date` in the today and weekly caches (optimistic update and its rollback). */
function setCachedItem(queryClient: QueryClient, { date, key, value }: ChecklistToggle) {
  queryClient.setQueryData<Checklist>(checklistKeys.today(), (day) => (day && day.date === date ? { ...day, [key]: value } : day));
  queryClient.setQueryData<Checklist[]>(checklistKeys.weekly(), (days) =>
    days?.map((day) => (day.date === date ? { ...day, [key]: value } : day)),
  );
}

/**
 * PATCH /api/daily-checklist/{date} with the one changed item (docs/product.md §4, §7). The caches flip at
 * once; a failure flips back only that item, so other toggles in flight keep their state. Without
 * a connection the tick is kept on this device and sent later.
 */
export function useToggleChecklistItem() {
  const queryClient = useQueryClient();
  const userId = useSession().data?.id;
  return useMutation({
    mutationKey: MUTATION_KEY,
    networkMode: 'always',
    mutationFn: async (toggle: ChecklistToggle) => {
      if (userId === undefined) throw new Error('You need to sign in first');
      const request = { kind: CHECKLIST_WRITE, label: tickLabel(toggle), method: 'PATCH' as const };
      return sendOrQueue<Checklist>(userId, {
        ...request,
        url: `/api/daily-checklist/${toggle.date}`,
        body: { [toggle.key]: toggle.value },
      });
    },
    onMutate: async (toggle) => {
      await queryClient.cancelQueries({ queryKey: checklistKeys.all() });
      setCachedItem(queryClient, toggle);
    },
    // The toasts live here rather than in mutate(): with several quick toggles each one reports.
    onError: (error, toggle) => {
      setCachedItem(queryClient, { ...toggle, value: !toggle.value });
      toast({ variant: 'destructive', title: 'Error', description: `Failed to update checklist: ${errorMessage(error)}` });
    },
    onSuccess: (result) =>
      toast(
        result.isQueued
          ? { title: 'Saved on this device', description: 'Your checklist will sync when you are back online.' }
          : { title: 'Checklist updated', description: 'Your daily checklist has been updated.' },
      ),
    onSettled: (result) => {
      // Re-read once the last of several quick toggles has settled, so no answer undoes a newer tick
      // (not for a kept tick: offline, the re-read would bring back the day without it).
      if (!result?.isQueued && queryClient.isMutating({ mutationKey: MUTATION_KEY }) <= 1) void invalidateProgressViews(queryClient);
    },
  });
}
