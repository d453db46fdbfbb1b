const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per locale, options and zone, made once: building an Intl.DateTimeFormat costs
 * far more than using one, and a page of history formats hundreds of dates as it first renders.
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** 'Robin Tester' → 'Robin'; falls back to the whole name when it has no spaces. */
export function firstName(displayName: string): string {
  return displayName.trim().split(/\s+/)[0] ?? displayName;
}

/** 'Saturday, November 21, 2026' for `date` as seen in `timeZone`. */
export function formatFullDate(date: Date, timeZone: string): string {
  return dateFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone }).format(date);
}

/** 'November 21, 2026'. */
export function formatLongDate(iso: string, timeZone: string): string {
  return dateFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone }).format(new Date(iso));
}

/** 'November 21, 2026 at 7:05 AM'; '—' when there is no instant. */
export function formatDateTime(iso: string | null, timeZone: string): string {
  if (!iso) return '—';
  return dateFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(new Date(iso));
}

/** '2026-11-21': the calendar date of `date` in `timeZone`, for <time dateTime>. */
export function formatIsoDate(date: Date, timeZone: string): string {
  return dateFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(date);
}
