import { loginRequestSchema, registerFormSchema } from '@uh/core/auth/auth.schema';
import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './use-schema-form';

describe('toFieldErrors', () => {
  it('maps the shared login schema messages onto their fields', () => {
    const result = loginRequestSchema.safeParse({ username: 'ab', password: '123' });
    expect(result.success).toBe(false);
    expect(toFieldErrors(result.error?.issues ?? [])).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
    });
  });

  it('shows the mismatch on confirmPassword', () => {
    const result = registerFormSchema.safeParse({
      username: 'robin',
      email: 'robin@example.com',
      displayName: 'Robin Tester',
      password: 'secret1',
      confirmPassword: 'secret2',
    });
    expect(toFieldErrors(result.error?.issues ?? [])).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it('keeps only the first message per field', () => {
    const errors = toFieldErrors([
      { path: ['email'], message: 'first' },
      { path: ['email'], message: 'second' },
    ]);
    expect(errors).toEqual({ email: 'first' });
  });
});
