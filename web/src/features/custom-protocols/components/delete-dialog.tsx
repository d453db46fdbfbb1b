import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import DownloadIcon from 'lucide-react/icons/download';
import { Button, buttonClasses } from '#ui/button';
import { Dialog } from '#ui/dialog';
import { exportUrl } from '../api/custom-protocols-queries';

type DeleteDialogProps = { protocol: CustomProtocol | null; onClose: () => void; onDelete: (protocol: CustomProtocol) => void };

/** Asks first, and offers to keep a copy of the protocol as a file before it goes. */
export function DeleteDialog({ protocol, onClose, onDelete }: DeleteDialogProps) {
  const title = protocol?.document.title ?? '';
  return (
    <Dialog
      isOpen={protocol !== null}
      onClose={onClose}
      title={`Delete ${title}?`}
      description={
        <>
          Its history goes with it. You can undo this for 30 seconds; after that it is gone for good. To keep a copy you can import later,
          export it first.
        </>
      }
      footer={
        <>
          {protocol ? (
            <a href={exportUrl(protocol.id)} download className={buttonClasses({ variant: 'secondary' })}>
              <DownloadIcon aria-hidden="true" className="size-4" />
              Export first
            </a>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => protocol && onDelete(protocol)}>
            Delete protocol
          </Button>
        </>
      }
    />
  );
}
