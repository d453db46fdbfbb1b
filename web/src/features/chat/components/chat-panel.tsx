import RotateCcwIcon from 'lucide-react/icons/rotate-ccw';
import type { StoredChatMessage } from '@uh/core/chat/chat.schema';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '#ui/button';
import { Card } from '#ui/card';
import { LoadError } from '#ui/load-error';
import type { useChatConversation } from '../api/use-chat-conversation';
import type { useChatDrafts } from '../api/use-chat-drafts';
import { ChatDraftCards } from './chat-draft-cards';
import { isAwaitingReply } from '../lib/chat-window';
import { ChatComposer } from './chat-composer';
import { ChatMessageList, ChatMessageListSkeleton } from './chat-message-list';
import { ChatPanelHeader } from './chat-panel-header';

type ChatPanelProps = {
  userId: number;
  messages: UseQueryResult<StoredChatMessage[]>;
  chat: ReturnType<typeof useChatConversation>;
  drafts: ReturnType<typeof useChatDrafts>;
};

/**
 * The 600 px chat panel (docs/product.md §2, §9): title, conversation, composer. Under 768 px it takes the
 * room its parent leaves (at most 600 px), so the composer stays above the bottom bar.
 */
export function ChatPanel({ userId, messages, chat, drafts }: ChatPanelProps) {
  const history = messages.data;
  const canRetry = chat.failure !== null && !chat.isPending && history !== undefined && isAwaitingReply(history);

  return (
    <Card className="flex h-[600px] min-w-0 flex-col overflow-hidden max-md:h-auto max-md:max-h-[600px] max-md:min-h-0 max-md:flex-1">
      <ChatPanelHeader userId={userId} hasMessages={(history?.length ?? 0) > 0} isBusy={chat.isPending} />
      {history ? (
        <ChatMessageList messages={history} streamingText={chat.streamingText} />
      ) : messages.isError ? (
        <div className="min-h-0 flex-1 p-4">
          <LoadError
            isFramed={false}
            message="Failed to load your conversation. Please try again."
            onRetry={() => void messages.refetch()}
            isRetrying={messages.isFetching}
          />
        </div>
      ) : (
        <ChatMessageListSkeleton />
      )}
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {chat.announcement}
      </div>
      <ChatDraftCards drafts={drafts} />
      <div className="space-y-2 border-t border-border p-3 sm:p-4">
        {canRetry ? (
          <div role="alert" className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="text-destructive dark:text-status-bad">The coach could not answer: {chat.failure}</span>
            <Button size="sm" variant="secondary" onClick={chat.retry}>
              <RotateCcwIcon aria-hidden="true" className="size-4" />
              Try again
            </Button>
          </div>
        ) : null}
        <ChatComposer onSend={chat.send} isDisabled={chat.isPending || !history} />
        <p className="text-xs text-muted-foreground">General wellness information, not medical advice.</p>
      </div>
    </Card>
  );
}
