import { z } from 'zod';
import { AUTH_LIMITS, AUTH_MESSAGES, timeZoneSchema } from '../auth/auth.schema';

export const WEIGHT_UNITS = ['lbs', 'kg'] as const;
export const TEMPERATURE_UNITS = ['F', 'C'] as const;
export const THEMES = ['light', 'dark', 'system'] as const;

export const preferencesSchema = z.object({
  weightUnit: z.enum(WEIGHT_UNITS, { message: 'weightUnit must be lbs or kg' }),
  temperatureUnit: z.enum(TEMPERATURE_UNITS, { message: 'temperatureUnit must be F or C' }),
  theme: z.enum(THEMES, { message: 'theme must be light, dark or system' }),
  timeZone: z.string(),
  /** When the person usually wakes ("07:00"): anchors "after you wake" on days no wearable told the wake-up. */
  usualWakeTime: z.string().nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

const atLeastOne = <T extends Record<string, unknown>>(value: T) => Object.values(value).some((field) => field !== undefined);

/** PATCH /api/settings: any of the preferences. */
export const preferencesPatchSchema = z
  .strictObject({
    weightUnit: preferencesSchema.shape.weightUnit.optional(),
    temperatureUnit: preferencesSchema.shape.temperatureUnit.optional(),
    theme: preferencesSchema.shape.theme.optional(),
    timeZone: timeZoneSchema.optional(),
    usualWakeTime: z
      .string({ message: 'usualWakeTime must be a time such as 07:00, or null' })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'usualWakeTime must be a time such as 07:00')
      .nullable()
      .optional(),
  })
  .refine(atLeastOne, { message: 'Send at least one setting to change' });
export type PreferencesPatch = z.infer<typeof preferencesPatchSchema>;

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

/** DELETE /api/account: the password again, so a left-open session cannot delete the account. */
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
