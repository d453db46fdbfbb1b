import type { ChatDraftView } from '@uh/core/chat/chat-drafts.schema';
import type { ChatDraftConfirmed, StoredChatMessage } from '@uh/core/chat/chat.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest, errorMessage } from '#lib/api-client';
import { toast } from '#ui/use-toast';
import { chatDraftsQueryOptions, chatKeys } from './chat-queries';

/**
 * The drafts the coach offered, and the person's decision on each: nothing is logged until they
 * confirm; the coach's sentence then comes from the server, written from the stored log.
 */
export function useChatDrafts(userId: number) {
  const queryClient = useQueryClient();
  const drafts = useQuery(chatDraftsQueryOptions(userId));
  const [announcement, setAnnouncement] = useState('');

  const decide = useMutation({
    mutationFn: async ({ draft, decision }: { draft: ChatDraftView; decision: 'confirm' | 'discard' }) => {
      const response = await apiRequest('POST', `/api/chat/drafts/${draft.id}/${decision}`);
      return decision === 'confirm' ? ((await response.json()) as ChatDraftConfirmed) : null;
    },
    onSuccess: (confirmed, { draft }) => {
      if (confirmed) {
        queryClient.setQueryData<StoredChatMessage[]>(chatKeys.messages(userId), (list) => [...(list ?? []), confirmed.message]);
        setAnnouncement(`Coach replied: ${confirmed.message.content}`);
        // The log is in its tracker now: every screen showing logs, progress or the checklist reads again.
        void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== chatKeys.messages(userId)[0] });
      } else {
        setAnnouncement(`Discarded: ${draft.summary}`);
      }
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Not logged', description: errorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.drafts(userId) }),
  });

  const edit = useMutation({
    mutationFn: async ({ draft, values }: { draft: ChatDraftView; values: Record<string, number> }) =>
      (await (await apiRequest('PATCH', `/api/chat/drafts/${draft.id}`, { values })).json()) as ChatDraftView,
    onSuccess: (edited) => {
      queryClient.setQueryData<ChatDraftView[]>(chatKeys.drafts(userId), (list) =>
        list?.map((draft) => (draft.id === edited.id ? edited : draft)),
      );
      setAnnouncement(`Changed: ${edited.summary}`);
    },
  });

  return {
    drafts: drafts.data ?? [],
    isEditing: edit.isPending,
    /** Saves an edit; answers the server's refusal to show, or null once saved. */
    edit: async (draft: ChatDraftView, values: Record<string, number>): Promise<string | null> => {
      try {
        await edit.mutateAsync({ draft, values });
        return null;
      } catch (error) {
        return errorMessage(error);
      }
    },
    announcement,
    pendingId: decide.isPending ? decide.variables.draft.id : null,
    confirm: (draft: ChatDraftView) => decide.mutate({ draft, decision: 'confirm' }),
    discard: (draft: ChatDraftView) => decide.mutate({ draft, decision: 'discard' }),
  };
}
