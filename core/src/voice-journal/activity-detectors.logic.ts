import { COLD_DURATION_RULE, coldTemperatureError, type ColdMethod } from '../cold-exposure/cold-exposure.logic';
import { numberRuleError } from '../common/number-rule.schema';
import type { TemperatureUnit } from '../common/units.logic';
import { detectionAt, firstMatch, makeEntry, type Detection, type ExtractionOptions } from './detection.logic';
import {
  bareTemperaturesIn,
  clockDurationsIn,
  durationsIn,
  nearest,
  temperaturesIn,
  type DurationMention,
  type Span,
} from './mentions.logic';
import { EXERCISE_MINUTES_RULE, type DetailsOf } from './voice-journal.schema';

/** Winter swimming is cold exposure, not a swim workout. */
const WINTER_SWIM = /\b(?:winter|ice|cold water|polar) (?:swim|swims|swimming|swam|dip)\b|\bpolar plunge\b/;

const ACTIVITIES: [RegExp, string][] = [
  [/\bhiit\b/, 'HIIT'],
  [/\b(?:walk|walks|walked|walking)\b/, 'walk'],
  [/\b(?:ran|run|runs|running)\b(?! (?:errands|out|into|late|a bath)\b)/, 'run'],
  [/\b(?:jog|jogs|jogged|jogging)\b/, 'jog'],
  [/\b(?:bike|biked|biking|bike ride|cycled|cycling|spin class|spinning|peloton)\b/, 'cycling'],
  [/(?<!\b(?:winter|ice|cold water|polar) )\b(?:swam|swim|swims|swimming|laps)\b/, 'swim'],
  [/\byoga\b/, 'yoga'],
  [/\bpilates\b/, 'pilates'],
  [
    /\b(?:lifted|lifting|lift|weights|weight training|strength training|strength|resistance training|deadlifts?|squats|bench press(?:ed)?)\b/,
    'strength training',
  ],
  [/\b(?:hike|hikes|hiked|hiking)\b/, 'hike'],
  [/\b(?:rowed|rowing|rower)\b/, 'rowing'],
  [/\b(?:stretch|stretched|stretching|mobility)\b/, 'stretching'],
  [/\belliptical\b/, 'elliptical'],
  [/\btreadmill\b/, 'treadmill'],
  [/\bcrossfit\b/, 'CrossFit'],
  [/\b(?:cardio|zone 2)\b/, 'cardio'],
  [
    /\b(?:tennis|pickleball|basketball|soccer|football|golf|climbing|bouldering|boxing|dancing|skiing|rucking|sprints|burpees|push ?ups|pull ?ups|jumping jacks|jump rope)\b/,
    '',
  ],
];
const GENERIC_EXERCISE = /\b(?:workout|worked out|work out|working out|exercised|exercise|exercising|trained|training|gym)\b/;

/** Durations that belong to something else: a fast ("16 hour fast"), sleep, or a time ago. */
const activityDurations = (text: string) =>
  durationsIn(text).filter(
    (duration) =>
      !/^ ?(?:long )?(?:water |dry )?(?:fast|fasting|of sleep|sleep|ago|later|earlier)\b/.test(text.slice(duration.end)) &&
      !/\bslept(?: \S+)? ?$/.test(text.slice(0, duration.start)),
  );

export function detectExercise(text: string, options: ExtractionOptions): Detection | null {
  const specific = firstMatch(text, ACTIVITIES);
  const generic = firstMatch(text, [[GENERIC_EXERCISE, 'workout']] as const);
  const trigger = specific ?? generic;
  return detectionAt(text, trigger, () => {
    const activity = trigger!.value || text.slice(trigger!.start, trigger!.end).replace(/ ?ups$/, '-ups');
    const duration = nearest(activityDurations(text), trigger!);
    if (!duration) return makeEntry('exercise', { activity }, ['minutes'], options);
    const minutes = Math.max(1, Math.round(duration.seconds / 60));
    const isValid = numberRuleError(minutes, EXERCISE_MINUTES_RULE) === null;
    return makeEntry('exercise', { activity, minutes: isValid ? minutes : undefined }, isValid ? [] : ['minutes'], options);
  });
}

