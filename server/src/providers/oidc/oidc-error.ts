import type { OidcFailureCode } from '@uh/core/auth/oidc-failure.logic';

/** The error code and description an issuer answered with (RFC 6749 §5.2), for the log. */
export type ProviderError = { error: string; description?: string };

/** A sign-in through the issuer that cannot go on; `code` is what the sign-in page explains. */
export class OidcError extends Error {
  readonly providerError: ProviderError | null;

  constructor(
    readonly code: OidcFailureCode,
    message: string,
    options?: { cause?: unknown; providerError?: ProviderError },
  ) {
    super(message, options);
    this.name = 'OidcError';
    this.providerError = options?.providerError ?? null;
  }
}
