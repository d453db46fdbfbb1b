import { CHAT_CONTEXT_MESSAGES, type ChatMessage, type StoredChatMessage } from '@uh/core/chat/chat.schema';

/** docs/product.md §7/§9: the completion carries the last 10 messages (9 stored + the new one), oldest first. */
export function chatWindow(history: readonly StoredChatMessage[]): ChatMessage[] {
  return history
    .filter((message) => message.role !== 'system')
    .slice(-CHAT_CONTEXT_MESSAGES)
    .map(({ role, content }) => ({ role, content }));
}

/** Whether the conversation ends with the person's message and no reply (a failed completion). */
export const isAwaitingReply = (history: readonly StoredChatMessage[]) => history.at(-1)?.role === 'user';
