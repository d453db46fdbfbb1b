import type { WebhookEndpoint } from '@uh/core/webhooks/webhooks.schema';
import PencilIcon from 'lucide-react/icons/pencil';
import SendIcon from 'lucide-react/icons/send';
import Trash2Icon from 'lucide-react/icons/trash-2';
import TriangleAlertIcon from 'lucide-react/icons/triangle-alert';
import { useState } from 'react';
import { errorMessage } from '#lib/api-client';
import { Button } from '#ui/button';
import { toast } from '#ui/use-toast';
import { useSendTestEvent, useUpdateWebhook } from '../api/use-webhook-mutations';
import { draftOf, patchOf } from '../lib/webhook-edit';
import { eventLabel } from '../lib/webhook-events';
import { DeliveryLog } from './delivery-log';
import { EndpointSwitch } from './endpoint-switch';
import { WebhookForm } from './webhook-form';

/** Why the server stopped sending, in its words (they say what turns it back on). */
function DisabledNotice({ reason }: { reason: string }) {
  return (
    <div role="note" className="flex gap-2 rounded-control border border-status-warn p-3 text-sm">
      <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-status-warn" />
      <p>
        <span className="sr-only">Warning: </span>
        {reason}
      </p>
    </div>
  );
}

type WebhookRowProps = { endpoint: WebhookEndpoint; timeZone: string; onDelete: () => void };

/** One endpoint: where it is, what it hears (editable), on or off, a test, and what was sent to it lately. */
export function WebhookRow({ endpoint, timeZone, onDelete }: WebhookRowProps) {
  const update = useUpdateWebhook();
  const save = useUpdateWebhook();
  const test = useSendTestEvent();
  const [isEditing, setIsEditing] = useState(false);
  const editButtonId = `webhook-${endpoint.id}-edit`;
  const closeEditor = () => {
    setIsEditing(false);
    // Back where the person was: the button that opened the form.
    requestAnimationFrame(() => document.getElementById(editButtonId)?.focus());
  };

  const onSwitch = (isOn: boolean) =>
    update.mutate(
      { id: endpoint.id, patch: { enabled: isOn } },
      {
        onSuccess: () => toast({ title: isOn ? 'Webhook turned on' : 'Webhook turned off', description: endpoint.url }),
        onError: (error) =>
          toast({ variant: 'destructive', title: 'Error', description: `Failed to change the webhook: ${errorMessage(error)}` }),
      },
    );

  const onTest = () =>
    test.mutate(endpoint.id, {
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Error', description: `Failed to send a test event: ${errorMessage(error)}` }),
    });

  if (isEditing) {
    return (
      <li className="rounded-control border border-border p-4">
        <WebhookForm
          heading={`Edit the webhook to ${endpoint.url}`}
          initial={draftOf(endpoint)}
          keepsDraft
          isSaving={save.isPending}
          failureLead="Couldn’t save the webhook"
          submitLabel={save.isPending ? 'Saving...' : 'Save changes'}
          onSave={async (input) => {
            const saved = await save.mutateAsync({ id: endpoint.id, patch: patchOf(input) });
            toast({ title: 'Webhook saved', description: `Events now go to ${saved.url}.` });
            closeEditor();
          }}
        >
          <Button variant="secondary" onClick={closeEditor}>
            Cancel
          </Button>
        </WebhookForm>
      </li>
    );
  }

  return (
    <li className="space-y-4 rounded-control border border-border p-4">
      <div className="space-y-1">
        <p className="font-mono text-sm font-semibold break-all">{endpoint.url}</p>
        {endpoint.description ? <p className="text-sm break-words">{endpoint.description}</p> : null}
        <p className="text-sm text-muted-foreground">
          <span className="font-medium text-foreground">Events: </span>
          {endpoint.events.map(eventLabel).join('; ')}
        </p>
      </div>
      {endpoint.disabledReason ? <DisabledNotice reason={endpoint.disabledReason} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        <EndpointSwitch
          id={`webhook-${endpoint.id}-enabled`}
          endpointUrl={endpoint.url}
          isOn={endpoint.enabled}
          isDisabled={update.isPending}
          onChange={onSwitch}
        />
        <Button variant="secondary" size="sm" onClick={onTest} disabled={test.isPending}>
          <SendIcon aria-hidden="true" className="size-4" />
          {test.isPending ? 'Sending...' : 'Send test event'}
          <span className="sr-only"> to {endpoint.url}</span>
        </Button>
        <Button id={editButtonId} variant="secondary" size="sm" onClick={() => setIsEditing(true)}>
          <PencilIcon aria-hidden="true" className="size-4" />
          Edit<span className="sr-only"> {endpoint.url}</span>
        </Button>
        <Button variant="secondary" size="sm" onClick={onDelete}>
          <Trash2Icon aria-hidden="true" className="size-4" />
          Delete<span className="sr-only"> {endpoint.url}</span>
        </Button>
      </div>
      <DeliveryLog endpointId={endpoint.id} endpointUrl={endpoint.url} timeZone={timeZone} />
    </li>
  );
}
