import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '#lib/api-client';
import { useNow } from '#lib/use-now';
import { useSession } from '#lib/session';
import { toast } from '#ui/use-toast';
import { adminAccountsQueryOptions } from '../api/admin-queries';
import type { AdminAccount } from '@uh/core/admin/admin.schema';
import { useDeleteAccount, useSetAccountDisabled } from '../api/use-admin-mutations';
import { AdminSection, WhenLoaded } from './admin-section';
import { AccountCards, AccountsTable } from './accounts-table';
import { DeleteAccountDialog } from './delete-account-dialog';
import { DisableAccountDialog } from './disable-account-dialog';

const showFailure = (title: string) => (error: unknown) => toast({ variant: 'destructive', title, description: errorMessage(error) });

/** Every account on the server, with disable, enable and delete. */
export function AccountsSection() {
  const { data: user } = useSession();
  const accounts = useQuery(adminAccountsQueryOptions);
  const now = useNow(60_000);
  const setDisabled = useSetAccountDisabled();
  const remove = useDeleteAccount();
  const [toDisable, setToDisable] = useState<AdminAccount | null>(null);
  const [toDelete, setToDelete] = useState<AdminAccount | null>(null);

  const onEnable = (account: AdminAccount) =>
    setDisabled.mutate(
      { id: account.id, disabled: false },
      {
        onSuccess: () => toast({ title: 'Account enabled', description: `${account.username} can sign in again.` }),
        onError: showFailure('Could not enable the account'),
      },
    );
  const onConfirmDisable = () => {
    if (!toDisable) return;
    const { id, username } = toDisable;
    setDisabled.mutate(
      { id, disabled: true },
      {
        onSuccess: () => {
          setToDisable(null);
          toast({ title: 'Account disabled', description: `${username} was signed out everywhere.` });
        },
        onError: showFailure('Could not disable the account'),
      },
    );
  };
  const onConfirmDelete = (confirmUsername: string) => {
    if (!toDelete) return;
    remove.mutate(
      { id: toDelete.id, confirmUsername },
      {
        onSuccess: () => {
          setToDelete(null);
          toast({ title: 'Account deleted', description: `${confirmUsername} and everything in it is gone.` });
        },
        onError: showFailure('Could not delete the account'),
      },
    );
  };

  const view = {
    accounts: accounts.data ?? [],
    ownId: user?.id,
    timeZone: user?.timeZone ?? 'UTC',
    now,
    handlers: {
      onEnable,
      onDisable: setToDisable,
      onDelete: setToDelete,
      enablingId: setDisabled.isPending && setDisabled.variables.disabled === false ? setDisabled.variables.id : null,
    },
  };

  return (
    <AdminSection
      id="admin-accounts"
      title="Accounts"
      description="Everyone with an account on this server. Nobody's health data is shown here."
    >
      <WhenLoaded query={accounts} what="the accounts">
        {() => (
          <>
            <AccountsTable {...view} />
            <AccountCards {...view} />
          </>
        )}
      </WhenLoaded>
      <DisableAccountDialog
        account={toDisable}
        isPending={setDisabled.isPending}
        onConfirm={onConfirmDisable}
        onClose={() => setToDisable(null)}
      />
      <DeleteAccountDialog account={toDelete} isPending={remove.isPending} onConfirm={onConfirmDelete} onClose={() => setToDelete(null)} />
    </AdminSection>
  );
}
