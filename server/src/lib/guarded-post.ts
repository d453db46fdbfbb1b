import http from 'node:http';
import https from 'node:https';
import { guardedLookup, refusePrivateLiteralHost } from './outbound-guard';

/** Enough of an answer for the receiver's reason; the rest is drained unread. */
const MAX_ANSWER_BYTES = 4096;

/** The receiver did not answer in time (connecting, sending and the whole answer together). */
export class OutboundTimeout extends Error {
  constructor(readonly timeoutMs: number) {
    super(`no answer within ${timeoutMs / 1000} s`);
    this.name = 'OutboundTimeout';
  }
}

export type OutboundAnswer = { status: number; text: string; location: string | undefined };

export type GuardedPostOptions = { headers: Record<string, string>; body: string; allowPrivateNetworks: boolean; timeoutMs: number };

/**
 * POSTs to an address a person chose (an ntfy topic, a webhook endpoint) with the outbound guard:
 * private, loopback and metadata addresses are refused unless allowed, checked against the address
 * the name resolves to when connecting. Redirects are not followed. Throws PrivateAddressError,
 * OutboundTimeout, or the socket's error.
 */
export function guardedPost(url: URL, options: GuardedPostOptions): Promise<OutboundAnswer> {
  refusePrivateLiteralHost(url.hostname, options.allowPrivateNetworks);
  const send = url.protocol === 'https:' ? https.request : http.request;
  return new Promise<OutboundAnswer>((resolve, reject) => {
    const request = send(url, {
      method: 'POST',
      headers: { ...options.headers, 'Content-Length': String(Buffer.byteLength(options.body)) },
      lookup: guardedLookup(options.allowPrivateNetworks),
      // A connection of its own each time: a pooled socket would skip the guard's lookup.
      agent: false,
    });
    // One deadline for connecting, sending and the whole answer: a trickling server cannot hold it open.
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
      request.destroy();
    };
    const timer = setTimeout(() => fail(new OutboundTimeout(options.timeoutMs)), options.timeoutMs);
    request.on('error', fail);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        if (size < MAX_ANSWER_BYTES) chunks.push(chunk);
        size += chunk.length;
      });
      response.on('error', fail);
      response.on('close', () => {
        if (!response.complete) fail(new Error('the answer was cut off'));
      });
      response.on('end', () => {
        clearTimeout(timer);
        const text = Buffer.concat(chunks).subarray(0, MAX_ANSWER_BYTES).toString('utf8');
        resolve({ status: response.statusCode ?? 0, text, location: response.headers.location });
      });
    });
    request.end(options.body);
  });
}
