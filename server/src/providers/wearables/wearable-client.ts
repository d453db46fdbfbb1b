import type { LocalDate } from '@uh/core/common/calendar.logic';
import type { OAuthWearable } from '@uh/core/wearables/oauth-wearables';
import type { DailyValues } from '@uh/core/wearables/daily-aggregates.logic';
import type { WearableClientConfig } from '../../config';
import { requestJson, WearableApiError, withRateLimitWaits } from './wearable-http';

export type Tokens = { accessToken: string; refreshToken: string | null; expiresAt: Date | null };

/** One wearable's web API as the connections and the sync use it. */
export type WearableClient = {
  provider: OAuthWearable;
  name: string;
  /** The consent page's address for this state and PKCE challenge. */
  authorizeUrl(input: { state: string; codeChallenge: string; redirectUri: string }): string;
  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<Tokens>;
  refresh(refreshToken: string): Promise<Tokens>;
  /** Withdraws the app's access at the provider, where it has an endpoint for it. */
  revoke?(accessToken: string): Promise<void>;
  /** The daily values of these local days (the provider may send a day or two around them). */
  fetchDays(accessToken: string, range: { from: LocalDate; to: LocalDate }, timeZone: string): Promise<DailyValues[]>;
};

/**
 * The authorization request (RFC 6749 §4.1.1) with PKCE (RFC 7636). Every provider gets the
 * challenge: one that does not use it ignores it, as the standard requires of unknown parameters.
 */
export function authorizationUrl(
  config: WearableClientConfig,
  scope: string,
  input: { state: string; codeChallenge: string; redirectUri: string },
): string {
  const url = new URL(config.authorizeUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: input.redirectUri,
    scope,
    state: input.state,
    code_challenge: input.codeChallenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

/** The standard token response (RFC 6749 §5.1), checked rather than trusted. */
export function toTokens(body: unknown, previousRefreshToken: string | null = null): Tokens {
  const value = (body ?? {}) as { access_token?: unknown; refresh_token?: unknown; expires_in?: unknown };
  if (typeof value.access_token !== 'string' || value.access_token === '') {
    throw new WearableApiError({ kind: 'unavailable', detail: 'sent a token answer without an access token' });
  }
  const expiresIn = Number(value.expires_in);
  return {
    accessToken: value.access_token,
    // A provider that does not rotate refresh tokens leaves the old one valid.
    refreshToken: typeof value.refresh_token === 'string' && value.refresh_token !== '' ? value.refresh_token : previousRefreshToken,
    expiresAt: Number.isFinite(expiresIn) && expiresIn > 0 ? new Date(Date.now() + expiresIn * 1000) : null,
  };
}

/** A standard token endpoint (Oura, WHOOP): form-encoded, client credentials in the body. */
export function standardTokenEndpoint(config: WearableClientConfig, tokenUrl: string) {
  const post = (form: Record<string, string>) =>
    requestJson({ url: tokenUrl, form: { ...form, client_id: config.clientId, client_secret: config.clientSecret } });
  return {
    async exchangeCode({ code, codeVerifier, redirectUri }: { code: string; codeVerifier: string; redirectUri: string }) {
      return toTokens(await post({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: codeVerifier }));
    },
    async refresh(refreshToken: string) {
      return toTokens(await post({ grant_type: 'refresh_token', refresh_token: refreshToken }), refreshToken);
    },
  };
}

/**
 * A collection paged by a `next_token` in the answer (Oura's and WHOOP's APIs): every page of it,
 * each request waiting out short rate limits. `items` names the answer's array.
 */
export function tokenPagedCollection<T>(urlOf: (cursor: string | null) => string, accessToken: string, items: 'data' | 'records') {
  return allPages<T>(async (cursor) => {
    const url = urlOf(cursor);
    const body = (await withRateLimitWaits(() => requestJson({ url, accessToken }))) as Record<string, unknown> | null;
    const page = body?.[items];
    if (!Array.isArray(page))
      throw new WearableApiError({ kind: 'unavailable', detail: `sent ${new URL(url).pathname} without its ${items}` });
    return { items: page as T[], next: typeof body?.next_token === 'string' ? body.next_token : null };
  });
}

/** Follows a provider's pages to the end; a provider that never stops is cut off rather than followed forever. */
export async function allPages<T>(fetchPage: (cursor: string | null) => Promise<{ items: T[]; next: string | null }>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 1000; page += 1) {
    const result = await fetchPage(cursor);
    items.push(...result.items);
    if (!result.next || result.next === cursor) return items;
    cursor = result.next;
  }
  throw new WearableApiError({ kind: 'unavailable', detail: 'kept sending more pages' });
}
