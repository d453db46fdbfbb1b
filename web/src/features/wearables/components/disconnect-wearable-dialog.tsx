import { useState } from 'react';
import { Button } from '#ui/button';
import { Dialog } from '#ui/dialog';
import { deleteReadingsLabel } from '../lib/wearable-connection-view';

type Props = {
  name: string;
  readings: number;
  isOpen: boolean;
  isPending: boolean;
  onClose: () => void;
  onDisconnect: (deleteReadings: boolean) => void;
};

/**
 * Asks before disconnecting. The readings it brought in stay unless the person ticks the box
 * (unticked by default): they are the person's history whether or not syncing goes on.
 */
export function DisconnectWearableDialog({ name, readings, isOpen, isPending, onClose, onDisconnect }: Props) {
  const [deleteReadings, setDeleteReadings] = useState(false);
  const [wasOpen, setWasOpen] = useState(isOpen);
  // Each opening starts unticked, however the last one ended.
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setDeleteReadings(false);
  }

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={`Disconnect ${name}?`}
      description={`Syncing stops and this server forgets its access to your ${name} account.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={isPending} onClick={() => onDisconnect(readings > 0 && deleteReadings)}>
            Disconnect
          </Button>
        </>
      }
    >
      {readings > 0 ? (
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            checked={deleteReadings}
            onChange={(event) => setDeleteReadings(event.target.checked)}
            className="size-5 shrink-0 accent-primary"
          />
          {deleteReadingsLabel(readings)}
        </label>
      ) : null}
    </Dialog>
  );
}
