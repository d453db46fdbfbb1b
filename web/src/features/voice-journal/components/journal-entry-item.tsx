import PencilIcon from 'lucide-react/icons/pencil';
import Trash2Icon from 'lucide-react/icons/trash-2';
import type { JournalEntry } from '@uh/core/voice-journal/journal.schema';
import { useEffect, useRef, useState } from 'react';
import { formatDateTime } from '#lib/format';
import { useApiMediaSource } from '#lib/use-api-media-source';
import { Button } from '#ui/button';
import { alsoLoggedText, protocolValueLines } from '../lib/created-logs';
import { typeLabel } from '../lib/journal-filters';
import { transcriptPreview } from '../lib/transcript-preview';
import { DeleteEntryDialog } from './delete-entry-dialog';
import { EditEntryDialog } from './edit-entry-dialog';
import { TypeIcon } from './type-icon';

/** One journal entry: its type, time and summary, the transcript's first 100 characters, and more on demand; Edit and Delete. */
export function JournalEntryItem({ entry, timeZone }: { entry: JournalEntry; timeZone: string }) {
  const [isExpanded, setExpanded] = useState(false);
  const [isEditing, setEditing] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const wasEditing = useRef(false);
  const alsoLogged = alsoLoggedText(entry.createdLogs);
  const protocolValues = protocolValueLines(entry.createdLogs);
  const preview = entry.transcription ? transcriptPreview(entry.transcription) : null;
  const canExpand = (preview?.isCut ?? false) || entry.hasAudio;
  const moreId = `journal-entry-${entry.id}-more`;
  const headingId = `journal-entry-${entry.id}-summary`;
  const editButtonId = `journal-entry-${entry.id}-edit-button`;
  const expandLabel = preview?.isCut ? (entry.hasAudio ? 'Read all and listen' : 'Read all') : 'Listen';
  const audioSource = useApiMediaSource(entry.hasAudio && isExpanded ? `/api/journal/entries/${entry.id}/audio` : null);

  // Focus goes back to Edit once the dialog has closed (saved or not), even after the list re-read.
  useEffect(() => {
    if (wasEditing.current && !isEditing) document.getElementById(editButtonId)?.focus();
    wasEditing.current = isEditing;
  }, [isEditing, editButtonId]);

  return (
    <li className="py-4">
      <article aria-labelledby={headingId} className="space-y-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
              <span className="inline-flex items-center gap-1 font-medium text-foreground">
                <TypeIcon type={entry.type} />
                {typeLabel(entry.type)}
              </span>
              <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp, timeZone)}</time>
            </p>
            <h3 id={headingId} className="font-semibold break-words">
              {entry.summary}
            </h3>
          </div>
          <div className="flex shrink-0 gap-1">
            <Button
              id={editButtonId}
              variant="ghost"
              size="icon"
              aria-label={`Edit entry: ${entry.summary}`}
              title="Edit"
              onClick={() => setEditing(true)}
            >
              <PencilIcon aria-hidden="true" className="size-4" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete entry: ${entry.summary}`}
              title="Delete"
              onClick={() => setDeleting(true)}
            >
              <Trash2Icon aria-hidden="true" className="size-4" />
            </Button>
          </div>
        </div>
        {preview && !isExpanded ? <p className="break-words text-muted-foreground">“{preview.text}”</p> : null}
        {isExpanded ? (
          <div id={moreId} className="space-y-3">
            {entry.transcription ? <p className="break-words whitespace-pre-wrap">“{entry.transcription.trim()}”</p> : null}
            {entry.hasAudio ? (
              <audio controls preload="none" {...audioSource} aria-label={`Recording of ${entry.summary}`} className="w-full" />
            ) : null}
          </div>
        ) : null}
        {canExpand ? (
          <Button
            variant="ghost"
            size="sm"
            className="-ml-3"
            aria-expanded={isExpanded}
            aria-controls={isExpanded ? moreId : undefined}
            onClick={() => setExpanded((current) => !current)}
          >
            {isExpanded ? 'Show less' : expandLabel}
          </Button>
        ) : null}
        {alsoLogged ? <p className="text-sm text-muted-foreground">{alsoLogged}</p> : null}
        {protocolValues.length > 0 ? (
          <div className="text-sm text-muted-foreground">
            <p>Logged on your protocols:</p>
            <ul aria-label={`Protocol values of ${entry.summary}`} className="list-disc pl-5">
              {protocolValues.map((line, index) => (
                // Two values may read alike: their place keeps them apart.
                <li key={`${index}:${line}`}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </article>
      <EditEntryDialog entry={entry} isOpen={isEditing} timeZone={timeZone} onClose={() => setEditing(false)} />
      <DeleteEntryDialog entry={entry} isOpen={isDeleting} onClose={() => setDeleting(false)} />
    </li>
  );
}
