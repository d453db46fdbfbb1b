import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import { useState } from 'react';
import { errorMessage } from '#lib/api-client';
import { toast } from '#ui/use-toast';
import { useOrderCustomProtocols, usePatchCustomProtocol } from '../api/use-custom-protocol-mutations';
import { moveAmong } from '../lib/reorder';
import { DeleteDialog } from './delete-dialog';
import { moveButtonId, type RowHandlers } from './protocol-row-actions';
import { ProtocolRow } from './protocol-row';
import { useDeleteWithUndo } from './use-delete-with-undo';

export const PROTOCOL_LIST_HEADING_ID = 'custom-protocols-heading';

const failed = (what: string) => (error: unknown) =>
  toast({ variant: 'destructive', title: 'Error', description: `Failed to ${what}: ${errorMessage(error)}` });

/** The person's protocols in their order, with the archived ones folded away below. */
export function ProtocolList({ protocols, onEdit }: { protocols: readonly CustomProtocol[]; onEdit: RowHandlers['onEdit'] }) {
  const patch = usePatchCustomProtocol();
  const order = useOrderCustomProtocols();
  const { deleteProtocol } = useDeleteWithUndo();
  const [deleting, setDeleting] = useState<CustomProtocol | null>(null);
  const active = protocols.filter((protocol) => !protocol.archived);
  const archived = protocols.filter((protocol) => protocol.archived);

  const handlers: RowHandlers = {
    onEdit,
    onArchive: (protocol, isArchived) =>
      patch.mutate(
        { id: protocol.id, patch: { archived: isArchived } },
        {
          onSuccess: () => {
            toast({ title: isArchived ? `${protocol.document.title} archived` : `${protocol.document.title} is back in your list` });
            document.getElementById(PROTOCOL_LIST_HEADING_ID)?.focus();
          },
          onError: failed(isArchived ? 'archive the protocol' : 'unarchive the protocol'),
        },
      ),
    onMove: (protocol, direction) => {
      const ids = moveAmong(
        protocols.map((each) => each.id),
        active.map((each) => each.id),
        protocol.id,
        direction,
      );
      if (!ids) return;
      order.mutate(ids, {
        // The same button keeps focus, or the other one once this protocol reaches an end of the list.
        onSuccess: (next) => {
          const shown = next.filter((each) => !each.archived);
          const at = shown.findIndex((each) => each.id === protocol.id);
          const atEnd = direction < 0 ? at === 0 : at === shown.length - 1;
          requestAnimationFrame(() =>
            document.getElementById(moveButtonId(protocol.id, atEnd ? (-direction as -1 | 1) : direction))?.focus(),
          );
        },
        onError: failed('change the order'),
      });
    },
    onDelete: setDeleting,
  };
  const onPlace = (protocol: CustomProtocol, placement: { onDashboard?: boolean; onChecklist?: boolean }) =>
    patch.mutate({ id: protocol.id, patch: placement }, { onError: failed('change where it shows') });
  const isBusy = patch.isPending || order.isPending;

  return (
    <>
      {active.length > 0 ? (
        <ul aria-labelledby={PROTOCOL_LIST_HEADING_ID} className="space-y-4">
          {active.map((protocol, index) => (
            <ProtocolRow
              key={protocol.id}
              protocol={protocol}
              canMoveUp={index > 0}
              canMoveDown={index < active.length - 1}
              isBusy={isBusy}
              onPlace={onPlace}
              {...handlers}
            />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">Every protocol of yours is archived. Unarchive one to track it again.</p>
      )}
      {archived.length > 0 ? (
        <details className="group space-y-4 rounded-card border border-border p-4">
          <summary className="min-h-11 cursor-pointer content-center font-semibold">Archived ({archived.length})</summary>
          <ul aria-label="Archived protocols" className="mt-4 space-y-4">
            {archived.map((protocol) => (
              <ProtocolRow
                key={protocol.id}
                protocol={protocol}
                canMoveUp={false}
                canMoveDown={false}
                isBusy={isBusy}
                onPlace={onPlace}
                {...handlers}
              />
            ))}
          </ul>
        </details>
      ) : null}
      <DeleteDialog
        protocol={deleting}
        onClose={() => setDeleting(null)}
        onDelete={(protocol) => {
          setDeleting(null);
          // After the dialog has handed focus back to the Delete button, whose row is about to go.
          requestAnimationFrame(() => document.getElementById(PROTOCOL_LIST_HEADING_ID)?.focus());
          void deleteProtocol(protocol);
        }}
      />
    </>
  );
}
