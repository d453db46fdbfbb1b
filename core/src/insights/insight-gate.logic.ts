import { MIN_DAYS_PER_ARM, MIN_PAIRED_DAYS } from './insights.schema';

export type ArmCounts = { pairedDays: number; daysWith: number; daysWithout: number };

/**
 * What the gate still needs before any figure is shown: paired days, days with the factor and days
 * without (0 once met). Below it, a difference between a handful of days is mostly chance, and
 * showing it would teach a person to trust noise.
 */
export function gateNeeds(counts: ArmCounts): ArmCounts {
  return {
    pairedDays: Math.max(0, MIN_PAIRED_DAYS - counts.pairedDays),
    daysWith: Math.max(0, MIN_DAYS_PER_ARM - counts.daysWith),
    daysWithout: Math.max(0, MIN_DAYS_PER_ARM - counts.daysWithout),
  };
}

export const gateMet = (needs: ArmCounts) => needs.pairedDays === 0 && needs.daysWith === 0 && needs.daysWithout === 0;

/** Days with and without: yes/no is 1 or 0; an amount is "with" above 0 and "without" at 0. */
export function armCounts(factors: readonly number[]): ArmCounts {
  const daysWith = factors.filter((factor) => factor > 0).length;
  return { pairedDays: factors.length, daysWith, daysWithout: factors.length - daysWith };
}
