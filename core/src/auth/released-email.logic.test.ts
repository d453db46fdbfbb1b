import { describe, expect, it } from 'vitest';
import { registerRequestSchema } from './auth.schema';
import { isReleasedEmail, releasedEmailFor } from './released-email.logic';

// The placeholder passes the same e-mail rule as a typed address, so saving other account fields still works.
const authRegisterEmailIsValid = (email: string) => registerRequestSchema.shape.email.safeParse(email).success;

describe('releasedEmailFor', () => {
  it('gives each account its own recognisable placeholder that still reads as an address', () => {
    expect(releasedEmailFor(7)).not.toBe(releasedEmailFor(8));
    expect(isReleasedEmail(releasedEmailFor(7))).toBe(true);
    expect(authRegisterEmailIsValid(releasedEmailFor(7))).toBe(true);
  });

  it('does not mistake a real address for a released one', () => {
    expect(isReleasedEmail('robin@example.com')).toBe(false);
    expect(isReleasedEmail('robin@email-released.invalid.example.com')).toBe(false);
  });
});
