import type { ChatDraftView } from '@uh/core/chat/chat-drafts.schema';
import type { CoachInfo, StoredChatMessage } from '@uh/core/chat/chat.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';

/** Query keys start with the URL they read (docs/product.md §7). */
export const chatKeys = {
  messages: (userId: number) => ['/api/chat/messages', userId] as const,
  coach: () => ['/api/chat/coach'] as const,
  drafts: (userId: number) => ['/api/chat/drafts', userId] as const,
};

/** The logs the coach offered that wait for the person's Confirm or Discard, oldest first. */
export const chatDraftsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: chatKeys.drafts(userId),
    queryFn: async (): Promise<ChatDraftView[]> => (await apiRequest('GET', '/api/chat/drafts')).json(),
  });

/** The signed-in person's conversation, oldest first. */
export const chatMessagesQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: chatKeys.messages(userId),
    queryFn: async (): Promise<StoredChatMessage[]> => (await apiRequest('GET', '/api/chat/messages')).json(),
  });

/** Which coach answers: the built-in one, or a language model (its name). */
export const coachInfoQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.coach(),
    queryFn: async (): Promise<CoachInfo> => (await apiRequest('GET', '/api/chat/coach')).json(),
  });
