import { z } from 'zod';
import { recordId } from '../common/storable.schema';
import { TRACKED_PROTOCOLS, type ProtocolKey } from '../protocols/protocol-registry';

/**
 * The HTTP contract of "What works for me" (docs/insights.md): pairs a person declares (a factor,
 * an outcome and a lag) and what their own data says about each. A pair is a question, never a
 * finding mined from everything: the more pairs, the stricter each test (Benjamini–Hochberg).
 */

/** At most this many pairs per person, suggested ones included: each one makes every test stricter. */
export const MAX_INSIGHT_PAIRS = 40;
/** The gate: no effect is shown before this many paired days ... */
export const MIN_PAIRED_DAYS = 14;
/** ... and this many days in each arm (with and without; for an amount, with none and with some). */
export const MIN_DAYS_PER_ARM = 5;
/** The false discovery rate held across all of a person's shown pairs. */
export const FALSE_DISCOVERY_RATE = 0.1;
/** Days read back from today for each pair. */
export const INSIGHT_WINDOW_DAYS = 365;

/** Every built-in protocol counted in progress can be a factor: its done days. */
export const BUILT_IN_FACTOR_PROTOCOLS = TRACKED_PROTOCOLS.map(({ key }) => key) as [ProtocolKey, ...ProtocolKey[]];
/** Built-in protocols whose day also has an amount: a fast's hours, a cold session's minutes. */
export const AMOUNT_FACTOR_PROTOCOLS = ['fasting', 'coldExposure'] as const;
export const BIOMETRIC_OUTCOMES = ['sleepHours', 'hrvMs', 'restingHeartRate', 'weightKg'] as const;
export const INSIGHT_LAGS = ['sameDay', 'nextNight', 'nextDay'] as const;
export type InsightLag = (typeof INSIGHT_LAGS)[number];

/** Days from the factor's day to the outcome's: a night's sleep, HRV and resting rate are dated by the morning it ended. */
export const LAG_DAYS: Record<InsightLag, number> = { sameDay: 0, nextNight: 1, nextDay: 1 };

const componentId = z.string({ message: 'componentId must be a component id' }).min(1).max(80);

/**
 * What the person did: a protocol done or not (yes/no), or an amount (numeric). Days whose factor
 * is unknown (nothing logged, skipped, paused) are left out, never counted as "without".
 */
export const insightFactorSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('protocol'),
      protocol: z.enum(BUILT_IN_FACTOR_PROTOCOLS, { message: `protocol must be one of ${BUILT_IN_FACTOR_PROTOCOLS.join(', ')}` }),
    }),
    z.strictObject({
      kind: z.literal('protocolAmount'),
      protocol: z.enum(AMOUNT_FACTOR_PROTOCOLS, { message: 'protocol must be fasting or coldExposure' }),
    }),
    z.strictObject({ kind: z.literal('customProtocol'), protocolId: recordId('protocolId') }),
    z.strictObject({ kind: z.literal('customComponent'), protocolId: recordId('protocolId'), componentId }),
  ],
  { message: 'factor.kind must be protocol, protocolAmount, customProtocol or customComponent' },
);
export type InsightFactor = z.infer<typeof insightFactorSchema>;

/** What the person hopes it changes: a biometric, or a value of one of their own protocols (a check-in's mood). */
export const insightOutcomeSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('biometric'),
      metric: z.enum(BIOMETRIC_OUTCOMES, { message: 'metric must be one of sleepHours, hrvMs, restingHeartRate, weightKg' }),
    }),
    z.strictObject({ kind: z.literal('customComponent'), protocolId: recordId('protocolId'), componentId }),
  ],
  { message: 'outcome.kind must be biometric or customComponent' },
);
export type InsightOutcome = z.infer<typeof insightOutcomeSchema>;

const lag = z.enum(INSIGHT_LAGS, { message: 'lag must be sameDay, nextNight or nextDay' });

