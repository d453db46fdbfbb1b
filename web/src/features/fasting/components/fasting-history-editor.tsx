import type { FastingLog, FastingPatch } from '@uh/core/fasting/fasting.schema';
import { useState } from 'react';
import { errorMessage } from '#lib/api-client';
import { toast } from '#ui/use-toast';
import { useDeleteFast } from '../api/use-delete-fast';
import { usePatchFast } from '../api/use-patch-fast';
import { EditFastDialog } from './edit-fast-dialog';
import { FastingHistory } from './fasting-history';

type Props = { userId: number; logs: readonly FastingLog[]; timeZone: string; now: number; isLoading: boolean };

/** The history table with its detail view: correct a fast's times, or delete it (with Undo). */
export function FastingHistoryEditor({ userId, logs, timeZone, now, isLoading }: Props) {
  const [editingId, setEditingId] = useState<number | null>(null);
  const [serverError, setServerError] = useState<string | undefined>();
  const patchFast = usePatchFast(userId);
  const deleteFast = useDeleteFast(userId);
  const editing = logs.find((log) => log.id === editingId);

  const close = () => {
    setEditingId(null);
    setServerError(undefined);
  };
  const onSave = (patch: FastingPatch) => {
    if (!editing) return;
    setServerError(undefined);
    patchFast.mutate(
      { id: editing.id, patch },
      {
        onSuccess: () => {
          close();
          toast({ title: 'Fast Updated', description: 'Your fast now has the times you gave.' });
        },
        onError: (error) => setServerError(errorMessage(error)),
      },
    );
  };
  const onDelete = () => {
    if (editing) deleteFast.mutate(editing.id, { onSuccess: close });
  };

  return (
    <>
      <FastingHistory logs={logs} timeZone={timeZone} now={now} isLoading={isLoading} onEdit={(log) => setEditingId(log.id)} />
      <EditFastDialog
        fast={editing}
        timeZone={timeZone}
        onClose={close}
        onSave={onSave}
        onDelete={onDelete}
        isSaving={patchFast.isPending}
        isDeleting={deleteFast.isPending}
        serverError={serverError}
      />
    </>
  );
}
