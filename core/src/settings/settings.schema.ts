import { z } from 'zod';
import { timeZoneSchema } from '../auth/auth.schema';
import { atLeastOne } from '../common/at-least-one.schema';

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
