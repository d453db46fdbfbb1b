import { addDays, dayOfWeek } from '@uh/core/common/calendar.logic';
import { MAX_DAY_RANGE } from '@uh/core/custom-protocols/custom-protocols.limits';
import type { CustomDays } from '@uh/core/custom-protocols/custom-protocols.schema';

export type DayRange = { from: string; to: string };

/**
 * The days of a timeframe a protocol's figures count: up to today (days still to come are never
 * counted), and at most the longest range one read of its days allows, so "all time" ends today.
 * Null when the timeframe lies wholly in the future.
 */
export function countedRange(timeframe: DayRange, today: string): DayRange | null {
  const to = timeframe.to < today ? timeframe.to : today;
  const earliest = addDays(to, -(MAX_DAY_RANGE - 1));
  const from = timeframe.from > earliest ? timeframe.from : earliest;
  return from <= to ? { from, to } : null;
}

/** The days of a month 'yyyy-MM' the calendar reads: its first day up to today. */
export const monthRange = (month: string, today: string): DayRange | null => {
  const next = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1)).toISOString().slice(0, 10);
  return countedRange({ from: `${month}-01`, to: addDays(next, -1) }, today);
};

export type ProtocolFigures = { done: number; scheduled: number; notLogged: number; skipped: number; paused: number };

/** What a row says of one protocol over its range: done of scheduled days, and the days not logged. */
export function protocolFigures(counts: CustomDays['counts']): ProtocolFigures {
  return {
    done: counts.done,
    scheduled: Object.values(counts).reduce((sum, count) => sum + count, 0),
    notLogged: counts.unknown,
    skipped: counts.skipped,
    paused: counts.paused,
  };
}

/** The month as Monday–Sunday rows, with null for the days of neighbouring months that pad them. */
export function monthGrid(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const cells: (string | null)[] = Array.from({ length: (dayOfWeek(first) + 6) % 7 }, () => null);
  for (let day = first; day.startsWith(month); day = addDays(day, 1)) cells.push(day);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

const LONG_DATE = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' });
const MONTH_TITLE = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'Monday, November 23' for 'yyyy-MM-dd' (a calendar day: no time zone involved). */
export const dayInWords = (date: string): string => LONG_DATE.format(new Date(`${date}T12:00:00Z`));

/** 'November 2026' for 'yyyy-MM'. */
export const monthInWords = (month: string): string => MONTH_TITLE.format(new Date(`${month}-15T12:00:00Z`));
