import { describe, expect, it } from 'vitest';
import { emailCodeProblem, isSameAddress, wrongCodeMessage } from './email-confirmation.logic';
import { emailCodeConfirmSchema } from './email-confirmation.schema';

const now = new Date('2026-01-15T10:00:00Z');
const later = new Date('2026-01-15T10:20:00Z');

describe('e-mail confirmation', () => {
  it('checks a code only while one was sent, is still valid and has tries left', () => {
    expect(emailCodeProblem({ address: null, expiresAt: null, attempts: 0 }, now)).toBe('Send a code to the address first');
    expect(emailCodeProblem({ address: 'me@example.com', expiresAt: later, attempts: 0 }, now)).toBeNull();
    expect(emailCodeProblem({ address: 'me@example.com', expiresAt: later, attempts: 4 }, now)).toBeNull();
    expect(emailCodeProblem({ address: 'me@example.com', expiresAt: later, attempts: 5 }, now)).toBe(
      'Too many wrong codes: send a new one',
    );
    expect(emailCodeProblem({ address: 'me@example.com', expiresAt: now, attempts: 0 }, now)).toBe('The code has expired: send a new one');
  });

  it('counts down the tries left', () => {
    expect(wrongCodeMessage(1)).toBe('That code is not right: 4 tries left');
    expect(wrongCodeMessage(4)).toBe('That code is not right: 1 try left');
    expect(wrongCodeMessage(5)).toBe('That code is not right, and that was the last try: send a new one');
  });

  it('compares addresses without regard to case or spaces, and never a missing one', () => {
    expect(isSameAddress('Me@Example.com', ' me@example.com')).toBe(true);
    expect(isSameAddress('me@example.com', 'you@example.com')).toBe(false);
    expect(isSameAddress(null, null)).toBe(false);
  });

  it('takes six digits, typed with spaces around', () => {
    expect(emailCodeConfirmSchema.parse({ code: ' 012345 ' })).toEqual({ code: '012345' });
    expect(emailCodeConfirmSchema.safeParse({ code: '12345' }).error?.issues[0]?.message).toBe('code must be the 6 digits from the e-mail');
  });
});
