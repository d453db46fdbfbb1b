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

const twoDigits = (value: number) => (value < 10 ? `0${value}` : `${value}`);

/**
 * The calendar day of a day number (`dayNumber`'s inverse) by integer arithmetic, with no Date
 * made per day: the proleptic Gregorian calendar repeats every 400 years (146,097 days), and
 * counting years from March puts the leap day last, so month lengths follow a fixed pattern.
 */
export function fromDayNumber(day: number): LocalDate {
  const sinceMarchYearZero = day + 719_468; // 0000-03-01 is 719,468 days before 1970-01-01
  const era = Math.floor(sinceMarchYearZero / 146_097);
  const dayOfEra = sinceMarchYearZero - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1_460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const dayOfMonth = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = era * 400 + yearOfEra + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(dayOfMonth)}`;
}

/** 0 = Sunday … 6 = Saturday, of a day number (1970-01-01 was a Thursday). */
export const dayOfWeekOfNumber = (day: number) => (((day + 4) % 7) + 7) % 7;
