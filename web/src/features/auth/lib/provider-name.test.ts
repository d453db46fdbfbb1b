import { describe, expect, it } from 'vitest';
import { rememberedProviderName, rememberProviderName } from './provider-name';

function memoryStore() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('the provider name remembered for the offline sign-in page', () => {
  it('is the name the server gave last', () => {
    const store = memoryStore();
    rememberProviderName('Company SSO', store);
    expect(rememberedProviderName(store)).toBe('Company SSO');
  });

  it('is Google before the server ever answered, or without storage', () => {
    expect(rememberedProviderName(memoryStore())).toBe('Google');
    expect(rememberedProviderName(null)).toBe('Google');
  });

  it('survives a storage that refuses to be read', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {},
    };
    expect(rememberedProviderName(broken)).toBe('Google');
    expect(() => rememberProviderName('Company SSO', broken)).not.toThrow();
  });
});
