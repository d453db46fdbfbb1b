// Google offers its account chooser without listing prompt values in its discovery document.
const ISSUERS_WITH_ACCOUNT_CHOOSER = new Set(['https://accounts.google.com']);

const normalisedIssuer = (issuer: string) => (URL.canParse(issuer) ? new URL(issuer).href.replace(/\/$/, '') : issuer);

/**
 * Whether to ask the issuer for its account chooser (`prompt=select_account`): only where it is
 * known to understand it, since a strict issuer refuses a prompt value it does not support.
 */
export function offersAccountChooser(issuer: string, promptValuesSupported: unknown): boolean {
  if (ISSUERS_WITH_ACCOUNT_CHOOSER.has(normalisedIssuer(issuer))) return true;
  return Array.isArray(promptValuesSupported) && promptValuesSupported.includes('select_account');
}

/**
 * Whether the error an issuer redirected back with refuses the prompt value itself (RFC 6749
 * `invalid_request` naming the prompt, or an `unsupported_prompt`-like code), so that asking again
 * without one may succeed.
 */
export function isPromptRefusal(error: string, description: string | undefined): boolean {
  if (/^unsupported[_ ]prompt/i.test(error)) return true;
  return error === 'invalid_request' && /\bprompt\b/i.test(description ?? '');
}
