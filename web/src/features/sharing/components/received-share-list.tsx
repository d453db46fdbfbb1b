import { LoadError } from '#ui/load-error';
import { Spinner } from '#ui/spinner';
import { useReceivedShareChanges, useReceivedShares } from '../api/use-received-shares';
import { ReceivedShareRow } from './received-share-row';

/** What other people on this server share with the person. */
export function ReceivedShareList({ timeZone }: { timeZone: string }) {
  const shares = useReceivedShares();
  const changes = useReceivedShareChanges();
  if (shares.isError) {
    return (
      <LoadError
        isFramed={false}
        message="Could not load what is shared with you."
        isRetrying={shares.isFetching}
        onRetry={() => void shares.refetch()}
      />
    );
  }
  if (!shares.data) return <Spinner label="Loading what is shared with you" className="min-h-24" />;
  if (shares.data.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        Nobody shares with you yet. When someone on this server shares with you, it shows here for you to accept.
      </p>
    );
  }
  return (
    <ul aria-label="Shared with you" className="space-y-3">
      {shares.data.map((share) => (
        <ReceivedShareRow key={share.id} share={share} timeZone={timeZone} changes={changes} />
      ))}
    </ul>
  );
}
