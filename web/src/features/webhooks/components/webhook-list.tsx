import type { WebhookEndpoint } from '@uh/core/webhooks/webhooks.schema';
import { useState } from 'react';
import { errorMessage } from '#lib/api-client';
import { Button } from '#ui/button';
import { Dialog } from '#ui/dialog';
import { toast } from '#ui/use-toast';
import { useDeleteWebhook } from '../api/use-webhook-mutations';
import { WebhookRow } from './webhook-row';

export const WEBHOOK_LIST_HEADING_ID = 'webhook-list-heading';

function DeleteDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  const remove = useDeleteWebhook();
  const onDelete = (target: WebhookEndpoint) => {
    remove.mutate(target.id, {
      onSuccess: () => {
        toast({ title: 'Webhook deleted', description: `Nothing more is sent to ${target.url}.` });
        // Its row is gone: focus stays in the list rather than falling to the page.
        document.getElementById(WEBHOOK_LIST_HEADING_ID)?.focus();
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Error', description: `Failed to delete the webhook: ${errorMessage(error)}` }),
    });
    onClose();
  };
  return (
    <Dialog
      isOpen={endpoint !== null}
      onClose={onClose}
      title="Delete this webhook?"
      description={
        <>
          Nothing more is sent to <span className="font-medium break-all">{endpoint?.url}</span>, and its delivery log goes with it. This
          cannot be undone.
        </>
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => endpoint && onDelete(endpoint)}>
            Delete webhook
          </Button>
        </>
      }
    />
  );
}

/** Every endpoint of the account with its delivery log, each deletable after a confirmation. */
export function WebhookList({ endpoints, timeZone }: { endpoints: readonly WebhookEndpoint[]; timeZone: string }) {
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  if (endpoints.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No webhooks yet. Add one above to have your own tools told when you log a session, start or end a fast, or finish the day&rsquo;s
        checklist.
      </p>
    );
  }
  return (
    <>
      <ul aria-labelledby={WEBHOOK_LIST_HEADING_ID} className="space-y-4">
        {endpoints.map((endpoint) => (
          <WebhookRow key={endpoint.id} endpoint={endpoint} timeZone={timeZone} onDelete={() => setDeleting(endpoint)} />
        ))}
      </ul>
      <DeleteDialog endpoint={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
