import { PROTOCOL_UNDO_SECONDS } from '@uh/core/custom-protocols/custom-protocols.limits';
import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import { errorMessage } from '#lib/api-client';
import { toast } from '#ui/use-toast';
import { useDeleteCustomProtocol, useRestoreCustomProtocol } from '../api/use-custom-protocol-mutations';
import { undoToastMs } from '../lib/undo-window';

/** Deletes a protocol and offers Undo (a restore) in the toast while the server still allows it. */
export function useDeleteWithUndo() {
  const remove = useDeleteCustomProtocol();
  const restore = useRestoreCustomProtocol();
  const title = (protocol: CustomProtocol) => protocol.document.title;

  const undo = async (protocol: CustomProtocol) => {
    try {
      await restore.mutateAsync(protocol.id);
      toast({ title: `${title(protocol)} is back`, description: 'Its history and settings are as they were.' });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Could not undo', description: errorMessage(error) });
    }
  };

  const deleteProtocol = async (protocol: CustomProtocol) => {
    try {
      const { undoUntil } = await remove.mutateAsync(protocol.id);
      toast({
        title: `${title(protocol)} deleted`,
        description: `Undo within ${PROTOCOL_UNDO_SECONDS} seconds if that was a mistake.`,
        duration: undoToastMs(undoUntil, Date.now()),
        action: { label: 'Undo', onClick: () => void undo(protocol) },
      });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Could not delete', description: errorMessage(error) });
    }
  };

  return { deleteProtocol, isDeleting: remove.isPending };
}
