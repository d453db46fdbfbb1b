import { claimIdentifier, claimText, hasControlCharacters } from '@uh/core/auth/provider-claims.logic';
import { offersAccountChooser } from '@uh/core/auth/oidc-prompt.logic';
import * as client from 'openid-client';
import { lazyDiscovery, type DiscoveryOptions } from './lazy-discovery';
import { OidcError } from './oidc-error';

export type OidcIssuerSettings = {
  /** The issuer identifier, such as https://accounts.google.com. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the issuer sends the browser back: `${PUBLIC_URL}/api/auth/oidc/callback`. */
  redirectUri: string;
};

/** What one sign-in keeps on the server between the redirect to the issuer and the way back. */
export type OidcChecks = { state: string; nonce: string; codeVerifier: string };

/** The person as the issuer vouches for them, after every check passed. */
export type OidcIdentity = {
  issuer: string;
  subject: string;
  email: string | null;
  isEmailVerified: boolean;
  name: string | null;
  picture: string | null;
};

/** A finished sign-in: who it is, and the ID token that names the issuer's session (for signing out there too). */
export type OidcSignIn = { identity: OidcIdentity; idToken: string };

/**
 * An OpenID Connect issuer: Authorization Code flow with PKCE (S256), state and nonce.
 * openid-client checks the ID token (signature through the issuer's JWKS, issuer, audience,
 * nonce, expiry). Discovery happens on first use, never at start-up.
 */
export type OidcIssuer = {
  /** Resolves once the issuer has been reached; rejects with OidcError('unavailable') until then. */
  ensureReachable: () => Promise<void>;
  authorizationUrl: (checks: OidcChecks) => Promise<URL>;
  /**
   * Stops asking for the account chooser after the issuer refused it; true when it was being
   * asked for (so one more try without it makes sense), false when it already was not.
   */
  stopAskingForAccountChooser: () => boolean;
  /** Exchanges the code in the callback URL and returns the verified identity. */
  finishSignIn: (callbackUrl: URL, checks: OidcChecks) => Promise<OidcSignIn>;
  /** The issuer's end-session URL (RP-initiated logout), or null when it publishes none. */
  endSessionUrl: (postLogoutRedirectUri: string, idTokenHint?: string | null) => Promise<URL | null>;
};

export const OIDC_SCOPE = 'openid email profile';

/** Fresh single-use values for one sign-in: state, nonce and PKCE verifier (each 256 bits). */
export const newChecks = (): OidcChecks => ({
  state: client.randomState(),
  nonce: client.randomNonce(),
  codeVerifier: client.randomPKCECodeVerifier(),
});

const isHttp = (issuer: string) => new URL(issuer).protocol === 'http:';

/** Maps openid-client's failures to what the person can be told. */
function toOidcError(error: unknown): OidcError {
  if (error instanceof OidcError) return error;
  const cause = error instanceof Error ? error.cause : undefined;
  const code = (error as { code?: unknown } | null)?.code;
  // fetch rejects with a TypeError when the issuer cannot be reached; timeouts come wrapped.
  if (error instanceof TypeError || code === 'OAUTH_TIMEOUT' || code === 'OAUTH_ABORT' || code === 'OAUTH_RESPONSE_IS_NOT_CONFORM') {
    return new OidcError('unavailable', 'The issuer could not be reached', { cause: error });
  }
  if (error instanceof client.ResponseBodyError) {
    const kind = error.status >= 500 ? 'unavailable' : 'provider_error';
    return new OidcError(kind, `The issuer refused the code: ${error.error}`, {
      cause: error,
      providerError: { error: error.error, description: error.error_description },
    });
  }
  return new OidcError('verification_failed', `The issuer's answer failed verification: ${String(cause ?? error)}`, { cause: error });
}

export function createOidcIssuer(settings: OidcIssuerSettings, options: DiscoveryOptions = {}): OidcIssuer {
  const configuration = lazyDiscovery(
    () =>
      client.discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        // Plain HTTP is accepted by the configuration only for an issuer on this machine.
        execute: isHttp(settings.issuer) ? [client.allowInsecureRequests] : [],
        timeout: options.timeoutSeconds ?? 10,
      }),
    options,
  );

  // Set once the issuer refused the account chooser although it seemed to offer it.
  let isAccountChooserRefused = false;
  const asksForAccountChooser = (config: client.Configuration) =>
    !isAccountChooserRefused && offersAccountChooser(settings.issuer, config.serverMetadata().prompt_values_supported);

  return {
    ensureReachable: async () => void (await configuration()),

    authorizationUrl: async ({ state, nonce, codeVerifier }) => {
      const config = await configuration();
      return client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        response_type: 'code',
        scope: OIDC_SCOPE,
        // The account chooser, so a shared browser never signs in as whoever used it last; only
        // where the issuer supports it (a strict one refuses the whole sign-in otherwise).
        ...(asksForAccountChooser(config) ? { prompt: 'select_account' } : {}),
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
    },

    stopAskingForAccountChooser: () => {
      const wasAsking = !isAccountChooserRefused;
      isAccountChooserRefused = true;
      return wasAsking;
    },

    finishSignIn: async (callbackUrl, { state, nonce, codeVerifier }) => {
      const config = await configuration();
      try {
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: codeVerifier,
          expectedState: state,
          expectedNonce: nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims()!;
        // The subject keys the account: one with control characters is refused, never altered.
        const subject = claims.sub;
        if (hasControlCharacters(subject)) throw new OidcError('verification_failed', 'The issuer sent a subject with control characters');
        // Some issuers put the e-mail and profile only behind the userinfo endpoint.
        const profile: Record<string, unknown> =
          claims.email === undefined && config.serverMetadata().userinfo_endpoint
            ? { ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)), ...claims }
            : claims;
        const identity = {
          issuer: claims.iss,
          subject,
          email: claimIdentifier(profile.email),
          isEmailVerified: profile.email_verified === true || profile.email_verified === 'true',
          name: claimText(profile.name),
          picture: claimIdentifier(profile.picture),
        };
        return { identity, idToken: tokens.id_token! };
      } catch (error) {
        throw toOidcError(error);
      }
    },

    endSessionUrl: async (postLogoutRedirectUri, idTokenHint) => {
      const config = await configuration();
      if (!config.serverMetadata().end_session_endpoint) return null;
      // The ID token names the issuer's session to end; without one (a password sign-in), the
      // client id names who asks (RP-Initiated Logout 1.0).
      return client.buildEndSessionUrl(config, {
        client_id: settings.clientId,
        post_logout_redirect_uri: postLogoutRedirectUri,
        ...(idTokenHint ? { id_token_hint: idTokenHint } : {}),
      });
    },
  };
}
