import type { InsightFactor, InsightOutcome } from '@uh/core/insights/insights.schema';
import type { ProtocolComponent, ProtocolDocument } from '@uh/core/custom-protocols/protocol-document.schema';
import { protocolEntry } from '@uh/core/protocols/protocol-registry';
import { badRequest, notFound } from '../http-error';
import type { OwnProtocol } from './own-protocol-ports';

/** How a pair is named on its card: the factor's and outcome's labels, and the units figures are in. */
export type PairLabels = {
  factorLabel: string;
  /** The factor as a sentence names it: "each extra hour of fasting", "on days with magnesium". */
  factorNoun: string;
  outcomeLabel: string;
  unit: string;
  factorUnit: string | null;
  factorKind: 'binary' | 'numeric';
};

const BIOMETRIC_LABELS = {
  sleepHours: { label: 'Sleep', unit: 'h' },
  hrvMs: { label: 'HRV', unit: 'ms' },
  restingHeartRate: { label: 'Resting heart rate', unit: 'bpm' },
  weightKg: { label: 'Weight', unit: 'kg' },
} as const;

const AMOUNT_LABELS = { fasting: { label: 'hours', unit: 'h' }, coldExposure: { label: 'minutes', unit: 'min' } } as const;

/** The registry's name in sentence case ("Cold Exposure" → "Cold exposure"), as cards and sentences use it. */
const builtInLabel = (protocol: Parameters<typeof protocolEntry>[0]) => {
  const { label } = protocolEntry(protocol).names;
  return label.charAt(0) + label.slice(1).toLowerCase();
};

// A pair left naming a protocol deleted since: shown, with no days, until the person deletes it.
const GONE = 'A deleted protocol';

/** A component's figures as insights show them: durations (stored in seconds) in minutes. */
export function componentUnit(component: ProtocolComponent): string {
  switch (component.kind) {
    case 'measure':
      return component.unit;
    case 'duration':
      return 'min';
    case 'count':
      return 'times';
    default:
      return 'points';
  }
}

/** The factor to multiply a component's stored figure by, so it reads in `componentUnit`. */
export const componentScale = (component: ProtocolComponent) => (component.kind === 'duration' ? 1 / 60 : 1);

export const findComponent = (protocol: OwnProtocol | undefined, componentId: string) =>
  protocol?.document.components.find((component) => component.id === componentId);

const componentLabel = (document: ProtocolDocument, component: ProtocolComponent) => `${document.title}: ${component.label}`;

export function pairLabels(factor: InsightFactor, outcome: InsightOutcome, protocols: ReadonlyMap<number, OwnProtocol>): PairLabels {
  return { ...factorLabels(factor, protocols), ...outcomeLabels(outcome, protocols) };
}

type FactorLabels = Pick<PairLabels, 'factorLabel' | 'factorNoun' | 'factorUnit' | 'factorKind'>;

/** A factor whose card and sentence name it the same way. */
const named = (label: string, rest: Pick<PairLabels, 'factorUnit' | 'factorKind'>): FactorLabels => ({
  factorLabel: label,
  factorNoun: label,
  ...rest,
});

function factorLabels(factor: InsightFactor, protocols: ReadonlyMap<number, OwnProtocol>): FactorLabels {
  switch (factor.kind) {
    case 'protocol':
      return named(builtInLabel(factor.protocol), { factorUnit: null, factorKind: 'binary' });
    case 'protocolAmount': {
      const amount = AMOUNT_LABELS[factor.protocol];
      // "Fasting: hours" on the card; "each extra hour of fasting" in the sentence.
      return {
        ...named(builtInLabel(factor.protocol), { factorUnit: amount.unit, factorKind: 'numeric' }),
        factorLabel: `${builtInLabel(factor.protocol)}: ${amount.label}`,
      };
    }
    case 'customProtocol':
      return named(protocols.get(factor.protocolId)?.document.title ?? GONE, { factorUnit: null, factorKind: 'binary' });
    case 'customComponent': {
      const protocol = protocols.get(factor.protocolId);
      const component = findComponent(protocol, factor.componentId);
      if (!protocol || !component) return named(GONE, { factorUnit: null, factorKind: 'binary' });
      const binary = component.kind === 'check';
      return {
        // "Supplements: Magnesium" on the card; "on days with magnesium" in the sentence.
        factorNoun: component.label,
        factorLabel: componentLabel(protocol.document, component),
        factorUnit: binary ? null : componentUnit(component),
        factorKind: binary ? ('binary' as const) : ('numeric' as const),
      };
    }
  }
}

function outcomeLabels(outcome: InsightOutcome, protocols: ReadonlyMap<number, OwnProtocol>) {
  if (outcome.kind === 'biometric') {
    const { label, unit } = BIOMETRIC_LABELS[outcome.metric];
    return { outcomeLabel: label, unit };
  }
  const protocol = protocols.get(outcome.protocolId);
  const component = findComponent(protocol, outcome.componentId);
  if (!protocol || !component) return { outcomeLabel: GONE, unit: 'points' };
  return { outcomeLabel: componentLabel(protocol.document, component), unit: componentUnit(component) };
}

/**
 * A new pair may only name the person's own protocols (another person's id is a 404, as if it did
 * not exist) and components with a number to test (a note has none): 400 naming the field.
 */
export function checkPairRefs(factor: InsightFactor, outcome: InsightOutcome, protocols: ReadonlyMap<number, OwnProtocol>): void {
  const refs = [
    ...(factor.kind === 'customProtocol' || factor.kind === 'customComponent' ? [{ field: 'factor', ref: factor }] : []),
    ...(outcome.kind === 'customComponent' ? [{ field: 'outcome', ref: outcome }] : []),
  ];
  for (const { field, ref } of refs) {
    const protocol = protocols.get(ref.protocolId);
    if (!protocol) throw notFound('Protocol not found');
    if (!('componentId' in ref)) continue;
    const component = findComponent(protocol, ref.componentId);
    if (!component) throw badRequest(`${field}.componentId: must be a component of that protocol`);
    if (component.kind === 'text') throw badRequest(`${field}.componentId: must be a component with a number, not a note`);
  }
}
