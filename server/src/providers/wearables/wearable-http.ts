/**
 * HTTP to a wearable's API: JSON or form bodies, a time limit, no redirects followed (a token
 * must never be carried to another host), and failures sorted into what the sync can act on.
 */

export type WearableFailure =
  /** The access token is no longer accepted: refresh it and try again. */
  | { kind: 'unauthorized' }
  /** The provider asks to wait (429, or Withings' status 601). */
  | { kind: 'rate_limited'; retryAfterMs: number }
  /** The provider refused the grant or the refresh token: only connecting again helps. */
  | { kind: 'rejected'; detail: string }
  /** A 5xx, a malformed answer, a network failure or a time-out: try again later. */
  | { kind: 'unavailable'; detail: string };

export class WearableApiError extends Error {
  constructor(readonly failure: WearableFailure) {
    super('detail' in failure ? failure.detail : failure.kind);
  }
}

const REQUEST_TIMEOUT_MS = 20_000;
/**
 * The most one answer (one page of a collection, a token answer) may hold. A page of 90 days is
 * under 200 KB; a provider sending far more is sending something else, and reading it whole would
 * take the server's memory with it, so the answer is cut off here and the sync fails with a message.
 */
export const MAX_ANSWER_BYTES = 8 * 1024 ** 2;
const TOO_LARGE = `sent an answer larger than ${MAX_ANSWER_BYTES / 1024 ** 2} MB`;
/** Without a Retry-After header, a rate-limited request waits a minute. */
const DEFAULT_RETRY_AFTER_MS = 60_000;

/** Retry-After as seconds or an HTTP date, in milliseconds from now. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (!header) return DEFAULT_RETRY_AFTER_MS;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? DEFAULT_RETRY_AFTER_MS : Math.max(0, date - now);
}

export type HttpRequest = {
  method?: 'GET' | 'POST' | 'DELETE';
  url: string;
  accessToken?: string;
  form?: Record<string, string>;
};

/**
 * The body as text, read as it arrives and never past `maxBytes` (the connection is dropped there).
 * A body that breaks off reads as empty, as a body that never came.
 */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const tooLarge = () => new WearableApiError({ kind: 'unavailable', detail: TOO_LARGE });
  if (Number(response.headers.get('content-length')) > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        throw tooLarge();
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof WearableApiError) throw error;
    return '';
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Sends the request; answers the parsed JSON body of a 2xx (null when empty), or throws a WearableApiError. */
export async function requestJson(request: HttpRequest, maxBytes = MAX_ANSWER_BYTES): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method ?? (request.form ? 'POST' : 'GET'),
      headers: {
        accept: 'application/json',
        ...(request.accessToken ? { authorization: `Bearer ${request.accessToken}` } : {}),
        ...(request.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: request.form ? new URLSearchParams(request.form).toString() : undefined,
      redirect: 'error',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new WearableApiError({ kind: 'unavailable', detail: timedOut ? 'did not answer in time' : 'could not be reached' });
  }
  if (response.status === 401 || response.status === 429) {
    await response.body?.cancel().catch(() => {});
    if (response.status === 401) throw new WearableApiError({ kind: 'unauthorized' });
    throw new WearableApiError({ kind: 'rate_limited', retryAfterMs: retryAfterMs(response.headers.get('retry-after')) });
  }
  const text = await readCapped(response, maxBytes);
  if (!response.ok) {
    // A 400 from a token endpoint is a refused grant (invalid_grant); from a data endpoint, a request this app got wrong.
    if (response.status === 400 && request.form)
      throw new WearableApiError({ kind: 'rejected', detail: `answered 400 (${oauthError(text)})` });
    throw new WearableApiError({ kind: 'unavailable', detail: `answered ${response.status}` });
  }
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new WearableApiError({ kind: 'unavailable', detail: 'sent an answer that is not JSON' });
  }
}

/** The OAuth error code of a refusal, for the log and the person (never the whole body). */
function oauthError(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    return typeof parsed.error === 'string' ? parsed.error.slice(0, 60) : 'refused';
  } catch {
    return 'refused';
  }
}

/** Waits out short rate limits (up to `maxWaitMs` each, three times); a longer one is the caller's to schedule. */
export async function withRateLimitWaits<T>(attempt: () => Promise<T>, maxWaitMs = 30_000): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      const failure = error instanceof WearableApiError ? error.failure : null;
      if (failure?.kind !== 'rate_limited' || failure.retryAfterMs > maxWaitMs || tries >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, failure.retryAfterMs));
    }
  }
}
