import type { WebhookDelivery } from '@uh/core/webhooks/webhooks.schema';
import RefreshCwIcon from 'lucide-react/icons/refresh-cw';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '#lib/format';
import { Button } from '#ui/button';
import { LoadError } from '#ui/load-error';
import { deliveriesQueryOptions } from '../api/webhooks-queries';
import { DELIVERIES_SHOWN, deliveryStatusLabel, latencyText, responseText } from '../lib/delivery-log';
import { DeliveryStatusBadge } from './delivery-status-badge';

type Detail = readonly [term: string, value: string];

function DeliveryItem({ delivery, timeZone }: { delivery: WebhookDelivery; timeZone: string }) {
  const isWaitingForRetry = delivery.status === 'pending' && delivery.attempts > 0;
  const details: Detail[] = [
    ['HTTP status', responseText(delivery)],
    ['Answer time', latencyText(delivery)],
    ['Attempts', String(delivery.attempts)],
    isWaitingForRetry
      ? ['Next try', formatDateTime(delivery.nextAttemptAt, timeZone)]
      : ['Raised', formatDateTime(delivery.createdAt, timeZone)],
  ];
  return (
    <li className="space-y-2 rounded-control border border-border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <code className="font-mono font-medium break-all">{delivery.eventType}</code>
        <DeliveryStatusBadge delivery={delivery} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
        {details.map(([term, value]) => (
          <div key={term}>
            <dt className="text-xs text-muted-foreground">{term}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {delivery.lastError ? (
        <p className="break-words">
          <span className="text-muted-foreground">Last error: </span>
          {delivery.lastError}
        </p>
      ) : null}
    </li>
  );
}

function DeliveriesSkeleton() {
  return (
    <div aria-busy="true" className="space-y-2">
      <span role="status" className="sr-only">
        Loading deliveries
      </span>
      {[0, 1].map((row) => (
        <div key={row} aria-hidden="true" className="h-24 animate-pulse rounded-control bg-surface-muted motion-reduce:animate-none" />
      ))}
    </div>
  );
}

type DeliveryLogProps = { endpointId: number; endpointUrl: string; timeZone: string };

/** The endpoint's latest deliveries, newest first; it follows a pending one until the server has sent it. */
export function DeliveryLog({ endpointId, endpointUrl, timeZone }: DeliveryLogProps) {
  const query = useQuery(deliveriesQueryOptions(endpointId));
  const headingId = `webhook-${endpointId}-deliveries`;
  const latest = query.data?.[0];
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="text-sm font-semibold">
          Delivery log
        </h4>
        <Button variant="ghost" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RefreshCwIcon aria-hidden="true" className="size-4" />
          Refresh<span className="sr-only"> the delivery log of {endpointUrl}</span>
        </Button>
      </div>
      {/* The latest outcome is read out when it changes (a test delivered), not every poll. */}
      <p role="status" className="sr-only">
        {latest ? `Latest delivery: ${latest.eventType}, ${deliveryStatusLabel(latest)}` : ''}
      </p>
      {query.data ? (
        query.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing sent yet. Send a test event to see one arrive here.</p>
        ) : (
          <ol aria-labelledby={headingId} className="space-y-2">
            {query.data.slice(0, DELIVERIES_SHOWN).map((delivery) => (
              <DeliveryItem key={delivery.id} delivery={delivery} timeZone={timeZone} />
            ))}
          </ol>
        )
      ) : query.isError ? (
        <LoadError
          isFramed={false}
          message="Couldn't load the delivery log."
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : (
        <DeliveriesSkeleton />
      )}
    </section>
  );
}
