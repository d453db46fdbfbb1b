import { describe, expect, it } from 'vitest';
import { firstFreeUsername, usernameBaseFromEmail } from './username.logic';

describe('usernameBaseFromEmail', () => {
  it('takes the local part in lower case, keeping letters, digits, dots, dashes and underscores', () => {
    expect(usernameBaseFromEmail('Robin.Tester+health@example.com')).toBe('robin.testerhealth');
    expect(usernameBaseFromEmail('ana_m-2@example.com')).toBe('ana_m-2');
  });

  it('pads a local part shorter than three characters', () => {
    expect(usernameBaseFromEmail('al@example.com')).toBe('aluser');
    expect(usernameBaseFromEmail('ÉÈ@example.com')).toBe('user');
  });

  it('leaves room for a number within the 32-character limit', () => {
    expect(usernameBaseFromEmail(`${'x'.repeat(40)}@example.com`)).toHaveLength(26);
  });
});

describe('firstFreeUsername', () => {
  it('uses the base when it is free', () => {
    expect(firstFreeUsername('robin', new Set(['robin2']))).toBe('robin');
  });

  it('adds the first free number from 2', () => {
    expect(firstFreeUsername('robin', new Set(['robin', 'robin2', 'robin4']))).toBe('robin3');
  });

  it('compares without case', () => {
    expect(firstFreeUsername('Robin', new Set(['robin']))).toBe('Robin2');
  });
});