const COLD_METHODS: [RegExp, ColdMethod][] = [
  [WINTER_SWIM, 'winter_swimming'],
  [/\bcold showers?\b|\bcold rinse\b/, 'cold_shower'],
  [/\bice ?baths?\b/, 'ice_bath'],
  [/\bcryo(?:therapy)?\b/, 'cryo'],
  [/\b(?:cold )?plunge\b|\bcold tub\b|\bcold water immersion\b|\bcold (?:dip|bath)\b/, 'cold_plunge'],
];
/** Cold said without how: the person picks the method in the review. */
const COLD_UNSPECIFIED = /\bcold (?:exposure|therapy|session)\b/;

type ColdTemperature = { temperature?: number; temperatureUnit: TemperatureUnit; isUncertain: boolean };

/**
 * A unit said wins. A bare number is in the person's unit unless it cannot be cold water in it:
 * 50 "degrees" for someone on °C is warmer than any cold session, so it was °F; 10 for someone on
 * °F is ice, so it was °C. Either way the review asks.
 */
function readColdTemperature(value: number, said: TemperatureUnit | null, preferred: TemperatureUnit, method: ColdMethod): ColdTemperature {
  const fits = (unit: TemperatureUnit) => coldTemperatureError(value, unit) === null && (method === 'cryo' || unit === 'C' || value >= 32);
  if (said)
    return coldTemperatureError(value, said) === null
      ? { temperature: value, temperatureUnit: said, isUncertain: false }
      : { temperatureUnit: said, isUncertain: true };
  if (fits(preferred)) return { temperature: value, temperatureUnit: preferred, isUncertain: false };
  const other: TemperatureUnit = preferred === 'F' ? 'C' : 'F';
  if (fits(other)) return { temperature: value, temperatureUnit: other, isUncertain: true };
  return { temperatureUnit: preferred, isUncertain: true };
}

function coldDuration(text: string, trigger: Span): { seconds?: number; isUncertain: boolean } {
  const duration: DurationMention | undefined = nearest([...activityDurations(text), ...clockDurationsIn(text)], trigger);
  if (!duration) return { isUncertain: true };
  const seconds = Math.round(duration.seconds);
  return numberRuleError(seconds, COLD_DURATION_RULE) === null ? { seconds, isUncertain: false } : { isUncertain: true };
}

export function detectColdExposure(text: string, options: ExtractionOptions): Detection | null {
  const named = firstMatch(text, COLD_METHODS);
  const unnamed = named ? null : firstMatch(text, [[COLD_UNSPECIFIED, 'cold_plunge' as ColdMethod]]);
  const trigger = named ?? unnamed;
  return detectionAt(text, trigger, () => {
    const method = trigger!.value;
    const duration = coldDuration(text, trigger!);
    const said = nearest(temperaturesIn(text), trigger!) ?? nearest(bareTemperaturesIn(text), trigger!);
    const temperature: ColdTemperature = said
      ? readColdTemperature(said.value, said.unit, options.temperatureUnit, method)
      : { temperatureUnit: options.temperatureUnit, isUncertain: false };
    const details: DetailsOf<'cold_exposure'> = {
      exposureMethod: method,
      duration: duration.seconds,
      temperature: temperature.temperature,
      temperatureUnit: temperature.temperatureUnit,
    };
    const uncertain: (keyof DetailsOf<'cold_exposure'>)[] = [];
    if (unnamed) uncertain.push('exposureMethod');
    if (duration.isUncertain) uncertain.push('duration');
    if (temperature.isUncertain) uncertain.push('temperature');
    return makeEntry('cold_exposure', details, uncertain, options);
  });
}
