import type { ChatMessage, StoredChatMessage } from '@uh/core/chat/chat.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apiRequest, errorMessage } from '#lib/api-client';
import { toast } from '#ui/use-toast';
import { chatWindow } from '../lib/chat-window';
import { chatKeys } from './chat-queries';
import { COMPLETION_FALLBACK_MESSAGE, streamCompletion } from './stream-completion';

/**
 * The message flow of docs/product.md §4: the person's message is saved and shown, a typing indicator shows
 * while the reply is awaited, the reply streams in, is saved by the server once complete, and the
 * list is refreshed. Leaving the page stops the reply (and the model behind it).
 */
export function useChatConversation(userId: number) {
  const queryClient = useQueryClient();
  const key = chatKeys.messages(userId);
  // null: no reply under way; '' : waiting for the first word (typing indicator); else the reply so far.
  const [streamingText, setStreamingText] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const save = useMutation({
    mutationFn: async (content: string): Promise<StoredChatMessage> =>
      (await apiRequest('POST', '/api/chat/messages', { content, role: 'user' })).json(),
    onSuccess: (saved) => queryClient.setQueryData<StoredChatMessage[]>(key, (list) => [...(list ?? []), saved]),
  });

  const completion = useMutation({
    mutationFn: async (messages: ChatMessage[]) => {
      const controller = new AbortController();
      controllerRef.current = controller;
      setFailure(null);
      setStreamingText('');
      return streamCompletion(messages, {
        signal: controller.signal,
        onToken: (text) => setStreamingText((sofar) => (sofar ?? '') + text),
      });
    },
    onSuccess: (done) => {
      queryClient.setQueryData<StoredChatMessage[]>(key, (list) => [...(list ?? []), done.message]);
      // Announced once, when complete — not word by word.
      setAnnouncement(`Coach replied: ${done.message.content}`);
      if (done.drafts) void queryClient.invalidateQueries({ queryKey: chatKeys.drafts(userId) });
    },
    onError: (error) => {
      if (controllerRef.current?.signal.aborted) return;
      const reason = errorMessage(error) || COMPLETION_FALLBACK_MESSAGE;
      setFailure(reason);
      toast({ variant: 'destructive', title: 'Error getting AI response', description: reason });
    },
    onSettled: () => {
      setStreamingText(null);
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });

  const history = () => queryClient.getQueryData<StoredChatMessage[]>(key) ?? [];

  /** Saves and sends one message; resolves false when it could not be saved (the input keeps it). */
  async function send(text: string): Promise<boolean> {
    const content = text.trim();
    if (content === '' || save.isPending || completion.isPending) return false;
    try {
      await save.mutateAsync(content);
    } catch {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to save message' });
      return false;
    }
    completion.mutate(chatWindow(history()));
    return true;
  }

  /** Asks again for a reply to the last message (after a failed completion). */
  const retry = () => completion.mutate(chatWindow(history()));

  return {
    send,
    retry,
    isSaving: save.isPending,
    isPending: save.isPending || completion.isPending,
    streamingText,
    announcement,
    failure,
    clearFailure: () => setFailure(null),
  };
}
