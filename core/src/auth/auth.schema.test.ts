import { describe, expect, it } from 'vitest';
import { loginRequestSchema, registerFormSchema, registerRequestSchema } from './auth.schema';

const validForm = {
  username: 'alice',
  email: 'alice@example.com',
  displayName: 'Alice Smith',
  password: 'secret1',
  confirmPassword: 'secret1',
};

function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('loginRequestSchema', () => {
  it('accepts a username and password of the minimum lengths', () => {
    expect(loginRequestSchema.safeParse({ username: 'abc', password: '123456' }).success).toBe(true);
  });

  it('uses the docs/product.md messages for short values', () => {
    const result = loginRequestSchema.safeParse({ username: 'ab', password: '12345' });
    expect(messagesOf(result)).toEqual([
      'username: Username must be at least 3 characters',
      'password: Password must be at least 6 characters',
    ]);
  });
});

describe('registerFormSchema', () => {
  it('accepts a valid form', () => {
    expect(registerFormSchema.safeParse(validForm).success).toBe(true);
  });

  it.each([
    ['username', 'ab', 'Username must be at least 3 characters'],
    ['email', 'not-an-email', 'Please enter a valid email'],
    ['displayName', 'Al', 'Display name must be at least 3 characters'],
    ['password', '123', 'Password must be at least 6 characters'],
    ['confirmPassword', '123', 'Password must be at least 6 characters'],
  ])('rejects a bad %s with the docs/product.md message', (field, value, message) => {
    const result = registerFormSchema.safeParse({ ...validForm, [field]: value });
    expect(messagesOf(result)).toContain(`${field}: ${message}`);
  });

  it('reports mismatched passwords on confirmPassword', () => {
    const result = registerFormSchema.safeParse({ ...validForm, confirmPassword: 'secret2' });
    expect(messagesOf(result)).toEqual(["confirmPassword: Passwords don't match"]);
  });

  it('rejects usernames with spaces or symbols', () => {
    const result = registerFormSchema.safeParse({ ...validForm, username: 'al ice' });
    expect(result.success).toBe(false);
  });
});

describe('registerRequestSchema', () => {
  it('accepts an optional IANA time zone and rejects an unknown one', () => {
    const { confirmPassword: _dropped, ...body } = validForm;
    expect(registerRequestSchema.safeParse({ ...body, timeZone: 'Europe/Paris' }).success).toBe(true);
    expect(registerRequestSchema.safeParse(body).success).toBe(true);
    expect(registerRequestSchema.safeParse({ ...body, timeZone: 'Nowhere/Land' }).success).toBe(false);
  });
});
