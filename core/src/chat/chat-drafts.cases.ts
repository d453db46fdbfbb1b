import { coldDefaultTemperature } from '../cold-exposure/cold-exposure.logic';
import { kilogramsToPounds } from '../common/units.logic';
import type { LogPlan } from '../voice-journal/journal-logs.logic';

/**
 * What people type to the coach to log something, and the drafts it must offer: the exact logs,
 * in the order said. Kept apart from the test, so the model path can be held to the same table.
 * Read at `DRAFT_NOW` in `DRAFT_TIME_ZONE`: Tuesday 10 March 2026, 07:30 in London (GMT), so
 * "8 pm" means yesterday evening and "7" this morning.
 */
export const DRAFT_NOW = new Date('2026-03-10T07:30:00Z');
export const DRAFT_TIME_ZONE = 'Europe/London';
const NOW = DRAFT_NOW.toISOString();
const YESTERDAY_20_00 = '2026-03-09T20:00:00.000Z';
const TODAY_07_00 = '2026-03-10T07:00:00.000Z';

export type DraftCase = {
  said: string;
  /** The person's units: pounds and Fahrenheit unless given. */
  units?: { weightUnit?: 'lbs' | 'kg'; temperatureUnit?: 'F' | 'C' };
  drafts: LogPlan[];
};

type Method = 'cold_shower' | 'cold_plunge' | 'ice_bath';
const cold = (exposureMethod: Method, temperature: number, temperatureUnit: 'F' | 'C', duration: number): LogPlan => ({
  kind: 'coldExposure',
  log: { exposureMethod, temperature, temperatureUnit, duration, completed: duration >= 30 },
});
/** A session said without its temperature is logged at the tracker's usual one, in the person's unit. */
const coldAtUsual = (exposureMethod: Method, unit: 'F' | 'C', duration: number) =>
  cold(exposureMethod, coldDefaultTemperature(unit), unit, duration);
const protein = (grams: number): LogPlan => ({ kind: 'protein', grams });
const exercise = (minutes: number): LogPlan => ({ kind: 'exercise', seconds: minutes * 60 });
const fastStart = (startTime: string, targetHours: number): LogPlan => ({ kind: 'fastStart', startTime, targetHours });
const fastEnd = (endTime: string): LogPlan => ({ kind: 'fastEnd', endTime });
/** The biometrics API takes pounds: a weight said in kilograms is converted exactly. */
const reading = (log: Extract<LogPlan, { kind: 'biometrics' }>['log']): LogPlan => ({ kind: 'biometrics', log });
const kg = (kilograms: number) => kilogramsToPounds(kilograms);

const c = (said: string, ...drafts: LogPlan[]): DraftCase => ({ said, drafts });
const metric = (said: string, ...drafts: LogPlan[]): DraftCase => ({ said, units: { weightUnit: 'kg', temperatureUnit: 'C' }, drafts });

export const DRAFT_CASES: DraftCase[] = [
  // Cold sessions: units, number words, methods.
  metric('log a 3 minute plunge at 4 °C', cold('cold_plunge', 4, 'C', 180)),
  metric('cold shower for two minutes at 10 degrees', cold('cold_shower', 10, 'C', 120)),
  metric('log a 90 second cold shower', coldAtUsual('cold_shower', 'C', 90)),
  c('did a 5 minute ice bath at 39 F', cold('ice_bath', 39, 'F', 300)),
  c('cold plunge, four minutes, 50 degrees', cold('cold_plunge', 50, 'F', 240)),
  metric('took a cold shower for 3 minutes', coldAtUsual('cold_shower', 'C', 180)),
  c('2 min cold shower at 55F', cold('cold_shower', 55, 'F', 120)),
  metric('plunge for one and a half minutes at 8 degrees', cold('cold_plunge', 8, 'C', 90)),
  c('ice bath for ten minutes', coldAtUsual('ice_bath', 'F', 600)),
  metric('log cold plunge 2 minutes 30 seconds at 6 celsius', cold('cold_plunge', 6, 'C', 150)),
  c('record a cold shower of 45 seconds', coldAtUsual('cold_shower', 'F', 45)),
  metric('just finished a three minute cold plunge at five degrees', cold('cold_plunge', 5, 'C', 180)),

  // Fasts: start, end, targets, times.
  c('end my fast', fastEnd(NOW)),
  c('start a 16 hour fast', fastStart(NOW, 16)),
  c('starting my fast now', fastStart(NOW, 16)),
  c('I broke my fast', fastEnd(NOW)),
  c('started fasting at 8 pm', fastStart(YESTERDAY_20_00, 16)),
  c('began a twenty hour fast', fastStart(NOW, 20)),
  c('broke my fast at 7', fastEnd(TODAY_07_00)),
  c('start a 24 hour fast', fastStart(NOW, 24)),
  c('ended my fast at 7 am', fastEnd(TODAY_07_00)),
  c('stop my fast', fastEnd(NOW)),
  c('beginning a 12 hour fast', fastStart(NOW, 12)),

  // Protein and exercise, which count towards the day's 30-30-30.
  c('log 40 g protein', protein(40)),
  c('had three eggs and a protein shake, about 40 grams of protein', protein(40)),
  c('breakfast was greek yogurt with twenty five grams of protein', protein(25)),
  c('protein shake with 30g of protein', protein(30)),
  c('walked for 30 minutes', exercise(30)),
  c('went for a run, about forty five minutes', exercise(45)),
  c('did an hour of yoga', exercise(60)),
  c('45 minute bike ride', exercise(45)),
  c('swam for twenty minutes', exercise(20)),
  c('half an hour on the treadmill', exercise(30)),

  // Readings: kg and lbs people, blood pressure, heart rate, sleep.
  metric('I weighed 82.5 kg this morning', reading({ weight: kg(82.5) })),
  c('weight 181 pounds', reading({ weight: 181 })),
  c('weighed in at 175.4 lbs', reading({ weight: 175.4 })),
  metric('weight is seventy eight kilos', reading({ weight: kg(78) })),
  c('blood pressure 120 over 80', reading({ systolic: 120, diastolic: 80 })),
  c('blood pressure 120 over 80, heart rate 58', reading({ systolic: 120, diastolic: 80, heartRate: 58 })),
  c('resting heart rate 54', reading({ heartRate: 54 })),
  c('slept 7 and a half hours', reading({ sleepDuration: 7.5 })),
  c('slept eight hours', reading({ sleepDuration: 8 })),
  c('heart rate was 61 bpm', reading({ heartRate: 61 })),

  // Several entries in one message.
  metric('log a 3 minute cold shower at 12 degrees and 35 grams of protein', cold('cold_shower', 12, 'C', 180), protein(35)),
  c('ate 3 eggs with 30 grams of protein and walked for 20 minutes', protein(30), exercise(20)),
  c('ended my fast and weighed 180 pounds', fastEnd(NOW), reading({ weight: 180 })),
  metric('slept 7 hours, weight 80 kg', reading({ weight: kg(80), sleepDuration: 7 })),

  // Negations, questions and plans: nothing to draft.
  c('did not do a cold plunge today'),
  c("I didn't fast today"),
  c('skipped my cold shower'),
  c('should I do a 3 minute plunge at 4 °C?'),
  c('how long should my fast be'),
  c('what is a good resting heart rate?'),
  c('can I drink coffee during a 16 hour fast'),
  c('thanks, that helps'),
  c("I'm 45 and want to try a 24 hour fast"),
  c('planning a cold plunge tomorrow morning'),
  c('going to do a 16 hour fast tonight'),
  c('I want to log 40 g protein', protein(40)),
];
