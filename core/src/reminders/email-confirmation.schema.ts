import { z } from 'zod';
import { emailAddress } from './reminders.schema';

/**
 * E-mail reminders go only to an address the person proved is theirs (docs/reminders.md): a code
 * sent to it, typed back within half an hour, in a few tries.
 */
export const EMAIL_CODE_TTL_MINUTES = 30;
export const MAX_EMAIL_CODE_ATTEMPTS = 5;
/** Codes sent per person in EMAIL_CODE_WINDOW_MINUTES: enough for a typo, too few to mail-bomb someone. */
export const EMAIL_CODES_PER_WINDOW = 3;
export const EMAIL_CODE_WINDOW_MINUTES = 15;

/** POST /api/reminders/email/code. */
export const emailCodeRequestSchema = z.strictObject({ address: emailAddress('address') });

/** POST /api/reminders/email/confirm. */
export const emailCodeConfirmSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'code must be the 6 digits from the e-mail'),
});
