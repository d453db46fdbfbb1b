import { z } from 'zod';
import { localDay } from '../common/local-day.schema';
import { recordId } from '../common/storable.schema';
import { insightFactorSchema, insightOutcomeSchema, INSIGHT_LAGS } from '../insights/insights.schema';

/**
 * The HTTP contract of N-of-1 experiments (docs/experiments.md): a person plans on and off days for
 * one yes/no habit, the app reads from their logs what they actually did, and a Bayesian estimate
 * says whether the habit moved an outcome by at least the smallest change that matters to them.
 */

export const DESIGN_KINDS = ['abab', 'randomisedBlocks'] as const;
export const DEFAULT_BASELINE_DAYS = 7;
export const DEFAULT_BLOCK_DAYS = 4;
export const DEFAULT_MAX_DAYS = 28;
export const DEFAULT_WASHOUT_DAYS = 0;
/** Early stopping: the probability that ends an experiment early, stricter than the verdicts' 0.8 because it is looked at every day. */
export const DEFAULT_STOPPING_THRESHOLD = 0.95;
export const DEFAULT_STOPPING_MIN_DAYS = 14;

const [protocolFactor, , customProtocolFactor] = insightFactorSchema.options;

/** What is switched on and off: only a yes/no factor (a built-in protocol done or not, or one of the person's own). */
export const experimentInterventionSchema = z.discriminatedUnion('kind', [protocolFactor, customProtocolFactor], {
  message: 'intervention.kind must be protocol or customProtocol (a habit done or not)',
});
export type ExperimentIntervention = z.infer<typeof experimentInterventionSchema>;

const wholeDays = (label: string, min: number, max: number) =>
  z
    .number({ message: `${label} must be a number of days` })
    .int(`${label} must be a whole number of days`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

export const experimentDesignSchema = z
  .strictObject({
    kind: z.enum(DESIGN_KINDS, { message: 'design.kind must be abab or randomisedBlocks' }),
    /** Days before the first block, all without the habit: the person's usual level and weekday pattern. */
    baselineDays: wholeDays('design.baselineDays', 0, 14).default(DEFAULT_BASELINE_DAYS),
    blockDays: wholeDays('design.blockDays', 2, 7).default(DEFAULT_BLOCK_DAYS),
    /** The whole experiment, baseline included. Only whole blocks are planned, so it may end a few days sooner. */
    maxDays: wholeDays('design.maxDays', 14, 56).default(DEFAULT_MAX_DAYS),
    /** Days at the start of each block after the first that are kept to the block's assignment but not analysed. */
    washoutDays: wholeDays('design.washoutDays', 0, 3).default(DEFAULT_WASHOUT_DAYS),
  })
  .refine((design) => design.washoutDays < design.blockDays, {
    message: 'design.washoutDays must be fewer than design.blockDays',
    path: ['washoutDays'],
  })
  .refine((design) => design.baselineDays + 2 * design.blockDays <= design.maxDays, {
    message: 'design.maxDays must leave room for the baseline and at least two blocks',
    path: ['maxDays'],
  });
export type ExperimentDesign = z.infer<typeof experimentDesignSchema>;

/** Fixed: analysed once, at the end. Early: analysed each day from minDays on, and ended once either probability reaches the threshold. */
export const stoppingRuleSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('fixed') }),
    z.strictObject({
      kind: z.literal('early'),
      threshold: z
        .number({ message: 'stopping.threshold must be a number' })
        .min(0.8, 'stopping.threshold must be at least 0.8')
        .max(0.99, 'stopping.threshold must be at most 0.99')
        .default(DEFAULT_STOPPING_THRESHOLD),
      minDays: wholeDays('stopping.minDays', 7, 56).default(DEFAULT_STOPPING_MIN_DAYS),
    }),
  ],
  { message: 'stopping.kind must be fixed or early' },
);
export type StoppingRule = z.infer<typeof stoppingRuleSchema>;

