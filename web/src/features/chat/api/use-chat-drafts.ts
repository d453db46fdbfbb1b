import type { ChatDraftView } from '@uh/core/chat/chat-drafts.schema';
import type { ChatDraftConfirmed, ChatDraftUndone, StoredChatMessage } from '@uh/core/chat/chat.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest, errorMessage } from '#lib/api-client';
import { toast } from '#ui/use-toast';
import { chatDraftsQueryOptions, chatKeys } from './chat-queries';

/** As long as the server takes an Undo after a confirm. */
const UNDO_WINDOW_MS = 10 * 60_000;

/**
 * The drafts the coach offered, and the person's decision on each: nothing is logged until they
 * confirm; the coach's sentence then comes from the server, written from the stored log.
 */
export function useChatDrafts(userId: number) {
  const queryClient = useQueryClient();
  const drafts = useQuery(chatDraftsQueryOptions(userId));
  const [announcement, setAnnouncement] = useState('');
  // The last draft confirmed here, while its Undo still works (10 minutes, as the server allows).
  const [undoable, setUndoable] = useState<ChatDraftView | null>(null);
  useEffect(() => {
    if (!undoable) return;
    const timer = setTimeout(() => setUndoable(null), UNDO_WINDOW_MS);
    return () => clearTimeout(timer);
  }, [undoable]);

  /** A reply the server saved: shown in the conversation, and every screen of logs reads again. */
  const showReply = (message: StoredChatMessage) => {
    queryClient.setQueryData<StoredChatMessage[]>(chatKeys.messages(userId), (list) => [...(list ?? []), message]);
    setAnnouncement(`Coach replied: ${message.content}`);
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== chatKeys.messages(userId)[0] });
  };

  const decide = useMutation({
    mutationFn: async ({ draft, decision }: { draft: ChatDraftView; decision: 'confirm' | 'discard' }) => {
      const response = await apiRequest('POST', `/api/chat/drafts/${draft.id}/${decision}`);
      return decision === 'confirm' ? ((await response.json()) as ChatDraftConfirmed) : null;
    },
    onSuccess: (confirmed, { draft }) => {
      if (confirmed) {
        // The log is in its tracker now: every screen showing logs, progress or the checklist reads again.
        showReply(confirmed.message);
        setUndoable(draft);
      } else {
        setAnnouncement(`Discarded: ${draft.summary}`);
      }
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Not logged', description: errorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.drafts(userId) }),
  });

  const undo = useMutation({
    mutationFn: async (draft: ChatDraftView) =>
      (await (await apiRequest('POST', `/api/chat/drafts/${draft.id}/undo`)).json()) as ChatDraftUndone,
    onSuccess: ({ message }) => showReply(message),
    onError: (error) => toast({ variant: 'destructive', title: 'Not undone', description: errorMessage(error) }),
    onSettled: () => setUndoable(null),
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
    /** The draft just confirmed, while it can still be undone. */
    undoable,
    isUndoing: undo.isPending,
    undo: (draft: ChatDraftView) => undo.mutate(draft),
    discard: (draft: ChatDraftView) => decide.mutate({ draft, decision: 'discard' }),
  };
}
