import { describe, expect, it } from 'vitest';
import { testFailureText } from './test-answer';

describe('testFailureText', () => {
  it('drops the status and the channel the server names first', () => {
    expect(testFailureText(new Error('422: ntfy: ntfy wants an access token for this topic (403)'), 'ntfy')).toBe(
      'ntfy wants an access token for this topic (403)',
    );
    expect(testFailureText(new Error('502: E-mail: The mail server did not answer'), 'email')).toBe('The mail server did not answer');
  });

  it('keeps a message about something else whole', () => {
    expect(testFailureText(new Error('429: Too many tests: wait a minute and try again'), 'ntfy')).toBe(
      'Too many tests: wait a minute and try again',
    );
  });
});