export const DIRECTIONS = ['increase', 'decrease'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** POST body of a new experiment. The rule for stopping is fixed here, before any day is seen. */
export const experimentCreateSchema = z
  .strictObject({
    intervention: experimentInterventionSchema,
    outcome: insightOutcomeSchema,
    lag: z.enum(INSIGHT_LAGS, { message: 'lag must be sameDay, nextNight or nextDay' }),
    /** The smallest change in the outcome's units that would matter to the person. */
    smallestChange: z
      .number({ message: 'smallestChange must be a number' })
      .positive('smallestChange must be greater than 0')
      .max(1_000_000, 'smallestChange is too large'),
    direction: z.enum(DIRECTIONS, { message: 'direction must be increase or decrease' }),
    design: experimentDesignSchema,
    stopping: stoppingRuleSchema.default({ kind: 'fixed' }),
    startDay: localDay('startDay'),
  })
  .refine((body) => body.stopping.kind === 'fixed' || body.stopping.minDays <= body.design.maxDays, {
    message: 'stopping.minDays must be at most design.maxDays',
    path: ['stopping', 'minDays'],
  });
export type ExperimentCreate = z.infer<typeof experimentCreateSchema>;

export const PHASES = ['baseline', 'on', 'off', 'washout'] as const;
export type Phase = (typeof PHASES)[number];

/** One day of the plan. Block 0 is the baseline; blocks 1, 2, … follow. */
export const planDaySchema = z.object({
  day: z.string(),
  phase: z.enum(PHASES),
  block: z.number().int().min(0),
});
export type PlanDay = z.infer<typeof planDaySchema>;

export const COMPLIANCE_MARKS = ['followed', 'notFollowed', 'unknown'] as const;
export type ComplianceMark = (typeof COMPLIANCE_MARKS)[number];

/** What was assigned against what the logs say was done (1 done, 0 not, null nothing known). */
export const complianceDaySchema = planDaySchema.extend({
  /** 1 on, 0 off or baseline; a washout day keeps its block's assignment. */
  assigned: z.union([z.literal(0), z.literal(1)]),
  done: z.union([z.literal(0), z.literal(1)]).nullable(),
  mark: z.enum(COMPLIANCE_MARKS),
  /** Whether the day enters the analysis: known, not washout, and with an outcome. */
  analysed: z.boolean(),
});
export type ComplianceDay = z.infer<typeof complianceDaySchema>;

/** A stored experiment: the request as parsed, its seed (which makes the plan reproducible) and the plan. */
export const experimentSchema = z.object({
  id: recordId('experimentId'),
  intervention: experimentInterventionSchema,
  outcome: insightOutcomeSchema,
  lag: z.enum(INSIGHT_LAGS),
  smallestChange: z.number().positive(),
  direction: z.enum(DIRECTIONS),
  design: experimentDesignSchema,
  stopping: stoppingRuleSchema,
  startDay: z.string(),
  seed: z.number().int(),
  plan: z.array(planDaySchema),
  createdAt: z.string(),
  /** Set when the experiment ended early by its rule or was ended by the person. */
  stoppedOn: z.string().nullable(),
});
export type Experiment = z.infer<typeof experimentSchema>;

export const VERDICTS = ['likelyMeaningful', 'likelyNoMeaningfulEffect', 'inconclusive'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** What the analysis says, in the outcome's units. */
export const experimentResultSchema = z.object({
  verdict: z.enum(VERDICTS),
  /** "P(sauna raises HRV by ≥ 3 ms) = 0.82" */
  sentence: z.string(),
  /** The effect of the habit (as done) on the outcome: posterior mean and 90 % interval. */
  effect: z.object({ mean: z.number(), low: z.number(), high: z.number() }),
  /** P(effect beyond smallestChange in the hoped direction). */
  probabilityMeaningful: z.number().min(0).max(1),
  /** P(effect in the hoped direction at all, however small): whether the habit helps, before asking by how much. */
  probabilityHopedDirection: z.number().min(0).max(1),
  /** P(|effect| < smallestChange): the region of practical equivalence. */
  probabilityNoMeaningfulEffect: z.number().min(0).max(1),
  /** An estimate, for an inconclusive verdict: days more at this spread; null when settled or out of reach. */
  moreDays: z.number().int().min(0).nullable(),
  analysedDays: z.number().int().min(0),
  daysOn: z.number().int().min(0),
  daysOff: z.number().int().min(0),
  /** Days whose logs went against the plan: analysed as done, and listed. */
  notFollowedDays: z.array(z.string()),
  /** Days with nothing known about the habit: left out. */
  unknownDays: z.array(z.string()),
  /** Whether the stopping rule fixed at the start says to end now. */
  stopNow: z.boolean(),
  compliance: z.array(complianceDaySchema),
});
export type ExperimentResult = z.infer<typeof experimentResultSchema>;

/** At most this many experiments not yet ended at once per person (planned ones included), and this many kept in all. */
export const MAX_RUNNING_EXPERIMENTS = 3;
export const MAX_EXPERIMENTS = 50;

/** Today's entry of the plan, with what it asks: 1 the habit, 0 without it. */
export const experimentTodaySchema = planDaySchema.extend({ assigned: z.union([z.literal(0), z.literal(1)]) });
export type ExperimentToday = z.infer<typeof experimentTodaySchema>;

/**
 * An experiment as the API answers it: the stored experiment, today's assignment (null before its
 * first day, after its last and once stopped) and when its end was told (`experiment.finished`).
 */
export const experimentViewSchema = experimentSchema.extend({
  today: experimentTodaySchema.nullable(),
  finishedAt: z.string().nullable(),
});
export type ExperimentView = z.infer<typeof experimentViewSchema>;

/** PATCH body: the one change an experiment takes once made is ending it today. */
export const experimentPatchSchema = z.strictObject({ stop: z.literal(true, { message: 'stop must be true' }) });
export type ExperimentPatch = z.infer<typeof experimentPatchSchema>;

export const experimentIdParamsSchema = z.object({ id: recordId('id') });
