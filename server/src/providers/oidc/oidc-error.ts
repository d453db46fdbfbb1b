import type { OidcFailureCode } from '@uh/core/auth/oidc-failure.logic';

/** A sign-in through the issuer that cannot go on; `code` is what the sign-in page explains. */
export class OidcError extends Error {
  constructor(
    readonly code: OidcFailureCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'OidcError';
  }
}
