import type { TokenStore } from './oauth';
import type { FakeFailure, FakeProvider } from './provider';

/** What the server gives each provider's handler. */
export type ProviderDeps = {
  tokens: TokenStore;
  pageSize: number;
  /** The seeded days, oldest first. */
  days(provider: FakeProvider): string[];
  /** Takes one queued failure for a data request, if any. */
  nextFailure(provider: FakeProvider): FakeFailure | undefined;
  revoked: string[];
};
