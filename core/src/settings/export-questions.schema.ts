import { z } from 'zod';
import { slugSchema } from '../custom-protocols/protocol-document.schema';
import { experimentDesignSchema, stoppingRuleSchema, DIRECTIONS } from '../experiments/experiments.schema';
import { insightFactorSchema, insightOutcomeSchema, INSIGHT_LAGS } from '../insights/insights.schema';

/*
 * The questions a person asks of their data, as the account export writes them (docs/data-export.md):
 * "What works for me" pairs and experiments. The API names one of the person's own protocols by its
 * database id; a file names it by its document id (`protocol`), as entries and pauses do, so it
 * imports into any account.
 */

const protocol = slugSchema('protocol');
const componentId = z.string({ message: 'componentId must be a component id' }).min(1).max(80);
const [builtInFactor, builtInAmount] = insightFactorSchema.options;
const [biometricOutcome] = insightOutcomeSchema.options;
const ownProtocolDone = z.strictObject({ kind: z.literal('customProtocol'), protocol });
const ownComponent = z.strictObject({ kind: z.literal('customComponent'), protocol, componentId });

export const exportedFactorSchema = z.discriminatedUnion('kind', [builtInFactor, builtInAmount, ownProtocolDone, ownComponent], {
  message: 'factor.kind must be protocol, protocolAmount, customProtocol or customComponent',
});
export type ExportedFactor = z.infer<typeof exportedFactorSchema>;

export const exportedOutcomeSchema = z.discriminatedUnion('kind', [biometricOutcome, ownComponent], {
  message: 'outcome.kind must be biometric or customComponent',
});
export type ExportedOutcome = z.infer<typeof exportedOutcomeSchema>;

export const exportedInterventionSchema = z.discriminatedUnion('kind', [builtInFactor, ownProtocolDone], {
  message: 'intervention.kind must be protocol or customProtocol (a habit done or not)',
});

const lag = z.enum(INSIGHT_LAGS, { message: 'lag must be sameDay, nextNight or nextDay' });

/** What a record field is checked as: `instant` and `day` come from the export's own rules. */
type Fields = { instant: z.ZodType<string>; day: z.ZodType<string> };

/**
 * A pair the person added, or a suggested one whose hidden/shown choice they made. The answer
 * worked out for it is not data: it is worked out again in the importing account.
 */
export const exportedInsightPairSchema = ({ instant }: Fields) =>
  z.object({
    factor: exportedFactorSchema,
    outcome: exportedOutcomeSchema,
    lag,
    origin: z.enum(['suggested', 'added'], { message: 'origin must be suggested or added' }),
    hidden: z.boolean(),
    createdAt: instant,
  });

/** Seeds fit the stored integer column and core's plan generator alike. */
const MAX_SEED = 2 ** 31 - 1;

/**
 * An experiment as it was made (the design and stopping rule fixed at the start, the seed its plan
 * is drawn from: the plan itself is worked out again), the day it was ended early, and when its end
 * was told (`experiment.finished`).
 */
export const exportedExperimentSchema = ({ instant, day }: Fields) =>
  z
    .object({
      intervention: exportedInterventionSchema,
      outcome: exportedOutcomeSchema,
      lag,
      smallestChange: z.number().positive('must be greater than 0').max(1_000_000, 'must be at most 1000000'),
      direction: z.enum(DIRECTIONS, { message: 'direction must be increase or decrease' }),
      design: experimentDesignSchema,
      stopping: stoppingRuleSchema,
      startDay: day,
      seed: z.number().int('must be a whole number').min(0, 'must be at least 0').max(MAX_SEED, `must be at most ${MAX_SEED}`),
      createdAt: instant,
      stoppedOn: day.nullable(),
      finishedAt: instant.nullable(),
    })
    .refine((experiment) => experiment.stopping.kind === 'fixed' || experiment.stopping.minDays <= experiment.design.maxDays, {
      message: 'stopping.minDays must be at most design.maxDays',
      path: ['stopping', 'minDays'],
    });
