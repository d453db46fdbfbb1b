import type { CreatedWebhook } from '@uh/core/webhooks/webhooks.schema';
import { OneTimeSecretPanel } from '#ui/one-time-secret-panel';

/** The new endpoint's signing secret, this once: the server keeps it sealed and never shows it again. */
export function CreatedWebhookPanel({ created, onDone }: { created: CreatedWebhook; onDone: () => void }) {
  return (
    <OneTimeSecretPanel
      id="created-webhook-secret"
      heading="Copy your signing secret now"
      note={
        <>
          This is the only time the secret of <span className="font-medium break-all">{created.endpoint.url}</span> is shown: you
          won&rsquo;t see it again. If it is lost, delete the webhook and add it again.
        </>
      }
      label="Signing secret"
      secret={created.secret}
      onDone={onDone}
    >
      <p className="text-sm text-muted-foreground">
        Each message is signed the Standard Webhooks way (standardwebhooks.com): check the{' '}
        <code className="font-mono">webhook-signature</code> header with this secret before trusting a message. Any Standard Webhooks
        library verifies it; <code className="font-mono">docs/webhooks.md</code> in the Ultimate Human repository has an example.
      </p>
    </OneTimeSecretPanel>
  );
}
