import type { JournalEntryType } from './voice-journal.schema';

/**
 * What people say into the voice journal and the entries it must become, kept apart from the test
 * so any other extractor can be held to the same table. Times are read at `CASE_NOW` in `CASE_TIME_ZONE`: Monday
 * 10 March 2025, 18:30 in New York (the day after clocks went forward), so "8 pm" is still to come
 * today and means yesterday evening, while "noon" is today.
 */
export const CASE_NOW = new Date('2025-03-10T22:30:00Z');
export const CASE_TIME_ZONE = 'America/New_York';

export type ExpectedEntry = {
  type: JournalEntryType;
  /** The details that must be there (a field given as undefined must be absent). */
  details: Record<string, unknown>;
  /** The fields the review step must highlight, exactly (none when left out). */
  uncertain?: string[];
  summary?: string;
};

export type ExtractionCase = {
  said: string;
  /** The person's preferred units: pounds and Fahrenheit unless given. */
  units?: { weightUnit?: 'lbs' | 'kg'; temperatureUnit?: 'F' | 'C' };
  entries: ExpectedEntry[];
};

const entry =
  (type: JournalEntryType) =>
  (details: Record<string, unknown>, uncertain?: string[], summary?: string): ExpectedEntry => ({
    type,
    details,
    ...(uncertain ? { uncertain } : {}),
    ...(summary ? { summary } : {}),
  });
const meal = entry('meal');
const exercise = entry('exercise');
const biometric = entry('biometric');
const water = entry('water');
const supplement = entry('supplement');
const cold = entry('cold_exposure');
const fasting = entry('fasting');
const note = (text: string): ExpectedEntry => ({ type: 'note', details: { text } });

const c = (said: string, ...entries: ExpectedEntry[]): ExtractionCase => ({ said, entries });
const kg = (said: string, ...entries: ExpectedEntry[]): ExtractionCase => ({ said, units: { weightUnit: 'kg' }, entries });
const celsius = (said: string, ...entries: ExpectedEntry[]): ExtractionCase => ({ said, units: { temperatureUnit: 'C' }, entries });
const metric = (said: string, ...entries: ExpectedEntry[]): ExtractionCase => ({
  said,
  units: { weightUnit: 'kg', temperatureUnit: 'C' },
  entries,
});

/** Yesterday (9 March) and today (10 March) in New York as instants. */
const YESTERDAY_20_00 = '2025-03-10T00:00:00.000Z';
const YESTERDAY_20_30 = '2025-03-10T00:30:00.000Z';
const YESTERDAY_19_00 = '2025-03-09T23:00:00.000Z';
const TODAY_07_00 = '2025-03-10T11:00:00.000Z';
const TODAY_12_00 = '2025-03-10T16:00:00.000Z';
const TODAY_12_30 = '2025-03-10T16:30:00.000Z';
const TODAY_13_00 = '2025-03-10T17:00:00.000Z';

