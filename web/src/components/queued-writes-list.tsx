import CloudOffIcon from 'lucide-react/icons/cloud-off';
import { useState } from 'react';
import { errorMessage } from '#lib/api-client';
import { dismissQueuedWrite, futureTimeField, saveWithServerTime, useQueuedWrites, type QueuedWrite } from '#lib/offline-writes';
import { Button } from '#ui/button';
import { toast } from '#ui/use-toast';

type Props = {
  /** The feature's kind of write (e.g. 'cold-log'). */
  kind: string;
  /** The write in the person's words: 'Cold shower · 55 °F · 2:30'. */
  describe: (write: QueuedWrite) => string;
};

/**
 * A feature's writes made offline, until the server has them: each marked "Waiting to sync", or,
 * when the server refused it, with its message and Dismiss (nothing is dropped unseen). A time
 * refused because this device's clock ran ahead can be saved with the server's time instead.
 */
export function QueuedWritesList({ kind, describe }: Props) {
  const writes = useQueuedWrites(kind);
  if (writes.length === 0) return null;
  return (
    <ul aria-label="Saved on this device" className="space-y-2">
      {writes.map((write) => (
        <li
          key={write.id}
          className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-card border border-dashed border-border p-3 text-sm"
        >
          <span className="font-medium">{describe(write)}</span>
          {write.failure === null ? (
            <span className="inline-flex items-center gap-1.5 text-muted-foreground">
              <CloudOffIcon aria-hidden="true" className="size-4" />
              Waiting to sync
            </span>
          ) : (
            <>
              <span className="font-medium text-destructive dark:text-status-bad">Not saved: {write.failure}</span>
              <span className="ml-auto flex flex-wrap gap-2">
                {futureTimeField(write) === null ? null : <SaveWithServerTimeButton write={write} />}
                <Button size="sm" variant="secondary" onClick={() => void dismissQueuedWrite(write.id)}>
                  Dismiss
                </Button>
              </span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

function SaveWithServerTimeButton({ write }: { write: QueuedWrite }) {
  const [isSaving, setIsSaving] = useState(false);
  const onClick = () => {
    setIsSaving(true);
    saveWithServerTime(write.id).catch((error: unknown) => {
      setIsSaving(false);
      toast({ variant: 'destructive', title: `Not saved: ${write.label}`, description: errorMessage(error) });
    });
  };
  return (
    <Button size="sm" disabled={isSaving} onClick={onClick}>
      Save with the server's time
    </Button>
  );
}
