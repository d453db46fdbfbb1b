import { describe, expect, it } from 'vitest';
import { oidcFailureMessage } from './oidc-failure.logic';

describe('oidcFailureMessage', () => {
  it('names the provider in the reason', () => {
    expect(oidcFailureMessage('cancelled', 'Google')).toBe('You cancelled signing in with Google.');
    expect(oidcFailureMessage('unavailable', 'Keycloak')).toMatch(/^Keycloak could not be reached/);
  });

  it('says "Unknown error" for a missing or unknown code (docs/product.md §8)', () => {
    expect(oidcFailureMessage(undefined, 'Google')).toBe('Unknown error');
    expect(oidcFailureMessage('toString', 'Google')).toBe('Unknown error');
    expect(oidcFailureMessage('<script>', 'Google')).toBe('Unknown error');
  });
});
