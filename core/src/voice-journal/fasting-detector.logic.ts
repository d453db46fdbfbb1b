import { addDays, localDateOf } from '../common/calendar.logic';
import { fromLocalDateTime } from '../common/local-date-time.logic';
import { FASTING_TARGET_HOURS } from '../fasting/fasting.logic';
import { detectionAt, makeEntry, type Detection, type ExtractionOptions } from './detection.logic';
import { clockTimesIn, type ClockMention } from './mentions.logic';
import type { DetailsOf } from './voice-journal.schema';

/** "fast" as the thing one does ("my fast", "a 16 hour fast"), never as speed ("ran fast", "a fast walk"). */
const FAST =
  /\bfasting\b|\b(?:my|a|the|this|that|our|hour|hours|hr|hrs|h|day|days|intermittent|water|dry|extended|\d+) fast\b(?! (?:walk|run|pace|food|lap|laps|sprint|mile|ride|swim|jog|one|way|track|car|as)\b)/;
/** "16:8", "20:4", "16 8 fast": the eating-window ratio of a fasting target. */
const RATIO = /\b(\d{1,2})(?::| |\/| to )(\d{1,2})\b(?! ?(?:am|pm)\b)/g;
const END = /\b(?:broke|break|breaking|broken|ended|end|ending|finished|finish|finishing|completed|complete|stopped|stop|done|over)\b/;

const TARGETS = FASTING_TARGET_HOURS as readonly number[];
const isTarget = (hours: number) => TARGETS.includes(hours);

/** Speech-to-text hears "sixteen" as "sixty" (and the like): the teen a "-ty" number sounds like. */
const soundAlike = (hours: number) => (hours >= 30 && hours <= 90 && hours % 10 === 0 ? hours / 10 + 10 : null);

function targetIn(text: string): { hours?: number; isUncertain: boolean } | null {
  const said =
    /(\d+(?:\.\d+)?) ?(?:hours?|hrs?|h)(?: long)?(?: (?:water|dry|intermittent))? fast(?:ing)?\b/.exec(text) ??
    /\bfast(?:ing)? (?:for|of) (\d+(?:\.\d+)?) ?(?:hours?|hrs?|h)\b/.exec(text);
  const days = /\b(\d+) ?days?(?: long)?(?: water)? fast\b/.exec(text);
  const ratio = [...text.matchAll(RATIO)].find(
    (match) => Number(match[1]) + Number(match[2]) === 24 && !/\bat $/.test(text.slice(0, match.index)),
  );
  const hours = said ? Number(said[1]) : days ? Number(days[1]) * 24 : ratio ? Number(ratio[1]) : null;
  if (hours === null) return null;
  if (isTarget(hours)) return { hours, isUncertain: false };
  const alike = soundAlike(hours);
  return alike !== null && isTarget(alike) ? { hours: alike, isUncertain: true } : { isUncertain: true };
}

/**
 * The instant a clock time said today stands for: the last time that clock showed it, today or
 * yesterday in the person's zone (a fast is logged after it started). "At 7" could be morning or
 * evening: the later of the two that has passed.
 */
export function instantOf(clock: ClockMention, now: Date, timeZone: string): Date {
  const today = localDateOf(now, timeZone);
  const days = clock.isYesterday ? [addDays(today, -1)] : [today, addDays(today, -1)];
  const hours = clock.isAmbiguous ? [clock.hour % 12, (clock.hour % 12) + 12] : [clock.hour];
  const pad = (value: number) => String(value).padStart(2, '0');
  const candidates = days
    .flatMap((day) => hours.map((hour) => fromLocalDateTime(`${day}T${pad(hour)}:${pad(clock.minute)}`, timeZone)))
    .filter((instant): instant is Date => instant !== null && instant.getTime() <= now.getTime())
    .sort((a, b) => b.getTime() - a.getTime());
  return candidates[0] ?? fromLocalDateTime(`${addDays(today, -1)}T${pad(hours[0]!)}:${pad(clock.minute)}`, timeZone) ?? now;
}

export function detectFasting(text: string, options: ExtractionOptions): Detection | null {
  const fast = FAST.exec(text);
  const ratio = fast ? null : [...text.matchAll(RATIO)].find((match) => Number(match[1]) + Number(match[2]) === 24 && /:/.test(match[0]));
  const at = fast ?? ratio;
  const trigger = at ? { start: at.index, end: at.index + at[0].length } : null;
  return detectionAt(text, trigger, () => {
    const action =
      END.test(text) && !/\b(?:start|started|starting|began|begin|beginning)\b/.test(text.slice(0, trigger!.start)) ? 'end' : 'start';
    const target = targetIn(text);
    const clock = clockTimesIn(text)[0];
    const time = clock ? instantOf(clock, options.now, options.timeZone).toISOString() : undefined;
    const details: DetailsOf<'fasting'> = {
      action,
      targetHours: target?.hours,
      ...(action === 'start' ? { startTime: time } : { endTime: time }),
    };
    const uncertain: (keyof DetailsOf<'fasting'>)[] = [];
    if (target?.isUncertain || (action === 'start' && target === null)) uncertain.push('targetHours');
    if (clock?.isAmbiguous) uncertain.push(action === 'start' ? 'startTime' : 'endTime');
    return makeEntry('fasting', details, uncertain, options);
  });
}
