import { describe, expect, it } from 'vitest';
import { isPromptRefusal, offersAccountChooser } from './oidc-prompt.logic';

describe('offersAccountChooser', () => {
  it('asks Google, whose discovery lists no prompt values', () => {
    expect(offersAccountChooser('https://accounts.google.com', undefined)).toBe(true);
    expect(offersAccountChooser('https://accounts.google.com/', undefined)).toBe(true);
  });

  it('asks an issuer whose discovery lists select_account', () => {
    expect(offersAccountChooser('https://id.example', ['none', 'login', 'select_account'])).toBe(true);
  });

  it.each([
    ['no prompt values', undefined],
    ['prompt values without select_account', ['none', 'login', 'consent']],
    ['a malformed list', 'select_account'],
  ])('does not ask an issuer with %s', (_case, values) => {
    expect(offersAccountChooser('https://id.example', values)).toBe(false);
  });
});

describe('isPromptRefusal', () => {
  it.each([
    ['invalid_request', 'unsupported prompt value requested'],
    ['invalid_request', 'Invalid parameter: prompt'],
    ['unsupported_prompt', undefined],
    ['unsupported prompt', undefined],
  ])('recognises %s (%s)', (error, description) => {
    expect(isPromptRefusal(error, description)).toBe(true);
  });

  it.each([
    ['invalid_request', 'redirect_uri did not match'],
    ['invalid_request', undefined],
    ['access_denied', 'prompt was cancelled'],
  ])('leaves %s (%s) alone', (error, description) => {
    expect(isPromptRefusal(error, description)).toBe(false);
  });
});
