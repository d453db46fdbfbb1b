// Building a formatter to test a zone costs tens of microseconds, and an imported file names the
// same few zones on every one of its records; the zones found valid are remembered (bounded, as
// the runtime accepts many spellings of each).
const knownZones = new Set<string>();
const MAX_KNOWN_ZONES = 1_000;

/** True when the runtime knows `zone` as an IANA time zone (e.g. "Europe/Paris"). */
export function isValidTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  if (knownZones.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    return false;
  }
  if (knownZones.size < MAX_KNOWN_ZONES) knownZones.add(zone);
  return true;
}

export const DEFAULT_TIME_ZONE = 'UTC';
