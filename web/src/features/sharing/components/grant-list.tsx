import { LoadError } from '#ui/load-error';
import { Spinner } from '#ui/spinner';
import { useShareGrants } from '../api/use-share-grants';
import { GrantRow } from './grant-row';

/** Everyone the person shares with, newest first, ended and expired shares too. */
export function GrantList({ timeZone }: { timeZone: string }) {
  const grants = useShareGrants();
  if (grants.isError) {
    return (
      <LoadError
        isFramed={false}
        message="Could not load who you share with."
        isRetrying={grants.isFetching}
        onRetry={() => void grants.refetch()}
      />
    );
  }
  if (!grants.data) return <Spinner label="Loading who you share with" className="min-h-24" />;
  if (grants.data.length === 0) return <p className="text-sm text-muted-foreground">You share with nobody yet.</p>;
  return (
    <ul aria-label="People you share with" className="space-y-3">
      {grants.data.map((grant) => (
        <GrantRow key={grant.id} grant={grant} timeZone={timeZone} />
      ))}
    </ul>
  );
}
