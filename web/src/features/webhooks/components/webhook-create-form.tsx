import type { CreatedWebhook } from '@uh/core/webhooks/webhooks.schema';
import PlusIcon from 'lucide-react/icons/plus';
import { toast } from '#ui/use-toast';
import { useCreateWebhook } from '../api/use-webhook-mutations';
import { EMPTY_DRAFT } from '../lib/webhook-draft';
import { WebhookForm } from './webhook-form';

/** A new endpoint; its secret comes back once, to `onCreated`. */
export function WebhookCreateForm({ onCreated }: { onCreated: (created: CreatedWebhook) => void }) {
  const create = useCreateWebhook();
  return (
    <WebhookForm
      heading="Add a webhook"
      initial={EMPTY_DRAFT}
      isSaving={create.isPending}
      failureLead="Couldn’t add the webhook"
      submitLabel={
        <>
          <PlusIcon aria-hidden="true" className="size-4" />
          {create.isPending ? 'Adding webhook...' : 'Add webhook'}
        </>
      }
      onSave={async (input) => {
        const created = await create.mutateAsync(input);
        toast({ title: 'Webhook added', description: `Events now go to ${created.endpoint.url}.` });
        onCreated(created);
      }}
    />
  );
}
