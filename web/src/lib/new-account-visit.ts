import { useSyncExternalStore } from 'react';

/**
 * The history entry the sign-in page leaves for the first page after a provider sign-up: that
 * page greets a new person, not a returning one. It stays with the entry (a reload keeps it), and
 * the next sign-in starts a new one.
 */
export const NEW_ACCOUNT_VISIT_STATE = { isNewAccountVisit: true } as const;

const isNewAccountVisitState = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { isNewAccountVisit?: unknown }).isNewAccountVisit === true;

const nothingChanges = () => () => {};

/**
 * Whether this page was reached right after creating the account. A page rendered on the server
 * says "returning" while it hydrates (the server cannot see the entry), then reads the entry.
 */
export function useIsNewAccountVisit(): boolean {
  return useSyncExternalStore(
    nothingChanges,
    () => isNewAccountVisitState(window.history.state),
    () => false,
  );
}
