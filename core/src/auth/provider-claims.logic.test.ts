import { describe, expect, it } from 'vitest';
import { claimIdentifier, claimText, hasControlCharacters } from './provider-claims.logic';

describe('claimText', () => {
  it('removes control characters from a name, NUL included', () => {
    expect(claimText('Robin\u0000 Tester')).toBe('Robin Tester');
    expect(claimText('Robin\u001b[31m Tester\u0085')).toBe('Robin[31m Tester');
  });

  it.each([
    ['nothing but control characters', '\u0000\u0007'],
    ['blank text', '   '],
    ['a number', 42],
    ['a missing claim', undefined],
  ])('answers null for %s', (_case, value) => {
    expect(claimText(value)).toBeNull();
  });
});

describe('claimIdentifier', () => {
  it('keeps an address as sent, trimmed', () => {
    expect(claimIdentifier(' robin@example.com ')).toBe('robin@example.com');
  });

  it.each([
    ['a NUL', 'robin@example.com\u0000'],
    ['a line break', 'https://pictures.example/robin\n.png'],
    ['a trailing line break', 'robin@example.com\n'],
    ['an empty value', ''],
    ['an object', { email: 'robin@example.com' }],
  ])('refuses an identifier with %s', (_case, value) => {
    expect(claimIdentifier(value)).toBeNull();
  });
});

describe('hasControlCharacters', () => {
  it('finds a NUL or an escape, not ordinary text', () => {
    expect(hasControlCharacters('user\u0000')).toBe(true);
    expect(hasControlCharacters('\u001b')).toBe(true);
    expect(hasControlCharacters('108234 Zoë')).toBe(false);
  });
});
