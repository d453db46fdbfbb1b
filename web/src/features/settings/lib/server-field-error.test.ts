import { describe, expect, it } from 'vitest';
import { readableError, serverFieldError } from './server-field-error';

describe('serverFieldError', () => {
  it('finds the field a server message names', () => {
    const error = new Error('400: currentPassword: The current password is not correct');
    expect(serverFieldError(error, ['currentPassword', 'newPassword'])).toEqual({
      field: 'currentPassword',
      message: 'The current password is not correct',
    });
  });

  it('ignores messages about other fields or none', () => {
    expect(serverFieldError(new Error('400: body: is invalid'), ['password'])).toBeNull();
    expect(serverFieldError(new Error('409: An account with this email already exists'), ['email'])).toBeNull();
  });
});

describe('readableError', () => {
  it('drops the status and the field name', () => {
    expect(readableError(new Error('403: password: The password is not correct'))).toBe('The password is not correct');
    expect(readableError(new Error('409: An account with this email already exists'))).toBe('An account with this email already exists');
  });
});
