/** A calendar day as `yyyy-MM-dd`, the form the checklist and week strips use. */
export type LocalDate = string;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar day an instant falls on in a time zone (DST-safe: no hour arithmetic). */
export function localDateOf(instant: Date, timeZone: string): LocalDate {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

// Calendar arithmetic on dates alone, in UTC, where no day is 23 or 25 hours long.
const toUtcNoon = (date: LocalDate) => new Date(`${date}T12:00:00Z`);
const fromUtc = (date: Date): LocalDate => date.toISOString().slice(0, 10);

export function addDays(date: LocalDate, days: number): LocalDate {
  const next = toUtcNoon(date);
  next.setUTCDate(next.getUTCDate() + days);
  return fromUtc(next);
}

/** 0 = Sunday … 6 = Saturday. */
export const dayOfWeek = (date: LocalDate) => toUtcNoon(date).getUTCDay();

/** The first day of the week holding `date`; weeks start on Sunday (0) or Monday (1). */
export function startOfWeek(date: LocalDate, weekStartsOn: 0 | 1): LocalDate {
  const offset = (dayOfWeek(date) - weekStartsOn + 7) % 7;
  return addDays(date, -offset);
}

/** The seven days of the week holding `instant` in `timeZone`. */
export function weekDaysOf(instant: Date, timeZone: string, weekStartsOn: 0 | 1): LocalDate[] {
  const first = startOfWeek(localDateOf(instant, timeZone), weekStartsOn);
  return Array.from({ length: 7 }, (_, index) => addDays(first, index));
}

const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 for a calendar day: integer arithmetic for hot loops over years of days. */
export function dayNumber(date: LocalDate): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

export const fromDayNumber = (day: number): LocalDate => new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
