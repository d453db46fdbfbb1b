import BotIcon from 'lucide-react/icons/bot';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#ui/button';
import { coachInfoQueryOptions } from '../api/chat-queries';
import { useClearConversation } from '../api/use-clear-conversation';

/** Which coach answers: the built-in one, or the configured model by name. */
function CoachBadge() {
  const { data } = useQuery(coachInfoQueryOptions());
  if (!data) return <span aria-hidden="true" className="inline-block h-6 w-40 animate-pulse rounded-full bg-surface-muted" />;
  const label = data.coach === 'offline' ? 'Built-in coach (offline)' : `Model: ${data.model ?? 'language model'}`;
  return (
    <span className="inline-flex max-w-full items-center gap-1.5 truncate rounded-full bg-protocol-coach-soft px-2.5 py-0.5 text-xs font-medium text-protocol-coach">
      <BotIcon aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="truncate">{label}</span>
    </span>
  );
}

type HeaderProps = { userId: number; hasMessages: boolean; isBusy: boolean };

/** The panel's title, the coach badge and "Clear conversation" with its confirmation. */
export function ChatPanelHeader({ userId, hasMessages, isBusy }: HeaderProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const clear = useClearConversation(userId);

  return (
    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-border px-4 py-3">
      <div className="min-w-0 space-y-1">
        <h2 className="text-lg font-semibold">Health Optimization Coach</h2>
        <CoachBadge />
      </div>
      {isConfirming ? (
        <div role="group" aria-label="Confirm clearing the conversation" className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium">Delete all messages?</span>
          <Button
            size="sm"
            variant="destructive"
            disabled={clear.isPending}
            onClick={() => clear.mutate(undefined, { onSettled: () => setIsConfirming(false) })}
          >
            {clear.isPending ? 'Clearing...' : 'Clear'}
          </Button>
          <Button size="sm" variant="secondary" disabled={clear.isPending} onClick={() => setIsConfirming(false)}>
            Cancel
          </Button>
        </div>
      ) : (
        <Button size="sm" variant="ghost" disabled={!hasMessages || isBusy} onClick={() => setIsConfirming(true)}>
          <Trash2Icon aria-hidden="true" className="size-4" />
          {/* Icon-only on phones, where the 600 px panel needs every line for the conversation. */}
          <span className="sr-only sm:not-sr-only">Clear conversation</span>
        </Button>
      )}
    </div>
  );
}
