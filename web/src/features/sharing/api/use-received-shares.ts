import type { ReceivedShare } from '@uh/core/sharing/share-grants.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '#lib/api-client';
import { sharingKeys } from './sharing-keys';

/** GET /api/sharing/received: what others share with the person (the owner's name, never their e-mail). */
export const receivedSharesQueryOptions = queryOptions({
  queryKey: sharingKeys.received(),
  queryFn: async (): Promise<ReceivedShare[]> => (await apiRequest('GET', '/api/sharing/received')).json(),
  staleTime: 0,
});

export function useReceivedShares() {
  return useQuery(receivedSharesQueryOptions);
}

/** Accept a share, or decline or leave one; each answers the server's refusal as text, or null. */
export function useReceivedShareChanges() {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: async ({ id, decision }: { id: number; decision: 'accept' | 'leave' }) => {
      if (decision === 'accept') await apiRequest('POST', `/api/sharing/received/${id}/accept`);
      else await apiRequest('DELETE', `/api/sharing/received/${id}`);
    },
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sharingKeys.received() }),
        queryClient.invalidateQueries({ queryKey: sharingKeys.shared(id) }),
      ]),
  });
  const run = async (id: number, decision: 'accept' | 'leave'): Promise<string | null> => {
    try {
      await change.mutateAsync({ id, decision });
      return null;
    } catch (error) {
      return errorMessage(error);
    }
  };
  return {
    pendingId: change.isPending ? change.variables.id : null,
    accept: (id: number) => run(id, 'accept'),
    leave: (id: number) => run(id, 'leave'),
  };
}
