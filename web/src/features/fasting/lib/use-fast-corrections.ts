import type { FastingLog, FastingPatch } from '@uh/core/fasting/fasting.schema';
import { useState } from 'react';
import { errorMessage } from '#lib/api-client';
import { toast } from '#ui/use-toast';
import { useDeleteFast } from '../api/use-delete-fast';
import { usePatchFast } from '../api/use-patch-fast';

/** Which logged fast is open for correction, and saving or deleting it (with Undo). */
export function useFastCorrections(userId: number, logs: readonly FastingLog[]) {
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

  return {
    edit: (log: FastingLog) => setEditingId(log.id),
    dialog: {
      fast: editing,
      onClose: close,
      onSave,
      onDelete,
      isSaving: patchFast.isPending,
      isDeleting: deleteFast.isPending,
      serverError,
    },
  };
}
