import { createHash, randomBytes } from 'node:crypto';
import type http from 'node:http';
import type { FakeProvider } from './provider';

export const CLIENT = { id: 'fake-client', secret: 'fake-secret' };

type Token = { provider: FakeProvider; isValid: boolean; expiresAt: number; scope: string };
type Grant = { provider: FakeProvider; redirectUri: string; codeChallenge?: string; scope: string };
type Issued = { access_token: string; refresh_token: string; expires_in: number; scope: string };
type TokenOutcome = Issued | { error: 'invalid_client' | 'invalid_grant' | 'invalid_request'; isRefresh: boolean };

const random = () => randomBytes(24).toString('base64url');
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export const bearerOf = (authorization: string | undefined) => /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];

/**
 * The one authorization server behind all three fakes: codes handed out at /authorize, tokens issued
 * for them and rotated on refresh, and the check each data request's bearer token must pass. Each
 * provider answers the outcome in its own envelope.
 */
export function createTokenStore(accessTokenSeconds: number) {
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, Token>();
  const refreshTokens = new Map<string, Token>();
  const isDenyingNext = { oura: false, whoop: false, withings: false };

  const issue = (provider: FakeProvider, scope: string): Issued => {
    const access_token = random();
    const refresh_token = random();
    accessTokens.set(access_token, { provider, isValid: true, expiresAt: Date.now() + accessTokenSeconds * 1000, scope });
    refreshTokens.set(refresh_token, { provider, isValid: true, expiresAt: Infinity, scope });
    return { access_token, refresh_token, expires_in: accessTokenSeconds, scope };
  };

  /** The token endpoint's work: client credentials from the form or Basic auth, then a code or a refresh token. */
  function exchange(provider: FakeProvider, form: Record<string, string>, authorization: string | undefined): TokenOutcome {
    const basic = /^Basic (.+)$/i.exec(authorization ?? '')?.[1];
    const [basicId, basicSecret] = basic ? Buffer.from(basic, 'base64').toString().split(':') : [];
    const isRefresh = form.grant_type === 'refresh_token';
    if ((form.client_id ?? basicId) !== CLIENT.id || (form.client_secret ?? basicSecret) !== CLIENT.secret) {
      return { error: 'invalid_client', isRefresh };
    }
    if (isRefresh) {
      const old = refreshTokens.get(form.refresh_token ?? '');
      if (!old || old.provider !== provider || !old.isValid) return { error: 'invalid_grant', isRefresh };
      old.isValid = false; // rotation: a refresh token works once
      return issue(provider, form.scope ?? old.scope);
    }
    if (form.grant_type !== 'authorization_code') return { error: 'invalid_request', isRefresh };
    const grant = grants.get(form.code ?? '');
    grants.delete(form.code ?? '');
    if (!grant || grant.provider !== provider || grant.redirectUri !== form.redirect_uri) return { error: 'invalid_grant', isRefresh };
    const isPkceChecked = provider !== 'withings' && grant.codeChallenge !== undefined;
    if (isPkceChecked && s256(form.code_verifier ?? '') !== grant.codeChallenge) return { error: 'invalid_grant', isRefresh };
    return issue(provider, grant.scope);
  }

  /** The consent page, consented at once (or refused once when told to): back to the redirect URI with a code. */
  function authorize(provider: FakeProvider, query: Record<string, string>, res: http.ServerResponse) {
    if (query.client_id !== CLIENT.id) return void res.writeHead(400, { 'content-type': 'text/plain' }).end('Invalid client_id');
    if (query.response_type !== 'code' || !query.redirect_uri || !URL.canParse(query.redirect_uri)) {
      return void res.writeHead(400, { 'content-type': 'text/plain' }).end('Invalid request');
    }
    if (query.code_challenge && query.code_challenge_method !== 'S256') {
      return void res.writeHead(400, { 'content-type': 'text/plain' }).end('Only S256 is supported');
    }
    const location = new URL(query.redirect_uri);
    if (isDenyingNext[provider]) {
      isDenyingNext[provider] = false;
      location.searchParams.set('error', 'access_denied');
    } else {
      const code = random();
      grants.set(code, {
        provider,
        redirectUri: query.redirect_uri,
        codeChallenge: query.code_challenge || undefined,
        scope: query.scope ?? '',
      });
      location.searchParams.set('code', code);
    }
    if (query.state !== undefined) location.searchParams.set('state', query.state);
    res.writeHead(302, { location: location.toString() }).end();
  }

  return {
    exchange,
    authorize,
    isAuthorized(provider: FakeProvider, authorization: string | undefined) {
      const token = accessTokens.get(bearerOf(authorization) ?? '');
      return !!token && token.provider === provider && token.isValid && token.expiresAt > Date.now();
    },
    /** What the store knows of an access token, for the revocation endpoints. */
    accessToken: (value: string) => accessTokens.get(value),
    expireAccessTokens(provider: FakeProvider) {
      for (const token of accessTokens.values()) if (token.provider === provider) token.isValid = false;
    },
    revokeRefreshTokens(provider: FakeProvider) {
      for (const token of refreshTokens.values()) if (token.provider === provider) token.isValid = false;
    },
    denyNextAuthorization: (provider: FakeProvider) => void (isDenyingNext[provider] = true),
  };
}

export type TokenStore = ReturnType<typeof createTokenStore>;
