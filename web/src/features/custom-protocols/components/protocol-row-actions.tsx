import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import ArchiveIcon from 'lucide-react/icons/archive';
import ArchiveRestoreIcon from 'lucide-react/icons/archive-restore';
import ArrowDownIcon from 'lucide-react/icons/arrow-down';
import ArrowUpIcon from 'lucide-react/icons/arrow-up';
import ChevronRightIcon from 'lucide-react/icons/chevron-right';
import DownloadIcon from 'lucide-react/icons/download';
import PencilIcon from 'lucide-react/icons/pencil';
import Trash2Icon from 'lucide-react/icons/trash-2';
import { Link } from 'wouter';
import { Button, buttonClasses } from '#ui/button';
import { exportUrl } from '../api/custom-protocols-queries';

export type RowHandlers = {
  onEdit: (protocol: CustomProtocol) => void;
  onArchive: (protocol: CustomProtocol, archived: boolean) => void;
  onMove: (protocol: CustomProtocol, direction: -1 | 1) => void;
  onDelete: (protocol: CustomProtocol) => void;
};

/** The buttons' ids, so focus can return to them after the list changes. */
export const moveButtonId = (id: number, direction: -1 | 1) => `custom-protocol-${id}-move-${direction < 0 ? 'up' : 'down'}`;
export const editButtonId = (id: number) => `custom-protocol-${id}-edit`;

type ActionsProps = RowHandlers & { protocol: CustomProtocol; canMoveUp: boolean; canMoveDown: boolean; isBusy: boolean };

/** Every action on one protocol, each named with the protocol's title for a screen reader. */
export function ProtocolRowActions({ protocol, canMoveUp, canMoveDown, isBusy, onEdit, onArchive, onMove, onDelete }: ActionsProps) {
  const title = protocol.document.title;
  const named = <span className="sr-only"> {title}</span>;
  const small = buttonClasses({ variant: 'secondary', size: 'sm' });
  return (
    <div className="flex flex-wrap items-center gap-2">
      {protocol.archived ? null : (
        <Link href={`/protocols/${protocol.id}`} className={buttonClasses({ size: 'sm' })}>
          Open{named}
          <ChevronRightIcon aria-hidden="true" className="size-4" />
        </Link>
      )}
      <Button id={editButtonId(protocol.id)} variant="secondary" size="sm" onClick={() => onEdit(protocol)}>
        <PencilIcon aria-hidden="true" className="size-4" />
        Edit{named}
      </Button>
      <a href={exportUrl(protocol.id)} download className={small}>
        <DownloadIcon aria-hidden="true" className="size-4" />
        Export{named}
      </a>
      <Button variant="secondary" size="sm" disabled={isBusy} onClick={() => onArchive(protocol, !protocol.archived)}>
        {protocol.archived ? (
          <ArchiveRestoreIcon aria-hidden="true" className="size-4" />
        ) : (
          <ArchiveIcon aria-hidden="true" className="size-4" />
        )}
        {protocol.archived ? 'Unarchive' : 'Archive'}
        {named}
      </Button>
      {protocol.archived ? null : (
        <>
          <Button
            id={moveButtonId(protocol.id, -1)}
            variant="ghost"
            size="icon"
            disabled={!canMoveUp || isBusy}
            onClick={() => onMove(protocol, -1)}
          >
            <ArrowUpIcon aria-hidden="true" className="size-5" />
            <span className="sr-only">Move {title} up</span>
          </Button>
          <Button
            id={moveButtonId(protocol.id, 1)}
            variant="ghost"
            size="icon"
            disabled={!canMoveDown || isBusy}
            onClick={() => onMove(protocol, 1)}
          >
            <ArrowDownIcon aria-hidden="true" className="size-5" />
            <span className="sr-only">Move {title} down</span>
          </Button>
        </>
      )}
      <Button variant="secondary" size="sm" onClick={() => onDelete(protocol)}>
        <Trash2Icon aria-hidden="true" className="size-4" />
        Delete{named}
      </Button>
    </div>
  );
}
