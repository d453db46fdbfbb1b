import { z } from 'zod';
import { BIOMETRIC_RULES, isFilledMeasurement, NO_MEASUREMENT_MESSAGE, PRESSURE_ORDER_MESSAGE } from '../biometrics/biometrics.logic';
import { COLD_DURATION_RULE, COLD_METHOD_VALUES, coldTemperatureError } from '../cold-exposure/cold-exposure.logic';
import { numberRuleError, ruledNumber, type NumberRule } from '../common/number-rule.schema';
import { poundsToKilograms } from '../common/units.logic';
import { fastingStartSchema } from '../fasting/fasting.schema';
import type { PROTOCOL_REGISTRY } from '../protocols/protocol-registry';
import { pastInstant } from '../protocols/protocols.schema';
import { TEMPERATURE_UNITS, WEIGHT_UNITS } from '../settings/settings.schema';
import { THIRTY_EXERCISE_FIELD_RULES, THIRTY_RULES } from '../thirty-thirty-thirty/thirty-thirty-thirty.logic';

/** docs/product.md §3: the kinds of voice journal entry. */
export const JOURNAL_ENTRY_TYPES = ['meal', 'exercise', 'biometric', 'water', 'supplement', 'cold_exposure', 'fasting', 'note'] as const;
export type JournalEntryType = (typeof JOURNAL_ENTRY_TYPES)[number];
/** Every journal type a protocol's registry entry names is one of these (the registry does not import this file). */
const _registryJournalTypesAreKnown: (typeof PROTOCOL_REGISTRY)[number]['journalTypes'][number] extends JournalEntryType ? true : never =
  true;

/** The biometrics rule for weight is in pounds; the same bounds in kilograms, kept inside them. */
export const WEIGHT_RULES: Record<(typeof WEIGHT_UNITS)[number], NumberRule> = {
  lbs: BIOMETRIC_RULES.weight,
  kg: {
    label: BIOMETRIC_RULES.weight.label,
    min: Math.ceil(poundsToKilograms(BIOMETRIC_RULES.weight.min) * 10) / 10,
    max: Math.floor(poundsToKilograms(BIOMETRIC_RULES.weight.max) * 10) / 10,
    unit: 'kg',
  },
};

/** Whole minutes of exercise, up to the longest exercise a 30-30-30 session holds. */
export const EXERCISE_MINUTES_RULE = { ...THIRTY_EXERCISE_FIELD_RULES.minutes, min: 1 } as const satisfies NumberRule;

/** US fluid ounces of water in one entry: about 12 litres at most, a guard against a misheard number. */
export const WATER_OUNCES_RULE = { label: 'Water', min: 0.1, max: 400, unit: 'oz', maxDecimals: 1 } as const satisfies NumberRule;

/** How a volume was said, and how many US fluid ounces one of it is (a glass and a bottle vary). */
export const WATER_UNITS = {
  oz: { ounces: 1, isExact: true },
  ml: { ounces: 0.033814, isExact: true },
  l: { ounces: 33.814, isExact: true },
  cup: { ounces: 8, isExact: true },
  gallon: { ounces: 128, isExact: true },
  glass: { ounces: 8, isExact: false },
  bottle: { ounces: 16.9, isExact: false },
} as const;
export type WaterUnit = keyof typeof WATER_UNITS;
const WATER_UNIT_VALUES = Object.keys(WATER_UNITS) as [WaterUnit, ...WaterUnit[]];

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const weightUnit = z.enum(WEIGHT_UNITS, { message: 'weightUnit must be lbs or kg' });
const temperatureUnit = z.enum(TEMPERATURE_UNITS, { message: 'temperatureUnit must be F or C' });

export const mealDetailsSchema = z.strictObject({
  description: text('description', 300),
  proteinGrams: ruledNumber(THIRTY_RULES.proteinAmount).optional(),
});

export const exerciseDetailsSchema = z.strictObject({
  activity: text('activity', 60),
  minutes: ruledNumber(EXERCISE_MINUTES_RULE).optional(),
});

export const biometricDetailsSchema = z
  .strictObject({
    weight: z.number({ message: 'Weight must be a number' }).optional(),
    weightUnit,
    systolic: ruledNumber(BIOMETRIC_RULES.systolic).optional(),
    diastolic: ruledNumber(BIOMETRIC_RULES.diastolic).optional(),
    heartRate: ruledNumber(BIOMETRIC_RULES.heartRate).optional(),
    sleepHours: ruledNumber(BIOMETRIC_RULES.sleepDuration).optional(),
  })
  .superRefine((details, context) => {
    if (details.weight !== undefined) {
      const message = numberRuleError(details.weight, WEIGHT_RULES[details.weightUnit]);
      if (message) context.addIssue({ code: 'custom', message, path: ['weight'] });
    }
    if ((details.systolic === undefined) !== (details.diastolic === undefined)) {
      context.addIssue({ code: 'custom', message: 'Blood pressure needs both systolic and diastolic', path: ['systolic'] });
    } else if (details.systolic !== undefined && details.diastolic !== undefined && details.systolic <= details.diastolic) {
      context.addIssue({ code: 'custom', message: PRESSURE_ORDER_MESSAGE, path: ['systolic'] });
    }
    const readings = [details.weight, details.systolic, details.heartRate, details.sleepHours];
    if (!readings.some(isFilledMeasurement)) context.addIssue({ code: 'custom', message: NO_MEASUREMENT_MESSAGE });
  });

