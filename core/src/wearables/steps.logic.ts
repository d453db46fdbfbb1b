/*
 * A day's steps from step-count samples (Apple Health's, and any source shaped the same). The rules:
 *
 * 1. A sample counts on the local date of its start in the person's time zone, as the Health app
 *    files it; a sample running past midnight is not split.
 * 2. Each source's samples of a day add up. Sources are never added to each other: a phone and a
 *    watch worn together both count the same walk. The day's steps are those of the source that
 *    counted the most, as the Health app prefers one device per stretch of time; in a tie, the
 *    source whose name sorts first, so the order of the file never decides.
 * 3. A source's day total outside 0–200,000 is a device fault: that source is left out of the day
 *    (another source's plausible total still counts). A sample with a negative or non-finite count
 *    is never counted.
 * 4. Memory stays bounded by days × sources: running sums, never every sample.
 */
import type { LocalDate } from '../common/calendar.logic';
import { localDateOf } from '../common/calendar.logic';
import { isValidTimeZone } from '../common/time-zone.logic';

/** No one walks 200,000 steps in a day (an ultramarathon is about 100,000): a total above is a fault. */
export const STEPS_RANGE = { min: 0, max: 200_000 } as const;

/** A day's step count as it is stored: whole, within STEPS_RANGE; undefined for one to leave out. */
export function plausibleSteps(steps: number | null | undefined): number | undefined {
  if (typeof steps !== 'number' || !Number.isFinite(steps)) return undefined;
  const rounded = Math.round(steps);
  return rounded >= STEPS_RANGE.min && rounded <= STEPS_RANGE.max ? rounded : undefined;
}

export type StepSample = { count: number; at: Date; source: string };

/** One source's running total of a day, and the latest sample that went into it. */
type Tally = { steps: number; at: number };

export type DaySteps = { steps: number; /** The latest sample of the source kept. */ at: Date };

export type StepCounter = {
  add(sample: StepSample): void;
  /** Samples accepted so far. */
  count(): number;
  /** The steps of each day, by rule 2, leaving out implausible totals. */
  finish(): Map<LocalDate, DaySteps>;
};

export function createStepCounter(timeZone: string): StepCounter {
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  const days = new Map<LocalDate, Map<string, Tally>>();
  let accepted = 0;
  return {
    add(sample) {
      const at = sample.at.getTime();
      if (!Number.isFinite(sample.count) || sample.count < 0 || Number.isNaN(at)) return;
      const day = localDateOf(sample.at, timeZone);
      const sources = days.get(day) ?? new Map<string, Tally>();
      const tally = sources.get(sample.source);
      sources.set(sample.source, { steps: (tally?.steps ?? 0) + sample.count, at: Math.max(tally?.at ?? at, at) });
      days.set(day, sources);
      accepted += 1;
    },
    count: () => accepted,
    finish() {
      const out = new Map<LocalDate, DaySteps>();
      for (const [day, sources] of days) {
        let best: { source: string; steps: number; at: number } | undefined;
        for (const [source, tally] of sources) {
          const steps = plausibleSteps(tally.steps);
          if (steps === undefined) continue;
          const isBetter = !best || steps > best.steps || (steps === best.steps && source < best.source);
          if (isBetter) best = { source, steps, at: tally.at };
        }
        if (best) out.set(day, { steps: best.steps, at: new Date(best.at) });
      }
      return out;
    },
  };
}
