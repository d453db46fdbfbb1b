import { ADMIN_MESSAGES, REGISTRATION_MESSAGES } from '../admin/admin.schema';

/**
 * Why a sign-in or a linking through the OpenID Connect provider did not finish. The server
 * sends only the code (in `/login?error=…`); the page words it, naming the provider.
 */
const MESSAGES = {
  cancelled: (name: string) => `You cancelled signing in with ${name}.`,
  expired: () => 'The sign-in took too long or was already used. Please try again.',
  state_mismatch: () => 'The sign-in did not start in this browser, so it was stopped. Please try again.',
  unavailable: (name: string) => `${name} could not be reached. Please try again later, or sign in with your username and password.`,
  provider_error: (name: string) => `${name} could not complete the sign-in. Please try again.`,
  verification_failed: (name: string) => `The answer from ${name} could not be verified, so nobody was signed in. Please try again.`,
  email_missing: (name: string) => `${name} did not share an e-mail address, which every account needs.`,
  unverified_email: (name: string) =>
    `${name} has not verified your e-mail address. Verify it with ${name}, or sign in with your password and link ${name} in Settings.`,
  link_required: (name: string) =>
    `An account with your e-mail address already exists. Sign in with its password once to link ${name} to it.`,
  identity_in_use: (name: string) => `This ${name} account is already linked to another account.`,
  not_configured: (name: string) => `Sign-in with ${name} is not configured on this server.`,
  recent_authentication_required: (name: string) =>
    `Confirm it's you first: enter your password, or sign in with ${name} again, then link the account.`,
  signed_out: () => 'You were signed out before linking finished. Sign in and try again.',
  too_many: () => 'Too many sign-in attempts from your network. Please wait a few minutes and try again.',
  server_error: () => 'Something went wrong on our side. Please try again.',
  // A first sign-in would create an account the server's registration mode does not allow (docs/administration.md).
  registration_closed: () => REGISTRATION_MESSAGES.closed,
  invite_required: () => REGISTRATION_MESSAGES.inviteRequired,
  invite_unusable: () => REGISTRATION_MESSAGES.inviteUnusable,
  account_disabled: () => ADMIN_MESSAGES.accountDisabled,
} satisfies Record<string, (providerName: string) => string>;

export type OidcFailureCode = keyof typeof MESSAGES;

export const isOidcFailureCode = (value: string): value is OidcFailureCode => Object.hasOwn(MESSAGES, value);

/** The reason shown under 'Google Sign-in failed' (docs/product.md §8), or 'Unknown error' for a code it does not know. */
export function oidcFailureMessage(code: string | null | undefined, providerName: string): string {
  return code && isOidcFailureCode(code) ? MESSAGES[code](providerName) : 'Unknown error';
}
