/**
 * A wall-clock date and time in a time zone, as the `yyyy-MM-ddTHH:mm` text of an
 * `<input type="datetime-local">`: people correct a log's time in their own zone, whatever zone
 * the browser is in.
 */
export type LocalDateTime = string;

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(instant: Date, timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The wall-clock minute of an instant in a zone: '2026-05-03T07:30'. */
export function toLocalDateTime(instant: Date, timeZone: string): LocalDateTime {
  const p = partsIn(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** Milliseconds the zone is ahead of UTC at an instant. */
function offsetAt(instant: number, timeZone: string): number {
  const p = partsIn(new Date(instant), timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - (instant - (instant % 1000));
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a wall-clock time in a zone stands for, or null when the text is not one. A time
 * the clocks skip (spring forward) is read with the offset from before the change, so it lands
 * just after the gap; a repeated time (fall back) takes its first occurrence.
 */
export function fromLocalDateTime(text: string, timeZone: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  if (new Date(wall).getUTCDate() !== day) return null; // 31 April and the like
  const candidates = [
    ...new Set([offsetAt(wall - 86_400_000 / 2, timeZone), offsetAt(wall, timeZone), offsetAt(wall + 86_400_000 / 2, timeZone)]),
  ]
    .map((offset) => wall - offset)
    .sort((a, b) => a - b);
  const exact = candidates.find((instant) => wall - instant === offsetAt(instant, timeZone));
  return new Date(exact ?? wall - offsetAt(wall - 86_400_000 / 2, timeZone));
}
