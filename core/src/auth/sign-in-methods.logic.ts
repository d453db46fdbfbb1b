/** An account's ways to sign in; an identity is usable when its issuer is the one this server is configured with. */
export type SignInMethodsState = { hasPassword: boolean; identities: readonly { id: number; isUsable: boolean }[] };

/**
 * Whether an identity may be unlinked: never the account's last usable way to sign in, or the
 * person could not come back. An identity of an issuer no longer configured is not a way in.
 */
export function canUnlinkIdentity(state: SignInMethodsState, identityId: number): boolean {
  const identity = state.identities.find((candidate) => candidate.id === identityId);
  if (!identity) return false;
  if (!identity.isUsable) return true;
  return state.hasPassword || state.identities.some((other) => other.id !== identityId && other.isUsable);
}
