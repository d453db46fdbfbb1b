import {
  pairKeyOf,
  type Insight,
  type InsightFactor,
  type InsightLag,
  type InsightOutcome,
  type InsightPairCreate,
} from '@uh/core/insights/insights.schema';
import { serverFieldErrors } from '#lib/server-field-errors';
import type { PairChoice } from './pair-choices';

export type PairField = 'factor' | 'outcome' | 'lag';
export type PairDraft = { factorId: string; outcomeId: string; lag: InsightLag };
export type PairFieldErrors = Partial<Record<PairField, string>>;

export const EMPTY_PAIR_DRAFT: PairDraft = { factorId: '', outcomeId: '', lag: 'sameDay' };

/** Each select's id, and where its error is said (aria-describedby). */
export const pairFieldId = (field: PairField) => `insight-pair-${field}`;

/** A 400 names the field it refuses ("factor.componentId: …"): each part of a pair shows under its own select. */
const FIELDS_BY_API_NAME: Readonly<Record<string, PairField>> = {
  factor: 'factor',
  'factor.kind': 'factor',
  'factor.protocol': 'factor',
  'factor.protocolId': 'factor',
  'factor.componentId': 'factor',
  outcome: 'outcome',
  'outcome.kind': 'outcome',
  'outcome.metric': 'outcome',
  'outcome.protocolId': 'outcome',
  'outcome.componentId': 'outcome',
  lag: 'lag',
};

/** Each refused part under its select: a 400 names its fields ('<field>: <text>'). */
export function pairServerErrors(error: unknown): PairFieldErrors {
  return serverFieldErrors(error, FIELDS_BY_API_NAME);
}

type Choices = { factors: readonly PairChoice<InsightFactor>[]; outcomes: readonly PairChoice<InsightOutcome>[] };

export type CheckedPair = { pair: InsightPairCreate; errors: null } | { pair: null; errors: PairFieldErrors };

/**
 * The body of POST /api/insights/pairs from the form, or what to fix first: an empty select, or a
 * question the person already has (which the server would refuse with a 409 anyway).
 */
export function checkPairDraft(draft: PairDraft, { factors, outcomes }: Choices, existing: readonly Insight[]): CheckedPair {
  const factor = factors.find((choice) => choice.id === draft.factorId)?.value;
  const outcome = outcomes.find((choice) => choice.id === draft.outcomeId)?.value;
  const errors: PairFieldErrors = {};
  if (!factor) errors.factor = 'Choose what you did';
  if (!outcome) errors.outcome = 'Choose what it might change';
  if (!factor || !outcome) return { pair: null, errors };
  const pair: InsightPairCreate = { factor, outcome, lag: draft.lag };
  const key = pairKeyOf(pair);
  const same = existing.find((insight) => insight.key === key);
  if (same) {
    return {
      pair: null,
      errors: { lag: same.hidden ? 'You already have this question, under Hidden: show it there' : 'You already have this question' },
    };
  }
  return { pair, errors: null };
}
