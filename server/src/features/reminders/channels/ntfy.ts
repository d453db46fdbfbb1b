import { guardedPost, type OutboundAnswer, OutboundTimeout } from '../../../lib/guarded-post';
import { PrivateAddressError } from '../../../lib/outbound-guard';
import { DeliveryError, type NtfyTarget, type OutgoingMessage } from './channel';

export type NtfyOptions = { allowPrivateNetworks: boolean; timeoutMs?: number };

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Publishes to the topic address exactly as the person typed it (the same POST as `curl -d`), so
 * a self-hosted ntfy behind a path prefix works too; ntfy's JSON publishing would need the server's
 * root instead. Header values outside ASCII go as RFC 2047 encoded words, which ntfy decodes
 * (since 2.4); the body is plain UTF-8.
 */
export async function sendNtfy(target: NtfyTarget, message: OutgoingMessage, options: NtfyOptions): Promise<void> {
  const url = new URL(target.topicUrl);
  const headers: Record<string, string> = {
    'Content-Type': 'text/plain; charset=utf-8',
    Title: encodeHeaderValue(message.title),
    // URL normalisation percent-encodes whatever is not ASCII: ntfy does not decode this header.
    Click: new URL(message.url).href,
    Tags: 'bell',
  };
  if (target.accessToken !== null) {
    // Node throws on a header it cannot encode; say what is wrong instead.
    if (!/^[\x21-\x7e]+$/.test(target.accessToken)) {
      throw new DeliveryError('The ntfy access token has characters no token has: enter it again', true);
    }
    headers.Authorization = `Bearer ${target.accessToken}`;
  }
  let answer: OutboundAnswer;
  try {
    answer = await guardedPost(url, {
      headers,
      body: message.body,
      allowPrivateNetworks: options.allowPrivateNetworks,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    });
  } catch (error) {
    throw toDeliveryError(error, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  }
  checkAnswer(answer, target.accessToken !== null);
}

/** ASCII as is; anything else as one `=?UTF-8?B?…?=` word. Line breaks cannot be in a header. */
export function encodeHeaderValue(text: string): string {
  const oneLine = text.replace(/[\r\n\t]+/g, ' ');
  if (/^[\x20-\x7e]*$/.test(oneLine)) return oneLine;
  return `=?UTF-8?B?${Buffer.from(oneLine, 'utf8').toString('base64')}?=`;
}

function toDeliveryError(error: unknown, timeoutMs: number): DeliveryError {
  // The address a name resolves to stays unsaid: it would map the server's own network for anyone.
  if (error instanceof PrivateAddressError) {
    return new DeliveryError(
      'The ntfy address is refused: private address; the operator allows private networks with NTFY_ALLOW_PRIVATE_NETWORKS=true',
      true,
    );
  }
  if (error instanceof OutboundTimeout) return new DeliveryError(`ntfy did not answer within ${timeoutMs / 1000} s`);
  const code = (error as NodeJS.ErrnoException).code;
  return new DeliveryError(`Could not reach ntfy (${code ?? (error as Error).message})`);
}

function checkAnswer(answer: OutboundAnswer, hasToken: boolean) {
  const { status } = answer;
  if (status >= 200 && status < 300) return;
  if (status === 401 || status === 403) {
    throw new DeliveryError(
      hasToken ? `ntfy refused the access token (${status})` : `ntfy wants an access token for this topic (${status})`,
      true,
    );
  }
  if (status === 429) throw new DeliveryError('ntfy is limiting how often this server may publish (429)');
  if (status >= 500) throw new DeliveryError(`ntfy could not take the message now (${status})`);
  // Only the status: the answer's text and a redirect's target may come from a server inside the
  // operator's network (private networks allowed), and are not the person's to read.
  // A redirect is not followed: the new address would need the guard again.
  throw new DeliveryError(`ntfy answered ${status}`, true);
}
