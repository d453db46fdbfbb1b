import type https from 'node:https';
import type { WebPushError } from 'web-push';
import { GuardedHttpsAgent, PrivateAddressError } from '../../../lib/outbound-guard';
import { DeliveryError, type OutgoingMessage, type VapidKeys, type WebPushOutcome, type WebPushTarget } from './channel';

export type WebPushOptions = {
  vapid: VapidKeys;
  /** The VAPID `sub` claim: where push services reach the operator (mailto: or https:). */
  subject: string;
  /** How to reach push services; the default refuses private networks. Tests pass one trusting their fake. */
  agent?: https.Agent;
  timeoutMs?: number;
};

/** A reminder later than this is no longer worth showing: the push service may drop it. */
const TTL_SECONDS = 12 * 60 * 60;
const DEFAULT_TIMEOUT_MS = 10_000;

// Subscription endpoints come from browsers, so from anyone with an account: never the server's own network.
let defaultAgent: https.Agent | null = null;
const guardedAgent = () => (defaultAgent ??= new GuardedHttpsAgent(false));

/**
 * Sends one encrypted push (RFC 8291, aes128gcm) with VAPID (RFC 8292). The service worker reads
 * the JSON payload: it shows title and body, and opens url on a click.
 */
export async function sendWebPush(target: WebPushTarget, message: OutgoingMessage, options: WebPushOptions): Promise<WebPushOutcome> {
  const payload = JSON.stringify({ title: message.title, body: message.body, url: message.url });
  // Loaded with the first push, not with the server.
  const { default: webpush } = await import('web-push');
  try {
    await webpush.sendNotification(target, payload, {
      vapidDetails: { subject: options.subject, publicKey: options.vapid.publicKey, privateKey: options.vapid.privateKey },
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      agent: options.agent ?? guardedAgent(),
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    });
    return 'delivered';
  } catch (error) {
    if (error instanceof webpush.WebPushError) return outcomeOfRefusal(error);
    // Which private address the name resolved to stays unsaid: it would map the server's network.
    if (error instanceof PrivateAddressError) throw new DeliveryError('The push service address is refused: private address', true);
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    // web-push's own words for its timeout.
    if ((error as Error).message === 'Socket timeout')
      throw new DeliveryError(`The push service did not answer within ${timeoutMs / 1000} s`);
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new DeliveryError(`Could not reach the push service (${reason})`);
  }
}

function outcomeOfRefusal(error: WebPushError): WebPushOutcome {
  const { statusCode } = error;
  // The browser unsubscribed or the subscription expired: the caller forgets it.
  if (statusCode === 404 || statusCode === 410) return 'gone';
  if (statusCode === 413) throw new DeliveryError('The push service refused the notification as too large (413)', true);
  // 400: malformed for this service; 403: the VAPID key does not match the one the browser subscribed with.
  if (statusCode === 400 || statusCode === 403) throw new DeliveryError(`The push service refused the notification (${statusCode})`, true);
  throw new DeliveryError(`The push service could not take the notification now (${statusCode})`);
}
