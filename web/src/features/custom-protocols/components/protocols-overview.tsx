import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import { MAX_PROTOCOLS_PER_PERSON } from '@uh/core/custom-protocols/custom-protocols.limits';
import PlusIcon from 'lucide-react/icons/plus';
import { useQuery } from '@tanstack/react-query';
import { Button } from '#ui/button';
import { LoadError } from '#ui/load-error';
import { customProtocolsQueryOptions } from '../api/custom-protocols-queries';
import { PROTOCOL_LIST_HEADING_ID, ProtocolList } from './protocol-list';
import { ProtocolsEmptyState } from './protocols-empty-state';

function ListSkeleton() {
  return (
    <div aria-busy="true" className="space-y-4">
      <span role="status" className="sr-only">
        Loading your protocols
      </span>
      {[0, 1].map((row) => (
        <div key={row} aria-hidden="true" className="h-44 animate-pulse rounded-card bg-surface-muted motion-reduce:animate-none" />
      ))}
    </div>
  );
}

type OverviewProps = { onNew: () => void; onScratch: () => void; onEdit: (protocol: CustomProtocol) => void };

/** The list view of /protocols: the person's protocols, or the way to their first one. */
export function ProtocolsOverview({ onNew, onScratch, onEdit }: OverviewProps) {
  const list = useQuery(customProtocolsQueryOptions());
  if (list.isError) {
    return <LoadError message="Couldn't load your protocols." onRetry={() => void list.refetch()} isRetrying={list.isFetching} />;
  }
  if (!list.data) return <ListSkeleton />;
  const isFull = list.data.length >= MAX_PROTOCOLS_PER_PERSON;
  return (
    <section aria-labelledby={PROTOCOL_LIST_HEADING_ID} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={PROTOCOL_LIST_HEADING_ID} tabIndex={-1} className="text-xl font-semibold outline-none">
          Your protocols
        </h2>
        {list.data.length > 0 ? (
          <Button onClick={onNew} disabled={isFull}>
            <PlusIcon aria-hidden="true" className="size-4" />
            New protocol
          </Button>
        ) : null}
      </div>
      {isFull ? (
        <p className="text-sm text-muted-foreground">
          You have {MAX_PROTOCOLS_PER_PERSON} protocols, the most one person can have. Delete one to add another.
        </p>
      ) : null}
      {list.data.length === 0 ? (
        <ProtocolsEmptyState onChoose={onNew} onScratch={onScratch} />
      ) : (
        <ProtocolList protocols={list.data} onEdit={onEdit} />
      )}
    </section>
  );
}
