import type { ShareAccess, ShareGrant, ShareGrantCreate, ShareGrantPatch } from '@uh/core/sharing/share-grants.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '#lib/api-client';
import { sharingKeys } from './sharing-keys';

/**
 * GET /api/sharing/grants: everyone the person shares with, newest first, ended and expired ones
 * too. Read again on each visit: a grant's status changes when the other person accepts it.
 */
export const shareGrantsQueryOptions = queryOptions({
  queryKey: sharingKeys.grants(),
  queryFn: async (): Promise<ShareGrant[]> => (await apiRequest('GET', '/api/sharing/grants')).json(),
  staleTime: 0,
});

/** GET /api/sharing/grants/{id}/access: each read and proposal through the grant, newest first. */
export const shareAccessQueryOptions = (grantId: number) =>
  queryOptions({
    queryKey: sharingKeys.access(grantId),
    queryFn: async (): Promise<ShareAccess[]> => (await apiRequest('GET', `/api/sharing/grants/${grantId}/access`)).json(),
    staleTime: 0,
  });

export function useShareGrants() {
  return useQuery(shareGrantsQueryOptions);
}

export function useShareAccess(grantId: number) {
  return useQuery(shareAccessQueryOptions(grantId));
}

type Change =
  { kind: 'create'; body: ShareGrantCreate } | { kind: 'edit'; id: number; body: ShareGrantPatch } | { kind: 'end'; id: number };

/** The owner's changes to their grants; each answers the new grant, or the server's refusal as text. */
export function useShareGrantChanges() {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: async (wanted: Change): Promise<ShareGrant | null> => {
      if (wanted.kind === 'create') return (await apiRequest('POST', '/api/sharing/grants', wanted.body)).json();
      if (wanted.kind === 'edit') return (await apiRequest('PATCH', `/api/sharing/grants/${wanted.id}`, wanted.body)).json();
      await apiRequest('DELETE', `/api/sharing/grants/${wanted.id}`);
      return null;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharingKeys.grants() }),
  });
  const run = async (wanted: Change): Promise<{ grant: ShareGrant | null; problem: null } | { grant: null; problem: string }> => {
    try {
      return { grant: await change.mutateAsync(wanted), problem: null };
    } catch (error) {
      return { grant: null, problem: errorMessage(error) };
    }
  };
  return {
    isChanging: change.isPending,
    create: (body: ShareGrantCreate) => run({ kind: 'create', body }),
    edit: (id: number, body: ShareGrantPatch) => run({ kind: 'edit', id, body }),
    end: (id: number) => run({ kind: 'end', id }),
  };
}
