import { editableFields } from '@uh/core/chat/chat-draft-edit.logic';
import type { ChatDraftView } from '@uh/core/chat/chat-drafts.schema';
import CheckIcon from 'lucide-react/icons/check';
import PencilIcon from 'lucide-react/icons/pencil';
import Undo2Icon from 'lucide-react/icons/undo-2';
import XIcon from 'lucide-react/icons/x';
import { useState } from 'react';
import { usePreferences } from '#lib/preferences';
import { Button } from '#ui/button';
import type { useChatDrafts } from '../api/use-chat-drafts';
import { ChatDraftEditor } from './chat-draft-editor';

type Drafts = ReturnType<typeof useChatDrafts>;
type ChatDraftCardsProps = { drafts: Drafts };

/**
 * One card per log the coach offered, an AI assistant proposed over MCP, or someone the person shares
 * with proposed through their share: read it, change it, then Confirm to log it or Discard it.
 */
export function ChatDraftCards({ drafts }: ChatDraftCardsProps) {
  return (
    <>
      <UndoBar drafts={drafts} />
      {drafts.drafts.length > 0 ? (
        <section aria-label="Drafts to confirm" className="space-y-2 border-t border-border p-3 sm:px-4">
          <h2 className="text-sm font-semibold">To confirm ({drafts.drafts.length})</h2>
          <ul className="max-h-72 space-y-2 overflow-y-auto">
            {drafts.drafts.map((draft) => (
              <DraftCard key={draft.id} draft={draft} drafts={drafts} />
            ))}
          </ul>
        </section>
      ) : null}
      <Announcement text={drafts.announcement} />
    </>
  );
}

function DraftCard({ draft, drafts }: { draft: ChatDraftView; drafts: Drafts }) {
  const weightUnit = usePreferences().data?.weightUnit ?? 'lbs';
  const [isEditing, setIsEditing] = useState(false);
  const fields = editableFields(draft.plan, { weightUnit });
  const isBusy = drafts.pendingId === draft.id;
  const isLocked = drafts.pendingId !== null;

  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-control border border-border p-2 text-sm">
      <span className="min-w-0 flex-1">
        {draft.summary}
        {draft.origin === 'mcp' ? <span className="block text-xs text-muted-foreground">Proposed by an AI assistant (MCP)</span> : null}
        {draft.origin === 'share' ? (
          <span className="block text-xs text-muted-foreground">
            Proposed by {draft.proposedBy ?? 'someone you share with'} (shared access)
          </span>
        ) : null}
      </span>
      {isEditing ? (
        <ChatDraftEditor
          draft={draft}
          fields={fields}
          isSaving={drafts.isEditing}
          onCancel={() => setIsEditing(false)}
          onSave={async (values) => {
            const problem = await drafts.edit(draft, values);
            if (problem === null) setIsEditing(false);
            return problem;
          }}
        />
      ) : (
        <span className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => drafts.confirm(draft)} disabled={isLocked} aria-label={`Confirm: ${draft.summary}`}>
            <CheckIcon aria-hidden="true" className="size-4" />
            {isBusy ? 'Saving…' : 'Confirm'}
          </Button>
          {fields.length > 0 ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setIsEditing(true)}
              disabled={isLocked}
              aria-label={`Edit: ${draft.summary}`}
            >
              <PencilIcon aria-hidden="true" className="size-4" />
              Edit
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="secondary"
            onClick={() => drafts.discard(draft)}
            disabled={isLocked}
            aria-label={`Discard: ${draft.summary}`}
          >
            <XIcon aria-hidden="true" className="size-4" />
            Discard
          </Button>
        </span>
      )}
    </li>
  );
}

/** The draft just confirmed, with its Undo, for as long as the server takes one. */
function UndoBar({ drafts }: { drafts: Drafts }) {
  const draft = drafts.undoable;
  if (!draft) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border p-3 text-sm sm:px-4">
      <span className="min-w-0 flex-1">Logged: {draft.summary}</span>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => drafts.undo(draft)}
        disabled={drafts.isUndoing}
        aria-label={`Undo: ${draft.summary}`}
      >
        <Undo2Icon aria-hidden="true" className="size-4" />
        {drafts.isUndoing ? 'Undoing…' : 'Undo'}
      </Button>
    </div>
  );
}

function Announcement({ text }: { text: string }) {
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only">
      {text}
    </div>
  );
}
