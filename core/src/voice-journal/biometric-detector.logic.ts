import { BIOMETRIC_RULES } from '../biometrics/biometrics.logic';
import { numberRuleError } from '../common/number-rule.schema';
import { roundTo } from '../common/units.logic';
import { makeEntry, isNegatedAt, type Detection, type ExtractionOptions } from './detection.logic';
import { durationsIn, weightsIn, type Span } from './mentions.logic';
import { WEIGHT_RULES, type DetailsOf } from './voice-journal.schema';

type WeightUnit = 'lbs' | 'kg';
type Reading<V> = Span & { value: V; isUncertain: boolean };

const WEIGH_WORD =
  /\b(?:weight|weighed|weigh|weighing|weigh in|scale (?:said|says|read|reads|showed|shows))\b(?! (?:training|lifting|lift|loss|gain|room|bench|vest|belt|set|watchers))/g;
/** A number after "weight" that is something else: "weight 182, 20 minutes", "120 over 80". */
const NOT_A_WEIGHT = /^ ?(?:hours?|hrs?|minutes?|mins?|seconds?|secs?|g|grams?|ml|oz|ounces?|degrees?|°|reps?|sets?|%|percent|over|\/)\b/;
const CHANGE_BEFORE =
  /\b(?:lost|lose|losing|gained|gain|gaining|down|up|dropped|drop|put on|lifted|lift|lifting|bench(?:ed)?|squat(?:ted)?|deadlift(?:ed)?|pressed|curl(?:ed)?|carried|pulled)(?: \S+)?\s*$/;

/** A weight read in the unit said; otherwise in the person's unit, or the other one if only that fits. */
function readWeight(
  value: number,
  said: WeightUnit | null,
  preferred: WeightUnit,
): { value: number; unit: WeightUnit; isUncertain: boolean } | null {
  const fits = (unit: WeightUnit) => numberRuleError(value, WEIGHT_RULES[unit]) === null;
  if (said) return fits(said) ? { value, unit: said, isUncertain: false } : null;
  if (fits(preferred)) return { value, unit: preferred, isUncertain: false };
  const other: WeightUnit = preferred === 'kg' ? 'lbs' : 'kg';
  return fits(other) ? { value, unit: other, isUncertain: true } : null;
}

type Found<V> = Reading<V> | 'unreadable' | null;

function weightIn(text: string, preferred: WeightUnit): Found<{ amount: number; unit: WeightUnit }> {
  for (const word of text.matchAll(WEIGH_WORD)) {
    const after = text.slice(word.index + word[0].length);
    const number = /^(?:(?!\d)[^.!?;\d]){0,30}?(\d+(?:\.\d+)?)/.exec(after);
    if (!number || NOT_A_WEIGHT.test(after.slice(number[0].length))) continue;
    const unitSaid = weightsIn(after.slice(number.index + number[0].length - number[1]!.length))[0];
    const isUnitHere = unitSaid?.start === 0;
    const read = readWeight(Number(number[1]), isUnitHere ? unitSaid.unit : null, preferred);
    const span = { start: word.index, end: word.index + word[0].length + number[0].length };
    return read ? { ...span, value: { amount: read.value, unit: read.unit }, isUncertain: read.isUncertain } : 'unreadable';
  }
  for (const weight of weightsIn(text)) {
    if (CHANGE_BEFORE.test(text.slice(0, weight.start)) || /^ of\b/.test(text.slice(weight.end))) continue;
    const read = readWeight(weight.value, weight.unit, preferred);
    if (read) return { start: weight.start, end: weight.end, value: { amount: read.value, unit: read.unit }, isUncertain: false };
  }
  return null;
}

function pressureIn(text: string): Found<{ systolic: number; diastolic: number }> {
  const match =
    /(?:\b(?:blood pressure|bp)\b(?: (?:was|is|of|at|about|around|this morning|today|reading|:))* ?)?\b(\d{2,3}) ?(?:over|\/|slash) ?(\d{2,3})\b/.exec(
      text,
    );
  if (!match) return null;
  let [systolic, diastolic] = [Number(match[1]), Number(match[2])];
  const isSwapped = systolic < diastolic;
  if (isSwapped) [systolic, diastolic] = [diastolic, systolic];
  const isValid =
    systolic !== diastolic &&
    numberRuleError(systolic, BIOMETRIC_RULES.systolic) === null &&
    numberRuleError(diastolic, BIOMETRIC_RULES.diastolic) === null;
  if (!isValid) return 'unreadable';
  return { start: match.index, end: match.index + match[0].length, value: { systolic, diastolic }, isUncertain: isSwapped };
}

