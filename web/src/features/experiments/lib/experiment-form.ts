import { addDays } from '@uh/core/common/calendar.logic';
import { experimentPlan } from '@uh/core/experiments/experiment-schedule.logic';
import {
  DEFAULT_BASELINE_DAYS,
  DEFAULT_BLOCK_DAYS,
  DEFAULT_MAX_DAYS,
  DEFAULT_STOPPING_THRESHOLD,
  DEFAULT_WASHOUT_DAYS,
  experimentCreateSchema,
  experimentDesignSchema,
  type Direction,
  type ExperimentCreate,
  type PlanDay,
} from '@uh/core/experiments/experiments.schema';
import { INSIGHT_LAGS, type InsightLag, type InsightOutcome } from '@uh/core/insights/insights.schema';
import type { ExperimentIntervention } from '@uh/core/experiments/experiments.schema';
import { serverFieldErrors } from '#lib/server-field-errors';
import { BIOMETRICS, type Choice } from './experiment-choices';

export type ExperimentField =
  | 'intervention'
  | 'outcome'
  | 'lag'
  | 'smallestChange'
  | 'direction'
  | 'baselineDays'
  | 'blockDays'
  | 'maxDays'
  | 'washoutDays'
  | 'threshold'
  | 'startDay';

/** What the form holds: numbers as typed, so a half-typed "0." is not rewritten under the person's fingers. */
export type ExperimentDraft = {
  interventionId: string;
  outcomeId: string;
  lag: InsightLag;
  smallestChange: string;
  direction: Direction;
  designKind: 'abab' | 'randomisedBlocks';
  baselineDays: string;
  blockDays: string;
  maxDays: string;
  washoutDays: string;
  stoppingKind: 'fixed' | 'early';
  threshold: string;
  startDay: string;
};
export type ExperimentFieldErrors = Partial<Record<ExperimentField, string>>;

/** Each input's id, and where its error is said (aria-describedby). */
export const experimentFieldId = (field: ExperimentField) => `experiment-${field}`;

/** Where fields are checked from the top: focus goes to the first one with an error. */
export const FIELD_ORDER: readonly ExperimentField[] = [
  'intervention',
  'outcome',
  'lag',
  'smallestChange',
  'direction',
  'baselineDays',
  'blockDays',
  'maxDays',
  'washoutDays',
  'threshold',
  'startDay',
];

/**
 * The smallest change and direction a new outcome starts with: 3 ms of HRV up, 0.25 h of sleep up, 2 bpm
 * of resting heart rate down, 0.5 kg of weight down, 1 point (or unit) of a measure of one's own up.
 */
export function outcomeDefaults(outcomeId: string): { smallestChange: string; direction: Direction } {
  const metric = /^biometric\.(\w+)$/.exec(outcomeId)?.[1];
  const biometric = metric && metric in BIOMETRICS ? BIOMETRICS[metric as keyof typeof BIOMETRICS] : null;
  return biometric
    ? { smallestChange: String(biometric.smallestChange), direction: biometric.hoped }
    : { smallestChange: '1', direction: 'increase' };
}

/**
 * A new draft: the pair from the address (`?factor=protocol.coldExposure&outcome=biometric.hrvMs&lag=nextNight`,
 * as a card of "What works for me" links here), the documented defaults, and a start tomorrow.
 */
export function draftFromQuery(search: string, today: string): ExperimentDraft {
  const query = new URLSearchParams(search);
  const lag = query.get('lag');
  const outcomeId = query.get('outcome') ?? '';
  return {
    interventionId: query.get('factor') ?? '',
    outcomeId,
    lag: INSIGHT_LAGS.includes(lag as InsightLag) ? (lag as InsightLag) : 'sameDay',
    ...outcomeDefaults(outcomeId),
    designKind: 'abab',
    baselineDays: String(DEFAULT_BASELINE_DAYS),
    blockDays: String(DEFAULT_BLOCK_DAYS),
    maxDays: String(DEFAULT_MAX_DAYS),
    washoutDays: String(DEFAULT_WASHOUT_DAYS),
    stoppingKind: 'fixed',
    threshold: String(DEFAULT_STOPPING_THRESHOLD),
    startDay: addDays(today, 1),
  };
}

