import type { CreatedWebhook } from '@uh/core/webhooks/webhooks.schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '#lib/session';
import { LoadError } from '#ui/load-error';
import { webhooksQueryOptions } from '../api/webhooks-queries';
import { CreatedWebhookPanel } from './created-webhook-panel';
import { WebhookCreateForm } from './webhook-create-form';
import { WEBHOOK_LIST_HEADING_ID, WebhookList } from './webhook-list';

/** About the height of one endpoint with its log, so nothing jumps when the list arrives. */
function WebhooksSkeleton() {
  return (
    <div aria-busy="true" className="space-y-3">
      <span role="status" className="sr-only">
        Loading your webhooks
      </span>
      <div aria-hidden="true" className="h-64 animate-pulse rounded-control bg-surface-muted motion-reduce:animate-none" />
    </div>
  );
}

/**
 * Settings → Webhooks (docs/webhooks.md): the person's own endpoints the server tells about what
 * happens in their account. Handed to the settings page by the app, like reminders, so the
 * features stay apart.
 */
export function WebhooksSettings() {
  const { data: user } = useSession();
  const endpoints = useQuery(webhooksQueryOptions);
  // The new secret lives here only until Done: the server cannot show it again.
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  return (
    <>
      {created ? <CreatedWebhookPanel created={created} onDone={() => setCreated(null)} /> : <WebhookCreateForm onCreated={setCreated} />}
      <div className="space-y-3">
        <h3 id={WEBHOOK_LIST_HEADING_ID} tabIndex={-1} className="font-semibold outline-none">
          Your webhooks
        </h3>
        {endpoints.data ? (
          <WebhookList endpoints={endpoints.data} timeZone={user?.timeZone ?? 'UTC'} />
        ) : endpoints.isError ? (
          <LoadError
            isFramed={false}
            message="Couldn't load your webhooks."
            onRetry={() => void endpoints.refetch()}
            isRetrying={endpoints.isFetching}
          />
        ) : (
          <WebhooksSkeleton />
        )}
      </div>
    </>
  );
}
