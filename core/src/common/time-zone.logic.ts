/** True when the runtime knows `zone` as an IANA time zone (e.g. "Europe/Paris"). */
export function isValidTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const DEFAULT_TIME_ZONE = 'UTC';