// An empty or unreadable box becomes NaN, which the contract refuses with its own words ("must be a number").
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

const designOf = (draft: ExperimentDraft) => ({
  kind: draft.designKind,
  baselineDays: numberOf(draft.baselineDays),
  blockDays: numberOf(draft.blockDays),
  maxDays: numberOf(draft.maxDays),
  washoutDays: numberOf(draft.washoutDays),
});

/** The contract's paths ("design.blockDays", "stopping.threshold") as the form's fields. */
const FIELDS_BY_PATH: Readonly<Record<string, ExperimentField>> = {
  intervention: 'intervention',
  'intervention.kind': 'intervention',
  'intervention.protocol': 'intervention',
  'intervention.protocolId': 'intervention',
  outcome: 'outcome',
  'outcome.kind': 'outcome',
  'outcome.metric': 'outcome',
  'outcome.protocolId': 'outcome',
  'outcome.componentId': 'outcome',
  lag: 'lag',
  smallestChange: 'smallestChange',
  direction: 'direction',
  'design.baselineDays': 'baselineDays',
  'design.blockDays': 'blockDays',
  'design.maxDays': 'maxDays',
  'design.washoutDays': 'washoutDays',
  'stopping.threshold': 'threshold',
  // Its minDays is not asked: the default 14 must fit the plan, which is what maxDays says.
  'stopping.minDays': 'maxDays',
  startDay: 'startDay',
};

/** The field a path names, by its longest known start ("intervention.protocolId" is the intervention's). */
export function fieldOfPath(path: string): ExperimentField | undefined {
  for (let parts = path.split('.'); parts.length > 0; parts = parts.slice(0, -1)) {
    const field = FIELDS_BY_PATH[parts.join('.')];
    if (field) return field;
  }
  return undefined;
}

/** A 400 names the fields it refuses ('design.blockDays: …'): each shows under its own input. */
export function experimentServerErrors(error: unknown): ExperimentFieldErrors {
  return serverFieldErrors(error, FIELDS_BY_PATH);
}

type Choices = { interventions: readonly Choice<ExperimentIntervention>[]; outcomes: readonly Choice<InsightOutcome>[] };
export type CheckedExperiment = { body: ExperimentCreate; errors: null } | { body: null; errors: ExperimentFieldErrors };

/**
 * The body of POST /api/experiments from the form, checked by the same contract the server uses (so
 * its words show under each field before a round trip), or the first problem of each field.
 */
export function checkExperimentDraft(draft: ExperimentDraft, { interventions, outcomes }: Choices, today: string): CheckedExperiment {
  const errors: ExperimentFieldErrors = {};
  const intervention = interventions.find((choice) => choice.id === draft.interventionId)?.value;
  const outcome = outcomes.find((choice) => choice.id === draft.outcomeId)?.value;
  if (!intervention) errors.intervention = 'Choose the habit to switch on and off';
  if (!outcome) errors.outcome = 'Choose what it might change';
  // The server asks for today or later; said here in the person's words.
  if (draft.startDay < today) errors.startDay = 'Start today or later';
  const parsed = experimentCreateSchema.safeParse({
    intervention,
    outcome,
    lag: draft.lag,
    smallestChange: numberOf(draft.smallestChange),
    direction: draft.direction,
    design: designOf(draft),
    stopping: draft.stoppingKind === 'fixed' ? { kind: 'fixed' } : { kind: 'early', threshold: numberOf(draft.threshold) },
    startDay: draft.startDay,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath(issue.path.join('.'));
      if (field && !(field in errors)) errors[field] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { body: null, errors };
  return { body: parsed.data, errors: null };
}

/**
 * The seed the preview draws randomised blocks with. The server draws the experiment's own seed,
 * so for randomised blocks the preview shows an example order, not the one the person will get.
 */
export const PREVIEW_SEED = 1;

/** The plan the design gives from the start day, or null while the design is not valid yet. */
export function previewPlan(draft: ExperimentDraft): PlanDay[] | null {
  const design = experimentDesignSchema.safeParse(designOf(draft));
  if (!design.success || !/^\d{4}-\d{2}-\d{2}$/.test(draft.startDay)) return null;
  return experimentPlan(design.data, draft.startDay, PREVIEW_SEED);
}
