import { safeReturnPath } from '@uh/core/auth/return-path.logic';

/** What the server said when it sent the browser back to /login from the provider. */
export type OidcReturn =
  { kind: 'failed'; code: string } | { kind: 'signed-in'; next: string; isNewAccount: boolean; hasClaimedEmail: boolean } | null;

/**
 * Reads `/login?error=<code>` (a failed sign-in) or `/login?signedIn=1&next=/page[&new=1][&emailClaimed=1]`
 * (signed in; go on to `next`, a path on this site only; `emailClaimed`: the address was taken
 * back from an account that never proved it).
 */
export function readOidcReturn(search: string): OidcReturn {
  const params = new URLSearchParams(search);
  const error = params.get('error');
  if (error !== null) return { kind: 'failed', code: error };
  if (params.get('signedIn') === '1') {
    return {
      kind: 'signed-in',
      next: safeReturnPath(params.get('next') ?? '/'),
      isNewAccount: params.get('new') === '1',
      hasClaimedEmail: params.get('emailClaimed') === '1',
    };
  }
  return null;
}

/** The page the Google tab should come back to: `/login?next=/page` when a page sent the person here. */
export const returnPathOf = (search: string) => safeReturnPath(new URLSearchParams(search).get('next') ?? '/');
