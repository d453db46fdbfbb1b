import { describe, expect, it } from 'vitest';
import { emailConfirmationOf } from './email-confirmation';

describe('emailConfirmationOf', () => {
  const view = { emailConfirmedAddress: 'me@example.com', emailCodeSentTo: 'new@example.com' };

  it('tells a confirmed address, one waiting for its code, and one never confirmed', () => {
    expect(emailConfirmationOf(' Me@Example.com ', view)).toBe('confirmed');
    expect(emailConfirmationOf('new@example.com', view)).toBe('codeSent');
    expect(emailConfirmationOf('other@example.com', view)).toBe('unconfirmed');
    expect(emailConfirmationOf('  ', view)).toBe('none');
  });

  it('needs a new confirmation for any address when none was confirmed', () => {
    expect(emailConfirmationOf('me@example.com', { emailConfirmedAddress: null, emailCodeSentTo: null })).toBe('unconfirmed');
  });
});
