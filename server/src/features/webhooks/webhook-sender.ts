import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@uh/core/webhooks/webhooks.schema';
import { guardedPost, OutboundTimeout } from '../../lib/guarded-post';
import { PrivateAddressError } from '../../lib/outbound-guard';

const TIMEOUT_MS = 10_000;

/** A new endpoint's signing secret: 24 random bytes, base64, behind Standard Webhooks' prefix. */
export const newWebhookSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(24).toString('base64')}`;

/**
 * The `webhook-signature` header of Standard Webhooks: HMAC-SHA256 over `id.timestamp.body` with
 * the secret's key (base64 after the prefix), as `v1,<base64>`.
 */
export function signWebhook(secret: string, messageId: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64')}`;
}

/** What one delivery attempt came to: a status (any) and how long it took, or why there was none. */
export type AttemptResult = { ok: boolean; status: number | null; latencyMs: number; error: string | null; permanent: boolean };

/**
 * Sends one signed message. 2xx is delivered; anything else (or no answer) is an error to retry,
 * except an address the guard refuses, which retrying cannot fix.
 */
export async function sendWebhook(input: {
  url: string;
  secret: string;
  messageId: string;
  body: string;
  allowPrivateNetworks: boolean;
  now?: Date;
}): Promise<AttemptResult> {
  const timestamp = Math.floor((input.now ?? new Date()).getTime() / 1000);
  const started = performance.now();
  const latency = () => Math.round(performance.now() - started);
  try {
    const answer = await guardedPost(new URL(input.url), {
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'UltimateHuman-Webhooks/1',
        'webhook-id': input.messageId,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhook(input.secret, input.messageId, timestamp, input.body),
      },
      body: input.body,
      allowPrivateNetworks: input.allowPrivateNetworks,
      timeoutMs: TIMEOUT_MS,
    });
    const ok = answer.status >= 200 && answer.status < 300;
    return {
      ok,
      status: answer.status,
      latencyMs: latency(),
      error: ok ? null : `The endpoint answered ${answer.status}`,
      permanent: false,
    };
  } catch (error) {
    if (error instanceof PrivateAddressError) {
      // Not the address the name resolved to: the delivery log would map the server's network for whoever reads it.
      const message = 'Delivery refused: private address (the operator allows private networks with WEBHOOK_ALLOW_PRIVATE_NETWORKS=true)';
      return { ok: false, status: null, latencyMs: latency(), error: message, permanent: true };
    }
    const reason =
      error instanceof OutboundTimeout
        ? `No answer within ${TIMEOUT_MS / 1000} s`
        : `Could not reach the endpoint (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`;
    return { ok: false, status: null, latencyMs: latency(), error: reason, permanent: false };
  }
}
