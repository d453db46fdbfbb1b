import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';
import { ADMIN_URL, adminKeys } from './admin-queries';
import type { AdminAccount, CreatedInvite } from '@uh/core/admin/admin.schema';

/** Every admin action writes an audit line, and the account count on the status card may change. */
const refreshAfterAction = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.status() }),
  ]);

const replaceAccount = (queryClient: QueryClient, account: AdminAccount) =>
  queryClient.setQueryData(adminKeys.accounts(), (accounts: AdminAccount[] | undefined) =>
    accounts?.map((each) => (each.id === account.id ? account : each)),
  );

/** POST /api/admin/accounts/:id/disable or /enable: the account as it now is. */
export function useSetAccountDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, disabled }: { id: number; disabled: boolean }): Promise<AdminAccount> =>
      (await apiRequest('POST', `${ADMIN_URL}/accounts/${id}/${disabled ? 'disable' : 'enable'}`)).json(),
    onSuccess: async (account) => {
      replaceAccount(queryClient, account);
      await refreshAfterAction(queryClient);
    },
  });
}

/** DELETE /api/admin/accounts/:id: the typed username must match, so a slip cannot delete the wrong one. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, confirmUsername }: { id: number; confirmUsername: string }) => {
      await apiRequest('DELETE', `${ADMIN_URL}/accounts/${id}`, { confirmUsername });
    },
    onSuccess: async (_nothing, { id }) => {
      queryClient.setQueryData(adminKeys.accounts(), (accounts: AdminAccount[] | undefined) => accounts?.filter((each) => each.id !== id));
      await Promise.all([refreshAfterAction(queryClient), queryClient.invalidateQueries({ queryKey: adminKeys.invites() })]);
    },
  });
}

/** POST /api/admin/invites: the new invite with its link, which the server shows this once. */
export function useCreateInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (expiresInDays: number): Promise<CreatedInvite> =>
      (await apiRequest('POST', `${ADMIN_URL}/invites`, { expiresInDays })).json(),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.invites() }), refreshAfterAction(queryClient)]),
  });
}

/** DELETE /api/admin/invites/:id: the link stops working; a used one cannot be revoked. */
export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `${ADMIN_URL}/invites/${id}`);
    },
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.invites() }), refreshAfterAction(queryClient)]),
  });
}
