import { CHAT_GREETING, type StoredChatMessage } from '@uh/core/chat/chat.schema';
import { useEffect, useRef } from 'react';
import { ChatBubble, TypingIndicator } from './chat-bubble';

type ChatMessageListProps = { messages: StoredChatMessage[]; streamingText: string | null };

/** The conversation under docs/product.md's greeting, with the reply as it streams in. Kept scrolled to the end. */
export function ChatMessageList({ messages, streamingText }: ChatMessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = scrollRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages, streamingText]);

  return (
    // Focusable so keyboard users can scroll it; not a live region (the reply is announced once, when complete).
    <div ref={scrollRef} tabIndex={0} role="region" aria-label="Conversation" className="min-h-0 flex-1 space-y-4 overflow-y-auto p-4">
      <ol className="space-y-4">
        <ChatBubble role="assistant" content={CHAT_GREETING} />
        {messages
          .filter((message) => message.role !== 'system')
          .map((message) => (
            <ChatBubble key={message.id} role={message.role} content={message.content} />
          ))}
        {streamingText ? <ChatBubble role="assistant" content={streamingText} isStreaming /> : null}
      </ol>
      {streamingText === '' ? <TypingIndicator /> : null}
    </div>
  );
}

/** The list's shape while the history loads. */
export function ChatMessageListSkeleton() {
  const pulse = 'animate-pulse rounded-2xl bg-surface-muted motion-reduce:animate-none';
  return (
    <div aria-busy="true" className="min-h-0 flex-1 space-y-4 p-4">
      <span className="sr-only" role="status">
        Loading your conversation
      </span>
      <div aria-hidden="true" className={`h-16 w-3/4 ${pulse}`} />
      <div aria-hidden="true" className={`ml-auto h-10 w-1/2 ${pulse}`} />
      <div aria-hidden="true" className={`h-24 w-3/4 ${pulse}`} />
    </div>
  );
}
