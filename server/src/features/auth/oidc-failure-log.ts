import { claimText } from '@uh/core/auth/provider-claims.logic';
import { errorLogFields, type ErrorLogFields } from '../../lib/error-log';
import { OidcError, type ProviderError } from '../../providers/oidc/oidc-error';

const DESCRIPTION_MAX = 300;

// A provider's description is its own free text: an address it quotes is not for our log.
const withoutAddresses = (text: string) => text.replace(/[^\s@]+@[^\s@]+/g, '[e-mail]');

const clip = (value: string | undefined) => {
  const text = claimText(value);
  return text === null ? undefined : withoutAddresses(text).slice(0, DESCRIPTION_MAX);
};

export type OidcFailureLog = { code: string; providerError?: string; providerErrorDescription?: string; error?: ErrorLogFields };

/**
 * What the log keeps of a failed sign-in: our failure code, the provider's error code and
 * description when it sent one, and the error by its class (a failed query by its SQLSTATE and
 * constraint only: its parameters are the person's e-mail and name).
 */
export function oidcFailureLog(code: string, failure: { error?: unknown; providerError?: ProviderError | null }): OidcFailureLog {
  const providerError = failure.providerError ?? (failure.error instanceof OidcError ? failure.error.providerError : null);
  return {
    code,
    ...(providerError ? { providerError: clip(providerError.error), providerErrorDescription: clip(providerError.description) } : {}),
    ...(failure.error === undefined ? {} : { error: errorLogFields(failure.error) }),
  };
}
