import type { JournalEntry } from '@uh/core/voice-journal/journal.schema';
import { useState } from 'react';
import { Button } from '#ui/button';
import { Dialog } from '#ui/dialog';
import { useDeleteEntry } from '../api/use-journal-mutations';
import { alsoDeleteLabel } from '../lib/created-logs';
import { JOURNAL_HEADING_ID } from '../lib/journal-focus';

type Props = { entry: JournalEntry; isOpen: boolean; onClose: () => void };

/**
 * Asks before deleting an entry. The logs it created stay unless the person ticks the box
 * (unticked by default), since a cold session or a fast is worth keeping on its own.
 */
export function DeleteEntryDialog({ entry, isOpen, onClose }: Props) {
  const [alsoDeleteLogs, setAlsoDeleteLogs] = useState(false);
  // The entry's row goes away: focus stays in the journal rather than falling to the page.
  const remove = useDeleteEntry({ onDeleted: () => document.getElementById(JOURNAL_HEADING_ID)?.focus() });
  const hasLogs = entry.createdLogs.length > 0;
  const close = () => {
    setAlsoDeleteLogs(false);
    onClose();
  };

  const onDelete = () => {
    remove.mutate({ entry, alsoDeleteLogs: hasLogs && alsoDeleteLogs });
    close();
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title="Delete this entry?"
      description={<>“{entry.summary}” and its recording will be removed from your journal.</>}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onDelete}>
            Delete entry
          </Button>
        </>
      }
    >
      {hasLogs ? (
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            checked={alsoDeleteLogs}
            onChange={(event) => setAlsoDeleteLogs(event.target.checked)}
            className="size-5 accent-primary"
          />
          {alsoDeleteLabel(entry.createdLogs)}
        </label>
      ) : null}
    </Dialog>
  );
}
