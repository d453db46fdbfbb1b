import { describe, expect, it } from 'vitest';
import { lazyDiscovery } from './lazy-discovery';
import { OidcError } from './oidc-error';

function fakeIssuer() {
  const state = { isUp: false, attempts: 0 };
  const discover = async () => {
    state.attempts += 1;
    if (!state.isUp) throw new TypeError('fetch failed');
    return { issuer: 'https://issuer.example' };
  };
  return { state, discover };
}

describe('lazyDiscovery', () => {
  it('does nothing until first used', () => {
    const { state, discover } = fakeIssuer();
    lazyDiscovery(discover);
    expect(state.attempts).toBe(0);
  });

  it('answers "unavailable" while the issuer is down, and tries again only after the retry delay', async () => {
    let clock = 0;
    const { state, discover } = fakeIssuer();
    const failures: unknown[] = [];
    const configuration = lazyDiscovery(discover, {
      now: () => clock,
      retryDelayMs: (count) => count * 1000,
      onFailure: (error) => failures.push(error),
    });

    const first = await configuration().catch((error: unknown) => error);
    expect(first).toBeInstanceOf(OidcError);
    expect((first as OidcError).code).toBe('unavailable');
    expect(failures).toHaveLength(1);

    clock = 999;
    await expect(configuration()).rejects.toThrow(OidcError);
    expect(state.attempts).toBe(1);

    clock = 1000;
    await expect(configuration()).rejects.toThrow(OidcError);
    expect(state.attempts).toBe(2);

    state.isUp = true;
    clock = 2999; // the second failure asked for 2 s
    await expect(configuration()).rejects.toThrow(OidcError);
    clock = 3000;
    await expect(configuration()).resolves.toEqual({ issuer: 'https://issuer.example' });
    await expect(configuration()).resolves.toEqual({ issuer: 'https://issuer.example' });
    expect(state.attempts).toBe(3);
  });

  it('shares one attempt between callers that arrive together', async () => {
    const { state, discover } = fakeIssuer();
    state.isUp = true;
    const configuration = lazyDiscovery(discover);
    await Promise.all([configuration(), configuration(), configuration()]);
    expect(state.attempts).toBe(1);
  });
});
