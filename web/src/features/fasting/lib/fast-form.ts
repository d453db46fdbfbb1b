import { fastTimesProblem } from '@uh/core/fasting/fast-times.logic';

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

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formatters.set(key, found);
  }
  return found;
}

const yearOf = (instant: number, timeZone: string) => formatter(timeZone, { year: 'numeric' }).format(instant);

/**
 * A history date short enough for a 375 px row: "Nov 21" this year; another year "Nov 21, 2025",
 * or "11/21/25" when `isCompact`.
 */
export function formatFastDay(iso: string, timeZone: string, now: number, isCompact = false): string {
  const instant = Date.parse(iso);
  if (yearOf(instant, timeZone) === yearOf(now, timeZone)) return formatter(timeZone, { month: 'short', day: 'numeric' }).format(instant);
  const options: Intl.DateTimeFormatOptions = isCompact
    ? { month: 'numeric', day: 'numeric', year: '2-digit' }
    : { month: 'short', day: 'numeric', year: 'numeric' };
  return formatter(timeZone, options).format(instant);
}

/** "Nov 21, 7:30 PM" in the person's zone. */
export const formatFastTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso));
