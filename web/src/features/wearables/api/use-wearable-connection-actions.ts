import type { WearableProvider } from '@uh/core/wearables/connections.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '#lib/api-client';
import { invalidateProgressViews } from '#lib/progress-views';
import { toast } from '#ui/use-toast';
import { disconnectedText } from '../lib/wearable-connection-view';
import { wearableKeys, WEARABLES_URL } from './wearable-connections-queries';

/** Biometric lists (the biometrics page, the checklist's recent readings) have keys starting with this URL. */
const BIOMETRICS_URL = '/api/biometrics';

type Disconnected = { message: string; deletedReadings: number };

/** Connect (off to the provider's page), sync now, and disconnect, for one provider's card. */
export function useWearableConnectionActions({ provider, name }: Pick<WearableProvider, 'provider' | 'name'>) {
  const queryClient = useQueryClient();
  const refreshList = () => queryClient.invalidateQueries({ queryKey: wearableKeys.providers() });

  const connect = useMutation({
    mutationFn: async (): Promise<{ authorizeUrl: string }> => (await apiRequest('POST', `${WEARABLES_URL}/${provider}/connect`)).json(),
    // The whole window goes to the provider, which sends it back to Settings with the outcome in the address.
    onSuccess: ({ authorizeUrl }) => window.location.assign(authorizeUrl),
    onError: (error) => toast({ variant: 'destructive', title: `Failed to connect to ${name}`, description: errorMessage(error) }),
  });

  const sync = useMutation({
    mutationFn: () => apiRequest('POST', `${WEARABLES_URL}/${provider}/sync`),
    // The list comes back with `syncing` set, which starts the polling that follows the sync to its end.
    onSuccess: refreshList,
    onError: (error) => toast({ variant: 'destructive', title: `Failed to sync ${name}`, description: errorMessage(error) }),
  });

  const disconnect = useMutation({
    mutationFn: async (deleteReadings: boolean): Promise<Disconnected> =>
      (await apiRequest('DELETE', `${WEARABLES_URL}/${provider}?deleteReadings=${deleteReadings}`)).json(),
    onSuccess: ({ deletedReadings }) => {
      toast({ title: disconnectedText(name, deletedReadings) });
      // Deleted readings leave the biometrics lists and the summaries built on them. Not awaited: the
      // dialog closes as soon as the server answers, and the card changes when the list comes back.
      void Promise.all([
        refreshList(),
        queryClient.invalidateQueries({ queryKey: [BIOMETRICS_URL] }),
        invalidateProgressViews(queryClient),
      ]);
    },
    onError: (error) => toast({ variant: 'destructive', title: `Failed to disconnect ${name}`, description: errorMessage(error) }),
  });

  return { connect, sync, disconnect };
}