export const waterDetailsSchema = z
  .strictObject({
    ounces: ruledNumber(WATER_OUNCES_RULE).optional(),
    spokenAmount: z.number({ message: 'spokenAmount must be a number' }).positive('spokenAmount must be more than 0').optional(),
    spokenUnit: z.enum(WATER_UNIT_VALUES, { message: `spokenUnit must be one of ${WATER_UNIT_VALUES.join(', ')}` }).optional(),
  })
  .superRefine((details, context) => {
    if ((details.spokenAmount === undefined) !== (details.spokenUnit === undefined)) {
      context.addIssue({ code: 'custom', message: 'spokenAmount and spokenUnit go together', path: ['spokenUnit'] });
    }
    if (details.spokenAmount !== undefined && details.ounces === undefined) {
      context.addIssue({ code: 'custom', message: 'An amount said needs its ounces', path: ['ounces'] });
    }
  });

export const supplementDetailsSchema = z.strictObject({
  names: z
    .array(text('A supplement name', 80))
    .min(1, 'Name at least one supplement')
    .max(20, 'At most 20 supplements in one entry')
    .refine((names) => new Set(names.map((name) => name.toLowerCase())).size === names.length, 'Each supplement once'),
});

export const coldExposureDetailsSchema = z
  .strictObject({
    exposureMethod: z.enum(COLD_METHOD_VALUES, { message: `exposureMethod must be one of ${COLD_METHOD_VALUES.join(', ')}` }),
    /** Seconds, as the cold log's `duration`. */
    duration: ruledNumber(COLD_DURATION_RULE).optional(),
    temperature: z.number({ message: 'Temperature must be a number' }).optional(),
    temperatureUnit,
  })
  .superRefine((details, context) => {
    if (details.temperature === undefined) return;
    const message = coldTemperatureError(details.temperature, details.temperatureUnit);
    if (message) context.addIssue({ code: 'custom', message, path: ['temperature'] });
  });

/** Times are instants (ISO 8601): the local clock time said, placed on the last day it has passed. */
export const fastingDetailsSchema = z
  .strictObject({
    action: z.enum(['start', 'end'], { message: 'action must be start or end' }),
    targetHours: fastingStartSchema.shape.targetHours.optional(),
    startTime: pastInstant('startTime').optional(),
    endTime: pastInstant('endTime').optional(),
  })
  .superRefine((details, context) => {
    if (details.action === 'start' && details.endTime !== undefined) {
      context.addIssue({ code: 'custom', message: 'A fast being started has no endTime', path: ['endTime'] });
    }
  });

export const noteDetailsSchema = z.strictObject({ text: text('text', 5000) });

/**
 * An entry read from a transcript, before the person reviews it. `uncertain` names the detail
 * fields to check: a value that was guessed (a glass as 8 oz, a unit the number did not fit) or
 * one that is missing and needed (how long a cold session lasted).
 */
function entrySchema<T extends JournalEntryType, Shape extends z.ZodRawShape>(type: T, details: z.ZodObject<Shape, z.core.$strict>) {
  const fields = Object.keys(details.shape) as [keyof Shape & string, ...(keyof Shape & string)[]];
  return z.strictObject({
    type: z.literal(type),
    summary: text('summary', 200),
    details,
    uncertain: z
      .array(z.enum(fields, { message: `uncertain may only name ${fields.join(', ')}` }))
      .refine((names) => new Set(names).size === names.length, 'uncertain names each field once'),
  });
}

export const extractedEntrySchema = z.discriminatedUnion('type', [
  entrySchema('meal', mealDetailsSchema),
  entrySchema('exercise', exerciseDetailsSchema),
  entrySchema('biometric', biometricDetailsSchema),
  entrySchema('water', waterDetailsSchema),
  entrySchema('supplement', supplementDetailsSchema),
  entrySchema('cold_exposure', coldExposureDetailsSchema),
  entrySchema('fasting', fastingDetailsSchema),
  entrySchema('note', noteDetailsSchema),
]);
export type ExtractedEntry = z.infer<typeof extractedEntrySchema>;
export type EntryOf<T extends JournalEntryType> = Extract<ExtractedEntry, { type: T }>;
export type DetailsOf<T extends JournalEntryType> = EntryOf<T>['details'];
