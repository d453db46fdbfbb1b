import CheckIcon from 'lucide-react/icons/check';
import XIcon from 'lucide-react/icons/x';
import { Button } from '#ui/button';
import type { useChatDrafts } from '../api/use-chat-drafts';

type ChatDraftCardsProps = { drafts: ReturnType<typeof useChatDrafts> };

/** One card per log the coach offered, or an AI assistant proposed over MCP: read it, then Confirm to log it or Discard it. */
export function ChatDraftCards({ drafts }: ChatDraftCardsProps) {
  if (drafts.drafts.length === 0) return <Announcement text={drafts.announcement} />;
  return (
    <section aria-label="Drafts to confirm" className="space-y-2 border-t border-border p-3 sm:px-4">
      <h2 className="text-sm font-semibold">To confirm ({drafts.drafts.length})</h2>
      <ul className="max-h-48 space-y-2 overflow-y-auto">
        {drafts.drafts.map((draft) => {
          const isBusy = drafts.pendingId === draft.id;
          return (
            <li
              key={draft.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-control border border-border p-2 text-sm"
            >
              <span className="min-w-0 flex-1">
                {draft.summary}
                {draft.origin === 'mcp' ? (
                  <span className="block text-xs text-muted-foreground">Proposed by an AI assistant (MCP)</span>
                ) : null}
              </span>
              <span className="flex gap-2">
                <Button
                  size="sm"
                  onClick={() => drafts.confirm(draft)}
                  disabled={drafts.pendingId !== null}
                  aria-label={`Confirm: ${draft.summary}`}
                >
                  <CheckIcon aria-hidden="true" className="size-4" />
                  {isBusy ? 'Saving…' : 'Confirm'}
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => drafts.discard(draft)}
                  disabled={drafts.pendingId !== null}
                  aria-label={`Discard: ${draft.summary}`}
                >
                  <XIcon aria-hidden="true" className="size-4" />
                  Discard
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
      <Announcement text={drafts.announcement} />
    </section>
  );
}

function Announcement({ text }: { text: string }) {
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only">
      {text}
    </div>
  );
}
