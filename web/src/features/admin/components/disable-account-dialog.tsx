import { Button } from '#ui/button';
import { Dialog } from '#ui/dialog';
import type { AdminAccount } from '@uh/core/admin/admin.schema';

type DisableAccountDialogProps = { account: AdminAccount | null; isPending: boolean; onConfirm: () => void; onClose: () => void };

/** Disabling signs the person out everywhere at once, so it is asked first. */
export function DisableAccountDialog({ account, isPending, onConfirm, onClose }: DisableAccountDialogProps) {
  return (
    <Dialog
      isOpen={account !== null}
      onClose={onClose}
      title={`Disable ${account?.username ?? ''}?`}
      description={
        <p>
          Their sessions end at once, on every device, and their personal and embed tokens stop working. They cannot sign in until you
          enable the account again. Nothing in the account is deleted.
        </p>
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={isPending}>
            {isPending ? 'Disabling...' : 'Disable account'}
          </Button>
        </>
      }
    />
  );
}
