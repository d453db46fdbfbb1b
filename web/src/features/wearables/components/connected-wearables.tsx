import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorMessage } from '#lib/api-client';
import { LoadError } from '#ui/load-error';
import { toast } from '#ui/use-toast';
import { connectReturnToast, withoutConnectParams } from '../lib/connect-return';
import { wearableProvidersQueryOptions } from '../api/wearable-connections-queries';
import { WearableConnectionCard } from './wearable-connection-card';

/**
 * Coming back from a provider's page, the address says how it went: told once, then taken out
 * of the address so a reload or a shared link does not tell it again.
 */
function useConnectReturnToast() {
  useEffect(() => {
    const message = connectReturnToast(window.location.search);
    if (!message) return;
    toast(message);
    window.history.replaceState(window.history.state, '', withoutConnectParams(window.location.href));
  }, []);
}

/** Oura, WHOOP and Withings: a card each, in the order the server lists them. */
export function ConnectedWearables({ timeZone }: { timeZone: string }) {
  useConnectReturnToast();
  const providers = useQuery(wearableProvidersQueryOptions);

  if (providers.isPending) {
    return (
      <div role="status" aria-label="Loading wearables" className="space-y-4">
        {[0, 1, 2].map((index) => (
          <div key={index} className="h-32 animate-pulse rounded-control bg-surface-muted motion-reduce:animate-none" />
        ))}
      </div>
    );
  }
  if (providers.isError) {
    return (
      <LoadError
        message={`Couldn't load your wearables: ${errorMessage(providers.error)}`}
        onRetry={() => void providers.refetch()}
        isRetrying={providers.isFetching}
      />
    );
  }
  return (
    <ul aria-label="Wearables" className="space-y-4">
      {providers.data.map((wearable) => (
        <li key={wearable.provider}>
          <WearableConnectionCard wearable={wearable} now={providers.dataUpdatedAt} timeZone={timeZone} />
        </li>
      ))}
    </ul>
  );
}