/** POST /api/insights/pairs: a question of the person's own. */
export const insightPairCreateSchema = z.strictObject({ factor: insightFactorSchema, outcome: insightOutcomeSchema, lag });
export type InsightPairCreate = z.infer<typeof insightPairCreateSchema>;

/** PATCH /api/insights/pairs/{key}: hide a pair (it leaves the tests) or show it again. */
export const insightPairPatchSchema = z.strictObject({ hidden: z.boolean({ message: 'hidden must be true or false' }) });

/** A pair's key: the same question always has the same key (see pairKeyOf). */
export const insightPairKeyParamsSchema = z.object({
  key: z.string({ message: 'key must be a pair key' }).regex(/^[a-zA-Z0-9:._-]{1,200}$/, { message: 'key must be a pair key' }),
});

/** The stable key of a question, usable in a URL: `factor~outcome~lag`. */
export function pairKeyOf(pair: InsightPairCreate): string {
  const factor =
    pair.factor.kind === 'protocol' || pair.factor.kind === 'protocolAmount'
      ? `${pair.factor.kind}.${pair.factor.protocol}`
      : pair.factor.kind === 'customProtocol'
        ? `custom.${pair.factor.protocolId}`
        : `component.${pair.factor.protocolId}.${pair.factor.componentId}`;
  const outcome =
    pair.outcome.kind === 'biometric'
      ? `biometric.${pair.outcome.metric}`
      : `component.${pair.outcome.protocolId}.${pair.outcome.componentId}`;
  return `${factor}~${outcome}~${pair.lag}`.replace(/[^a-zA-Z0-9:._~-]/g, '_').replaceAll('~', ':');
}

export const INSIGHT_STATUSES = ['link', 'noLink', 'notEnoughData'] as const;
export type InsightStatus = (typeof INSIGHT_STATUSES)[number];

const effectSchema = z.object({
  /** meanDifference: outcome with minus without; slope: outcome change per one unit of the factor (Theil–Sen). */
  kind: z.enum(['meanDifference', 'slope']),
  estimate: z.number(),
  /** The 90 % interval (14-day block bootstrap). */
  low: z.number(),
  high: z.number(),
});

export const insightSchema = z.object({
  key: z.string(),
  factor: insightFactorSchema,
  outcome: insightOutcomeSchema,
  lag,
  /** suggested: from the person's protocols; added: declared by the person. */
  origin: z.enum(['suggested', 'added']),
  hidden: z.boolean(),
  /** "Cold exposure", "Sauna: minutes" */
  factorLabel: z.string(),
  /** "HRV", "Morning check-in: mood" */
  outcomeLabel: z.string(),
  /** The outcome's unit as shown ("ms", "h", "bpm", "kg", "points"). */
  unit: z.string(),
  /** The factor's unit for an amount ("h", "min"), null for yes/no. */
  factorUnit: z.string().nullable(),
  status: z.enum(INSIGHT_STATUSES),
  pairedDays: z.number().int().min(0),
  /** Days with the factor (yes/no) or with some of it (amount). */
  daysWith: z.number().int().min(0),
  daysWithout: z.number().int().min(0),
  /** Below the gate, what is missing: "6 more days without sauna". Null past it. */
  missing: z.string().nullable(),
  effect: effectSchema.nullable(),
  /** The 14-day block permutation test's p-value, and after Benjamini–Hochberg across the person's shown pairs. */
  pValue: z.number().min(0).max(1).nullable(),
  adjustedPValue: z.number().min(0).max(1).nullable(),
  /** "On days after a cold session your HRV was 4.1 ms higher (90 % interval 1.2–7.0)." Null below the gate. */
  sentence: z.string().nullable(),
});
export type Insight = z.infer<typeof insightSchema>;

/** GET /api/insights */
export const insightsAnswerSchema = z.object({
  /** When these figures were worked out (nightly, on a change of pairs, or on POST /api/insights/recompute). */
  computedAt: z.string(),
  insights: z.array(insightSchema),
});
export type InsightsAnswer = z.infer<typeof insightsAnswerSchema>;
