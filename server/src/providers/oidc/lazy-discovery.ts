import { OidcError } from './oidc-error';

export type DiscoveryOptions = {
  /** Seconds to wait for the issuer's discovery document (default 10). */
  timeoutSeconds?: number;
  /** How long to wait before trying again after the n-th failure in a row (default 1 s doubling up to 1 min). */
  retryDelayMs?: (failures: number) => number;
  /** Told about each failed attempt, for the log. */
  onFailure?: (error: unknown) => void;
  now?: () => number;
};

const defaultRetryDelay = (failures: number) => Math.min(60_000, 1000 * 2 ** (failures - 1));

/**
 * Runs `discover` on first use and keeps its result. While the issuer cannot be reached, callers
 * get OidcError('unavailable') at once, and the next call after the retry delay tries again:
 * start-up never depends on the issuer, and an outage does not turn into a request storm.
 * Concurrent callers share one attempt.
 */
export function lazyDiscovery<T>(discover: () => Promise<T>, options: DiscoveryOptions = {}): () => Promise<T> {
  const now = options.now ?? Date.now;
  const retryDelay = options.retryDelayMs ?? defaultRetryDelay;
  let discovered: T | undefined;
  let attempt: Promise<T> | null = null;
  let failures = 0;
  let lastFailure: { error: OidcError; retryAt: number } | null = null;

  const run = async (): Promise<T> => {
    try {
      discovered = await discover();
      failures = 0;
      lastFailure = null;
      return discovered;
    } catch (cause) {
      failures += 1;
      options.onFailure?.(cause);
      const error = new OidcError('unavailable', 'The issuer could not be reached', { cause });
      lastFailure = { error, retryAt: now() + retryDelay(failures) };
      throw error;
    }
  };

  return () => {
    if (discovered !== undefined) return Promise.resolve(discovered);
    if (lastFailure && now() < lastFailure.retryAt) return Promise.reject(lastFailure.error);
    attempt ??= run().finally(() => {
      attempt = null;
    });
    return attempt;
  };
}