const EXERCISE_CONTEXT = /\b(?:run|ran|running|walk|walked|workout|worked out|training|ride|cycling|swim|hike|hiit|gym|lifting|sprint)\b/;

function heartRateIn(text: string): Found<number> {
  const match =
    /\b(?:(?:resting )?heart ?rate|pulse|rhr)\b(?: (?:was|is|of|at|about|around|this morning|today|resting|:))* ?(\d{2,3})\b/.exec(text) ??
    /\b(\d{2,3}) ?(?:bpm|beats (?:per|a) minute)\b/.exec(text);
  if (!match) return null;
  // A heart rate said about a run is not the resting heart rate the app logs.
  if (EXERCISE_CONTEXT.test(text) && !/\bresting\b|\brhr\b/.test(text)) return null;
  const value = Number(match[1]);
  if (numberRuleError(value, BIOMETRIC_RULES.heartRate) !== null) return 'unreadable';
  return { start: match.index, end: match.index + match[0].length, value, isUncertain: false };
}

function sleepIn(text: string): Found<number> {
  const durations = durationsIn(text);
  const slept = /\b(?:slept|sleep|sleeping)\b/g;
  for (const word of text.matchAll(slept)) {
    const wordEnd = word.index + word[0].length;
    const after = durations.find((duration) =>
      /^(?: (?:for|about|around|only|just|maybe|roughly|was|of|:|last night))* ?$/.test(text.slice(wordEnd, duration.start)),
    );
    const before = durations.find((duration) => /^ (?:of )?(?:good |deep |solid |restful )?$/.test(text.slice(duration.end, word.index)));
    const bare = /^ (?:for |about |around )?(\d+(?:\.\d+)?)\b(?! ?(?:am|pm|:))/.exec(text.slice(wordEnd));
    const duration = after ?? before;
    const hours = duration ? duration.seconds / 3600 : bare && word[0] === 'slept' ? Number(bare[1]) : null;
    if (hours === null) continue;
    const value = roundTo(hours, 1);
    if (numberRuleError(value, BIOMETRIC_RULES.sleepDuration) !== null || value === 0) return 'unreadable';
    return { start: Math.min(word.index, before?.start ?? word.index), end: wordEnd, value, isUncertain: false };
  }
  return null;
}

const readOf = <V>(found: Found<V>): Reading<V> | undefined => (found !== null && found !== 'unreadable' ? found : undefined);

/** Weight, blood pressure, resting heart rate and sleep said together make one biometrics reading. */
export function detectBiometric(text: string, options: ExtractionOptions): Detection | null {
  const weight = weightIn(text, options.weightUnit);
  const pressure = pressureIn(text);
  const heartRate = heartRateIn(text);
  const sleep = sleepIn(text);
  const weightRead = readOf(weight);
  const pressureRead = readOf(pressure);
  const heartRateRead = readOf(heartRate);
  const sleepRead = readOf(sleep);
  const readings: Span[] = [weightRead, pressureRead, heartRateRead, sleepRead].filter((reading) => reading !== undefined);
  if (readings.length === 0) return null;
  const details: DetailsOf<'biometric'> = {
    weight: weightRead?.value.amount,
    weightUnit: weightRead?.value.unit ?? options.weightUnit,
    systolic: pressureRead?.value.systolic,
    diastolic: pressureRead?.value.diastolic,
    heartRate: heartRateRead?.value,
    sleepHours: sleepRead?.value,
  };
  const uncertain: (keyof DetailsOf<'biometric'>)[] = [];
  if (weight === 'unreadable' || weightRead?.isUncertain) uncertain.push('weight');
  if (pressure === 'unreadable' || pressureRead?.isUncertain) uncertain.push('systolic', 'diastolic');
  if (heartRate === 'unreadable') uncertain.push('heartRate');
  if (sleep === 'unreadable') uncertain.push('sleepHours');
  const first = readings.sort((a, b) => a.start - b.start)[0]!;
  return {
    entry: makeEntry('biometric', details, uncertain, options),
    start: first.start,
    end: first.end,
    isNegated: isNegatedAt(text, first.start),
  };
}
