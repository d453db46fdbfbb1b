import { z } from 'zod';
import { isValidTimeZone } from '../common/time-zone.logic';
import { isStorableYear } from '../common/storable.schema';
import { CLOCK_SKEW_MS } from '../protocols/protocols.schema';

/*
 * The fields the account export's records are made of (export.schema.ts and each protocol's
 * `*.export.ts`). An import is held to the rules the API holds a new log to (ranges, methods,
 * targets, roles, not in the future, an end after its start), in the stored units: an export
 * cannot carry what the API would refuse, and nothing PostgreSQL cannot store reaches it.
 */

const isPast = (value: string) => !(Date.parse(value) > Date.now() + CLOCK_SKEW_MS);

/** An ISO 8601 instant with its offset, in a year PostgreSQL stores, not in the future. */
export const instant = z.iso
  .datetime({ offset: true, message: 'must be an ISO 8601 date-time' })
  .refine((value) => isStorableYear(value), 'must be between the years 1900 and 9999')
  .refine(isPast, 'cannot be in the future');

export const between = (min: number, max: number) => z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);

/** A reading within its rule's range, or none. */
export const reading = (rule: { min: number; max: number }) => between(rule.min, rule.max).nullable();

/** A yyyy-MM-dd that names a day of the calendar (not 2025-13-45). */
const isRealDate = (value: string) => {
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
};

export const localDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written yyyy-MM-dd')
  .refine((value) => isRealDate(value) && isStorableYear(value), 'must be a real date between the years 1900 and 9999');

/**
 * The zone a log was made in and its local day there. Optional: files written before logs kept
 * their day import with the exporting account's zone.
 */
export const logDay = {
  timeZone: z.string().refine(isValidTimeZone, 'Unknown time zone').optional(),
  localDay: localDate.nullable().optional(),
};
