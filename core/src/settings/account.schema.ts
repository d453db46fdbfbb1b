import { z } from 'zod';
import { AUTH_LIMITS, AUTH_MESSAGES } from '../auth/auth.schema';
import { atLeastOne } from '../common/at-least-one.schema';

/** PATCH /api/account: the profile fields. */
export const accountPatchSchema = z
  .strictObject({
    displayName: z
      .string()
      .trim()
      .min(AUTH_LIMITS.displayNameMin, AUTH_MESSAGES.displayNameMin)
      .max(AUTH_LIMITS.displayNameMax, AUTH_MESSAGES.displayNameMax)
      .optional(),
    email: z.string().trim().max(AUTH_LIMITS.emailMax, AUTH_MESSAGES.email).pipe(z.email(AUTH_MESSAGES.email)).optional(),
    photoURL: z
      // The page's CSP shows https images only; an http address would never show.
      .url({ protocol: /^https$/, message: 'photoURL must be an https address' })
      .max(2048, 'photoURL must be at most 2048 characters')
      .nullable()
      .optional(),
  })
  .refine(atLeastOne, { message: 'Send at least one field to change' });
export type AccountPatch = z.infer<typeof accountPatchSchema>;

const newPassword = z
  .string()
  .min(AUTH_LIMITS.passwordMin, AUTH_MESSAGES.passwordMin)
  .max(AUTH_LIMITS.passwordMax, AUTH_MESSAGES.passwordMax);

/** POST /api/account/password. */
export const passwordChangeSchema = z.strictObject({
  currentPassword: z.string().min(1, 'Enter your current password'),
  newPassword,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/**
 * DELETE /api/account: the password again; an account without one (it signs in only through a
 * provider) types its username instead.
 */
export const accountDeleteSchema = z
  .strictObject({ password: z.string().optional(), confirmUsername: z.string().optional() })
  .refine((proof) => Boolean(proof.password) || Boolean(proof.confirmUsername), {
    message: 'Enter your password to delete the account',
    path: ['password'],
  });
export type AccountDelete = z.infer<typeof accountDeleteSchema>;
