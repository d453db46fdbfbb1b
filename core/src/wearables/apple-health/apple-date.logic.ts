// Apple's export writes every instant as local wall time plus the offset the phone had when it
// exported ('2024-03-10 07:14:02 -0800'), which is not always the offset at the moment sampled.
// The offset makes the instant exact; the local day is worked out later in the person's own zone.
const APPLE_DATE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) ([+-])(\d{2})(\d{2})$/;

/** The instant an Apple Health export date stands for, or null when the text is not one. */
export function parseAppleDate(text: string): Date | null {
  const match = APPLE_DATE.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const sign = match[7] === '-' ? -1 : 1;
  const offsetHours = Number(match[8]);
  const offsetMinutes = Number(match[9]);
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  if (offsetHours > 14 || offsetMinutes > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const wallDate = new Date(wall);
  // Date.UTC rolls 31 April into 1 May and reads years below 100 as 19xx: refuse both.
  if (wallDate.getUTCFullYear() !== year || wallDate.getUTCMonth() !== month - 1 || wallDate.getUTCDate() !== day) return null;
  return new Date(wall - sign * (offsetHours * 60 + offsetMinutes) * 60_000);
}
