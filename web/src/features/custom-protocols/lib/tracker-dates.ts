import { addDays } from '@uh/core/common/calendar.logic';

/** How many days the history shows, today included. */
export const HISTORY_DAYS = 30;

/** The range the history reads: the last 30 days up to `today`, both ends included. */
export const historyRange = (today: string): { from: string; to: string } => ({ from: addDays(today, -(HISTORY_DAYS - 1)), to: today });

/** Whether `date` falls in the history's range, so its day is already read with it. */
export const isInHistory = (date: string, today: string): boolean => date <= today && date >= historyRange(today).from;

/** A pause's default: this day and the six after it, a week. */
export const weekFrom = (date: string): { from: string; to: string } => ({ from: date, to: addDays(date, 6) });
