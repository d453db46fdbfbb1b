import type { JournalEntry } from '@uh/core/voice-journal/journal.schema';
import { useState } from 'react';
import { formatDateTime } from '#lib/format';
import { Button } from '#ui/button';
import { Dialog } from '#ui/dialog';
import { logsStayText } from '../lib/created-logs';
import { editFollowUpText } from '../lib/entry-edit';
import { typeLabel } from '../lib/journal-filters';
import { EditEntryForm, editFormId } from './edit-entry-form';

type Props = { entry: JournalEntry; isOpen: boolean; timeZone: string; onClose: () => void };

/**
 * Corrects a saved entry: its summary and every detail of its type. The type stays (PATCH keeps
 * it); the form is made anew each time the dialog opens, from the entry as it is now.
 */
export function EditEntryDialog({ entry, isOpen, timeZone, onClose }: Props) {
  const [isSaving, setSaving] = useState(false);
  const notes = [logsStayText(entry.createdLogs), editFollowUpText(entry.type)].filter((note) => note !== null);
  // Closed mid-save, the form is gone before it can say the save ended: the next opening starts ready.
  const close = () => {
    setSaving(false);
    onClose();
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title="Edit entry"
      description={
        <div className="space-y-1">
          <p>
            {typeLabel(entry.type)} · <time dateTime={entry.timestamp}>{formatDateTime(entry.timestamp, timeZone)}</time>
          </p>
          {notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </div>
      }
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={editFormId(entry.id)} disabled={isSaving}>
            {isSaving ? 'Saving…' : 'Save'}
          </Button>
        </>
      }
    >
      <EditEntryForm entry={entry} timeZone={timeZone} onSaved={close} onPendingChange={setSaving} />
    </Dialog>
  );
}
