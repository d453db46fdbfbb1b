// `.invalid` never resolves (RFC 2606): no mail can go to a released address by mistake.
const RELEASED_DOMAIN = 'email-released.invalid';

/**
 * The address an account gets when the e-mail it never proved is claimed by someone whose
 * provider verified it: unique per account, and recognisable so the account is told to enter its own.
 */
export const releasedEmailFor = (userId: number) => `released-${userId}@${RELEASED_DOMAIN}`;

export const isReleasedEmail = (email: string) => email.toLowerCase().endsWith(`@${RELEASED_DOMAIN}`);
