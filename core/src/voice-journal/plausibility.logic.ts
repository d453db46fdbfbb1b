import { kilogramsToPounds } from '../common/units.logic';
import type { ExtractedEntry } from './voice-journal.schema';

/**
 * How far a weight may be from the person's latest reading before it is more likely misheard
 * ("100-72.4 pounds" heard for 172.4) than real: day-to-day swings stay within a few per cent.
 */
export const WEIGHT_CHANGE_TO_CHECK = 0.12;

/** What the person logged most recently, to judge a value heard against. */
export type RecentReadings = { weightLbs: number | null };

const isImplausibleWeight = (weight: number, unit: 'lbs' | 'kg', latestLbs: number | null) => {
  if (latestLbs === null || latestLbs <= 0) return false;
  const pounds = unit === 'kg' ? kilogramsToPounds(weight) : weight;
  return Math.abs(pounds - latestLbs) / latestLbs > WEIGHT_CHANGE_TO_CHECK;
};

/**
 * The entries with every value outside the person's plausible range named in `uncertain`, so the
 * review asks to check it before anything is logged (the schema's biometrics rules already keep
 * impossible values out; this catches possible ones that do not fit the person).
 */
export function flagImplausibleValues(entries: readonly ExtractedEntry[], recent: RecentReadings): ExtractedEntry[] {
  return entries.map((entry) => {
    if (entry.type !== 'biometric' || entry.details.weight === undefined) return entry;
    if (entry.uncertain.includes('weight') || !isImplausibleWeight(entry.details.weight, entry.details.weightUnit, recent.weightLbs)) {
      return entry;
    }
    return { ...entry, uncertain: [...entry.uncertain, 'weight'] };
  });
}
