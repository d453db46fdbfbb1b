import { useState } from 'react';
import { Button } from '#ui/button';
import { Dialog } from '#ui/dialog';
import { FormField } from '#ui/form-field';
import type { AdminAccount } from '@uh/core/admin/admin.schema';

type DeleteAccountDialogProps = {
  account: AdminAccount | null;
  isPending: boolean;
  onConfirm: (confirmUsername: string) => void;
  onClose: () => void;
};

/** Deleting cannot be undone: the admin types the username, and Delete waits for an exact match. */
export function DeleteAccountDialog({ account, isPending, onConfirm, onClose }: DeleteAccountDialogProps) {
  // What was typed belongs to one account: opening the dialog for another starts empty.
  const [entry, setEntry] = useState({ accountId: -1, text: '' });
  const typed = entry.accountId === account?.id ? entry.text : '';
  const username = account?.username ?? '';
  const matches = account !== null && typed === username;
  return (
    <Dialog
      isOpen={account !== null}
      onClose={onClose}
      title={`Delete ${username}?`}
      description={
        <div className="space-y-2">
          <p>This deletes the account and everything in it for good: every log, checklist, recording and chat message.</p>
          <p>
            Their own export cannot be made after this. If they may want their data, ask them to export it first (Settings → Your data).
          </p>
        </div>
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => onConfirm(typed)} disabled={!matches || isPending}>
            {isPending ? 'Deleting...' : 'Delete account'}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (matches && !isPending) onConfirm(typed);
        }}
      >
        <FormField
          id="delete-account-confirm"
          label={
            <>
              Type <span className="font-mono">{username}</span> to confirm
            </>
          }
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={typed}
          onChange={(event) => account && setEntry({ accountId: account.id, text: event.target.value })}
        />
      </form>
    </Dialog>
  );
}