export const EXTRACTION_CASES: ExtractionCase[] = [
  // Meals and protein.
  c(
    'had three eggs and a protein shake, about 40 grams of protein',
    meal({ description: '3 eggs and a protein shake', proteinGrams: 40 }, [], 'Meal · 3 eggs and a protein shake · 40 g protein'),
  ),
  c(
    'Ate 200 grams of chicken and rice for lunch',
    meal({ description: '200 grams of chicken and rice for lunch', proteinGrams: undefined }),
  ),
  c('breakfast was greek yogurt with berries, 25 g protein', meal({ proteinGrams: 25 })),
  c('protein shake with 30g of protein', meal({ description: 'protein shake', proteinGrams: 30 })),
  c('I had like forty two grams of protein at breakfast', meal({ proteinGrams: 42 })),
  c('um so I ate a salad for lunch', meal({ description: 'a salad for lunch' }, [], 'Meal · A salad for lunch')),
  c(
    'breakfast i had 3 eggs and toast, 30 grams of protein',
    meal(
      { description: 'breakfast i had 3 eggs and toast', proteinGrams: 30 },
      [],
      'Meal · Breakfast I had 3 eggs and toast · 30 g protein',
    ),
  ),
  c('had a protein bar, twenty grams protein', meal({ description: 'a protein bar', proteinGrams: 20 })),
  c('lunch was a turkey sandwich', meal({ description: 'lunch was a turkey sandwich' })),
  c('Dinner: steak and sweet potato, about 60 grams of protein.', meal({ proteinGrams: 60 })),
  c('had 600 grams of protein', meal({ proteinGrams: undefined }, ['proteinGrams'])),
  c('two scrambled eggs and toast', meal({ description: '2 scrambled eggs and toast' })),
  c('skipped breakfast today', note('skipped breakfast today')),
  c('had oatmeal with no sugar', meal({ description: 'oatmeal with no sugar' })),
  c('Eating a chicken salad with about thirty five grams of protein', meal({ proteinGrams: 35 })),

  // Water, in every unit people say.
  c('drank 20 ounces of water', water({ ounces: 20, spokenAmount: 20, spokenUnit: 'oz' }, [], 'Water · 20 oz')),
  c('drank 500 ml of water', water({ ounces: 16.9, spokenAmount: 500, spokenUnit: 'ml' }, [], 'Water · 500 ml (16.9 oz)')),
  c('I drank two litres of water today', water({ ounces: 67.6, spokenAmount: 2, spokenUnit: 'l' })),
  c('had a glass of water', water({ ounces: 8, spokenAmount: 1, spokenUnit: 'glass' }, ['ounces'])),
  c('drank 3 cups of water', water({ ounces: 24, spokenAmount: 3, spokenUnit: 'cup' })),
  c('drank a bottle of water', water({ ounces: 16.9, spokenAmount: 1, spokenUnit: 'bottle' }, ['ounces'])),
  c('half a litre of water', water({ ounces: 16.9, spokenAmount: 0.5, spokenUnit: 'l' })),
  c('drank a liter and a half of water', water({ ounces: 50.7, spokenAmount: 1.5, spokenUnit: 'l' })),
  c('drank some water', water({ ounces: undefined }, ['ounces'])),
  c('water, 750 millilitres', water({ ounces: 25.4, spokenAmount: 750, spokenUnit: 'ml' })),
  c('drank twenty ounces of water', water({ ounces: 20 })),
  c('a couple of cups of water', water({ ounces: 16, spokenAmount: 2, spokenUnit: 'cup' })),
  c('drank 1,500 ml of water', water({ ounces: 50.7, spokenAmount: 1500, spokenUnit: 'ml' })),

  // Exercise.
  c('walked for 30 minutes', exercise({ activity: 'walk', minutes: 30 }, [], 'Exercise · walk · 30 min')),
  c('went for a run this morning, about forty five minutes', exercise({ activity: 'run', minutes: 45 })),
  c('did an hour of yoga', exercise({ activity: 'yoga', minutes: 60 })),
  c('45 minute bike ride', exercise({ activity: 'cycling', minutes: 45 })),
  c('lifted weights for an hour and a half', exercise({ activity: 'strength training', minutes: 90 })),
  c('went for a walk', exercise({ activity: 'walk', minutes: undefined }, ['minutes'])),
  c('swam for twenty minutes', exercise({ activity: 'swim', minutes: 20 })),
  c('half an hour on the treadmill', exercise({ activity: 'treadmill', minutes: 30 })),
  c('Hiked for 2 hours', exercise({ activity: 'hike', minutes: 120 })),
  c('ran for 5 hours', exercise({ activity: 'run', minutes: undefined }, ['minutes'])),
  c('did a 20 min HIIT workout', exercise({ activity: 'HIIT', minutes: 20 })),
  c('walked 1.5 hours', exercise({ activity: 'walk', minutes: 90 })),
  c('ran fast for 20 minutes', exercise({ activity: 'run', minutes: 20 })),
  c('WALKED FOR THIRTY MINUTES', exercise({ activity: 'walk', minutes: 30 })),
  c('no workout today', note('no workout today')),

  // Cold exposure.
  c(
    '3 minute ice bath at 50 degrees',
    cold(
      { exposureMethod: 'ice_bath', duration: 180, temperature: 50, temperatureUnit: 'F' },
      [],
      'Cold exposure · ice bath · 3 min at 50 °F',
    ),
  ),
  c(
    'took a cold shower for two minutes',
    cold({ exposureMethod: 'cold_shower', duration: 120, temperature: undefined, temperatureUnit: 'F' }),
  ),
  c('cold plunge, 4 minutes at 39 degrees fahrenheit', cold({ exposureMethod: 'cold_plunge', duration: 240, temperature: 39 })),
  c('ice bath for 90 seconds at 10 celsius', cold({ exposureMethod: 'ice_bath', duration: 90, temperature: 10, temperatureUnit: 'C' })),
  c('2 and a half minutes in the cold plunge', cold({ exposureMethod: 'cold_plunge', duration: 150 })),
  c('cryo for three minutes', cold({ exposureMethod: 'cryo', duration: 180 })),
  c('went winter swimming for 10 minutes', cold({ exposureMethod: 'winter_swimming', duration: 600 })),
  c('ice bath 3 minutes 30 seconds at 48 degrees', cold({ exposureMethod: 'ice_bath', duration: 210, temperature: 48 })),
  c('cold shower', cold({ exposureMethod: 'cold_shower', duration: undefined }, ['duration'])),
  c(
    'ice bath at one hundred degrees for 3 minutes',
    cold({ exposureMethod: 'ice_bath', duration: 180, temperature: undefined }, ['temperature']),
  ),
  c('um so like I did uh a three minute ice bath', cold({ exposureMethod: 'ice_bath', duration: 180 })),
  c('ice bath with 45 degree water for 4 minutes', cold({ exposureMethod: 'ice_bath', duration: 240, temperature: 45 })),
  c('skipped my cold shower', note('skipped my cold shower')),
  c("didn't do my ice bath today", note("didn't do my ice bath today")),

  // Biometrics.
  c(
    'weight 182.4 this morning, blood pressure 120 over 80',
    biometric({ weight: 182.4, weightUnit: 'lbs', systolic: 120, diastolic: 80 }, [], 'Biometrics · weight 182.4 lbs · BP 120/80'),
  ),
  c('weighed in at one eighty two point four', biometric({ weight: 182.4, weightUnit: 'lbs' })),
  c('blood pressure one twenty over eighty', biometric({ systolic: 120, diastolic: 80 })),
  c('resting heart rate 58', biometric({ heartRate: 58 }, [], 'Biometrics · resting HR 58 bpm')),
  c('slept seven and a half hours', biometric({ sleepHours: 7.5 }, [], 'Biometrics · sleep 7.5 h')),
  c('got 6 hours of sleep last night', biometric({ sleepHours: 6 })),
  c('weight 82.5 kilos', biometric({ weight: 82.5, weightUnit: 'kg' })),
  c('weighed 180 pounds', biometric({ weight: 180, weightUnit: 'lbs' })),
  c('BP 135/85 and pulse 62', biometric({ systolic: 135, diastolic: 85, heartRate: 62 })),
  c(
    'weight 182 blood pressure 118 over 76 heart rate 60',
    biometric({ weight: 182, weightUnit: 'lbs', systolic: 118, diastolic: 76, heartRate: 60 }),
  ),
  c('slept 7 hours 20 minutes', biometric({ sleepHours: 7.3 })),
  c('heart rate was 55 bpm this morning', biometric({ heartRate: 55 })),
  c('a hundred and twenty over eighty', biometric({ systolic: 120, diastolic: 80 })),
  c('80 over 120', biometric({ systolic: 120, diastolic: 80 }, ['systolic', 'diastolic'])),
  c('slept 7,5 hours', biometric({ sleepHours: 7.5 })),
  c('lost 2 pounds this week', note('lost 2 pounds this week')),

  // Supplements.
  c('took magnesium and vitamin D', supplement({ names: ['magnesium', 'vitamin D'] }, [], 'Supplements · Magnesium, vitamin D')),
  c('took my fish oil, creatine and a multivitamin', supplement({ names: ['fish oil', 'creatine', 'multivitamin'] })),
  c('5 grams of creatine', supplement({ names: ['creatine 5 g'] })),
  c(
    '2000 units of vitamin D and 5 grams of creatine',
    supplement({ names: ['vitamin D 2000 IU', 'creatine 5 g'] }, [], 'Supplements · Vitamin D 2000 IU, creatine 5 g'),
  ),
  c('took magnesium 400 mg and 2 capsules of fish oil', supplement({ names: ['magnesium 400 mg', 'fish oil 2 capsules'] })),
  c('took vitamin D3 and K2', supplement({ names: ['vitamin D3', 'vitamin K2'] })),
  c('took my supplements', supplement({ names: ['supplements'] })),
  c('omega-3 and zinc with breakfast', supplement({ names: ['omega-3', 'zinc'] })),
  c('took ashwagandha and melatonin before bed', supplement({ names: ['ashwagandha', 'melatonin'] })),
  c("didn't take my vitamins", note("didn't take my vitamins")),
  c('never took my magnesium', note('never took my magnesium')),

  // Fasting.
  c(
    'started my 16 hour fast at 8 pm',
    fasting({ action: 'start', targetHours: 16, startTime: YESTERDAY_20_00 }, [], 'Fasting · started 16 h fast at 20:00 yesterday'),
  ),
  c('broke my fast at noon', fasting({ action: 'end', endTime: TODAY_12_00 }, [], 'Fasting · ended at 12:00')),
  c('starting a sixteen eight fast', fasting({ action: 'start', targetHours: 16, startTime: undefined })),
  c('started a 24 hour fast', fasting({ action: 'start', targetHours: 24, startTime: undefined })),
  c('sixty hour fast started at 7 pm', fasting({ action: 'start', targetHours: 16, startTime: YESTERDAY_19_00 }, ['targetHours'])),
  c('began an 18 hour fast', fasting({ action: 'start', targetHours: undefined }, ['targetHours'])),
  c('ended my fast at 12:30 pm', fasting({ action: 'end', endTime: TODAY_12_30 })),
  c('started fasting at 8:30 last night', fasting({ action: 'start', startTime: YESTERDAY_20_30 }, ['targetHours'])),
  c('started my fast at 7', fasting({ action: 'start', startTime: TODAY_07_00 }, ['targetHours', 'startTime'])),
  c('doing 16:8 today', fasting({ action: 'start', targetHours: 16 })),
  c('broke my fast with 3 eggs', fasting({ action: 'end' }), meal({ description: '3 eggs' })),
  c('finished a 72 hour fast', fasting({ action: 'end', targetHours: 72 })),
  c('broke my fast at 1 pm after 18 hours', fasting({ action: 'end', endTime: TODAY_13_00 })),

  // Several entries in one breath, with and without punctuation.
  c(
    'walked for 30 minutes and then had a 3 minute cold shower',
    exercise({ activity: 'walk', minutes: 30 }),
    cold({ exposureMethod: 'cold_shower', duration: 180 }),
  ),
  c(
    'walked for 30 minutes had a 3 minute cold shower',
    exercise({ activity: 'walk', minutes: 30 }),
    cold({ exposureMethod: 'cold_shower', duration: 180 }),
  ),
  c(
    'weighed 181 pounds, slept 8 hours, then did a 5 minute ice bath at 45 degrees and took magnesium',
    biometric({ weight: 181, weightUnit: 'lbs', sleepHours: 8 }),
    cold({ exposureMethod: 'ice_bath', duration: 300, temperature: 45 }),
    supplement({ names: ['magnesium'] }),
  ),
  c(
    'drank a litre of water, ate 3 eggs with 20 grams of protein and walked 40 minutes',
    water({ ounces: 33.8, spokenAmount: 1, spokenUnit: 'l' }),
    meal({ description: '3 eggs', proteinGrams: 20 }),
    exercise({ activity: 'walk', minutes: 40 }),
  ),
  c('drank 16 oz water and took magnesium', water({ ounces: 16 }), supplement({ names: ['magnesium'] })),
  c('skipped my cold shower but walked for 20 minutes', exercise({ activity: 'walk', minutes: 20 }), note('Skipped my cold shower')),
  c('Feeling tired. Slept 5 hours.', biometric({ sleepHours: 5 }), note('Feeling tired')),
  c(
    'Did a cold plunge for 3 minutes. It was brutal but I feel amazing.',
    cold({ exposureMethod: 'cold_plunge', duration: 180 }),
    note('It was brutal but I feel amazing'),
  ),
  c(
    'started my sixteen hour fast at eight pm after a thirty minute walk',
    fasting({ action: 'start', targetHours: 16, startTime: YESTERDAY_20_00 }),
    exercise({ activity: 'walk', minutes: 30 }),
  ),
  c(
    'slept 8 hours weighed 181 pounds did a 5 minute ice bath',
    biometric({ weight: 181, sleepHours: 8 }),
    cold({ exposureMethod: 'ice_bath', duration: 300 }),
  ),

  // Plain notes.
  c('feeling great today', note('feeling great today')),
  c('the quick brown fox', note('the quick brown fox')),
  c('Had a really stressful day at work, um, need to relax.', note('Had a really stressful day at work, um, need to relax.')),
  c('forgot to drink water', note('forgot to drink water')),
  c(''),
  c('   uh   '),

  // People who chose kilograms or Celsius: a bare number is theirs unless it cannot be.
  kg('weight 82.5 this morning', biometric({ weight: 82.5, weightUnit: 'kg' }, [], 'Biometrics · weight 82.5 kg')),
  kg('weighed 180 pounds', biometric({ weight: 180, weightUnit: 'lbs' })),
  kg('weight 600', biometric({ weight: 600, weightUnit: 'lbs' }, ['weight'])),
  kg('slept 8 hours', biometric({ sleepHours: 8, weightUnit: 'kg' })),
  c('weight 15', biometric({ weight: 15, weightUnit: 'kg' }, ['weight'])),
  celsius(
    'ice bath at 10 degrees for 3 minutes',
    cold({ exposureMethod: 'ice_bath', duration: 180, temperature: 10, temperatureUnit: 'C' }),
  ),
  celsius(
    'ice bath at 50 degrees for 2 minutes',
    cold({ exposureMethod: 'ice_bath', duration: 120, temperature: 50, temperatureUnit: 'F' }, ['temperature']),
  ),
  c(
    'ice bath at 10 degrees for 2 minutes',
    cold({ exposureMethod: 'ice_bath', duration: 120, temperature: 10, temperatureUnit: 'C' }, ['temperature']),
  ),
  celsius('cold shower at 55 fahrenheit for 2 minutes', cold({ temperature: 55, temperatureUnit: 'F' })),
  celsius('cold plunge 3 minutes', cold({ exposureMethod: 'cold_plunge', duration: 180, temperatureUnit: 'C' })),
  metric(
    'weighed eighty one point five this morning and did a four minute cold plunge at twelve degrees',
    biometric({ weight: 81.5, weightUnit: 'kg' }),
    cold({ exposureMethod: 'cold_plunge', duration: 240, temperature: 12, temperatureUnit: 'C' }),
  ),
];
