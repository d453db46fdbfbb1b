import { fastTimesProblem } from '@uh/core/fasting/fast-times.logic';
import { formatWhen } from '#lib/format';

export type FastTimesErrors = { start?: string; end?: string };

// The shared rule's reasons, worded for the field they belong under.
const FIELD_MESSAGES: Record<string, { field: keyof FastTimesErrors; message: string }> = {
  'startTime cannot be in the future': { field: 'start', message: 'The start cannot be in the future.' },
  'endTime cannot be in the future': { field: 'end', message: 'The end cannot be in the future.' },
  'endTime cannot be before startTime': { field: 'end', message: 'The end must be after the start.' },
};

/**
 * What is wrong with the times in the pickers (already read in the person's zone; null when a
 * picker is empty or incomplete), checked by the same rule the server applies.
 */
export function fastTimesErrors(input: { start: Date | null; end: Date | null; isEndRequired: boolean }, now: Date): FastTimesErrors {
  const errors: FastTimesErrors = {};
  if (!input.start) errors.start = 'Enter the date and time the fast started.';
  if (!input.end && input.isEndRequired) errors.end = 'Enter the date and time the fast ended.';
  if (input.start) {
    const problem = fastTimesProblem({ startTime: input.start, endTime: input.end }, now);
    const known = problem ? FIELD_MESSAGES[problem] : undefined;
    if (known) errors[known.field] ??= known.message;
  }
  return errors;
}

export const hasErrors = (errors: FastTimesErrors) => Object.values(errors).some(Boolean);

/** "Nov 21, 7:30 PM" in the person's zone, with the year when it is not this year's. */
export const formatFastTime = (iso: string, timeZone: string, now: number = Date.now()) => formatWhen(iso, timeZone, now, { time: true });
