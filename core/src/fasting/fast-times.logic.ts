import { CLOCK_SKEW_MS } from '../protocols/protocols.logic';

/**
 * Why a fast's times cannot be stored, or null when they can (docs/decisions/0010): an end before
 * the start, or a start or end later than now (with the clock-skew allowance every instant gets).
 */
export function fastTimesProblem(times: { startTime: Date; endTime: Date | null }, now: Date): string | null {
  const latest = now.getTime() + CLOCK_SKEW_MS;
  if (times.startTime.getTime() > latest) return 'startTime cannot be in the future';
  if (!times.endTime) return null;
  if (times.endTime.getTime() > latest) return 'endTime cannot be in the future';
  if (times.endTime < times.startTime) return 'endTime cannot be before startTime';
  return null;
}
