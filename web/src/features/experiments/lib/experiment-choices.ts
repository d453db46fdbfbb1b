import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import type { ProtocolComponent } from '@uh/core/custom-protocols/protocol-document.schema';
import { habitTodo } from '@uh/core/experiments/experiment-day-words.logic';
import type { ExperimentIntervention } from '@uh/core/experiments/experiments.schema';
import { byTrackedProtocol } from '@uh/core/protocols/protocol-registry';
import type { BIOMETRIC_OUTCOMES, InsightOutcome } from '@uh/core/insights/insights.schema';

type BiometricMetric = (typeof BIOMETRIC_OUTCOMES)[number];
type BuiltInProtocol = Extract<ExperimentIntervention, { kind: 'protocol' }>['protocol'];

/**
 * One entry of a select. `id` is also what the address carries (`/experiments/new?factor=…&outcome=…`):
 * the same words "What works for me" gives its pairs ("protocol.coldExposure", "custom.12",
 * "biometric.hrvMs", "component.12.mood"), so a card can link here without sharing code.
 */
export type Choice<TValue> = { id: string; label: string; group: string; value: TValue };

/** A built-in habit's name, from its registry entry. */
export const BUILT_IN_HABITS: Record<BuiltInProtocol, { label: string }> = byTrackedProtocol((entry) => ({ label: entry.habit.label }));

/** Each biometric's name, unit, the smallest change worth a person's trouble, and the usual hope. */
export const BIOMETRICS: Record<BiometricMetric, { label: string; unit: string; smallestChange: number; hoped: 'increase' | 'decrease' }> =
  {
    sleepHours: { label: 'Sleep', unit: 'h', smallestChange: 0.25, hoped: 'increase' },
    hrvMs: { label: 'HRV', unit: 'ms', smallestChange: 3, hoped: 'increase' },
    restingHeartRate: { label: 'Resting heart rate', unit: 'bpm', smallestChange: 2, hoped: 'decrease' },
    weightKg: { label: 'Weight', unit: 'kg', smallestChange: 0.5, hoped: 'decrease' },
  };

// Archived protocols are shelved: their days stop, so an experiment on them would gather nothing.
const active = (protocols: readonly CustomProtocol[]) => protocols.filter((protocol) => !protocol.archived);
const isOutcomeComponent = (component: ProtocolComponent) => component.kind === 'scale' || component.kind === 'measure';

/** What can be switched on and off: a built-in protocol or one of the person's own, done or not (never an amount). */
export function interventionChoices(protocols: readonly CustomProtocol[]): Choice<ExperimentIntervention>[] {
  const builtIn = (Object.keys(BUILT_IN_HABITS) as BuiltInProtocol[]).map((protocol) => ({
    id: `protocol.${protocol}`,
    label: BUILT_IN_HABITS[protocol].label,
    group: 'Built-in protocols',
    value: { kind: 'protocol' as const, protocol },
  }));
  const own = active(protocols).map((protocol) => ({
    id: `custom.${protocol.id}`,
    label: protocol.document.title,
    group: 'My protocols',
    value: { kind: 'customProtocol' as const, protocolId: protocol.id },
  }));
  return [...builtIn, ...own];
}

/** What it might change: the biometrics, then the scales and measures of the person's own protocols. */
export function outcomeChoices(protocols: readonly CustomProtocol[]): Choice<InsightOutcome>[] {
  const biometrics = (Object.keys(BIOMETRICS) as BiometricMetric[]).map((metric) => ({
    id: `biometric.${metric}`,
    label: `${BIOMETRICS[metric].label} (${BIOMETRICS[metric].unit})`,
    group: 'Biometrics',
    value: { kind: 'biometric' as const, metric },
  }));
  const own = active(protocols).flatMap((protocol) =>
    protocol.document.components.filter(isOutcomeComponent).map((component) => ({
      id: `component.${protocol.id}.${component.id}`,
      label: `${protocol.document.title}: ${component.label} (${componentUnit(component)})`,
      group: protocol.document.title,
      value: { kind: 'customComponent' as const, protocolId: protocol.id, componentId: component.id },
    })),
  );
  return [...biometrics, ...own];
}

/** A scale is read in points; a measure in its own unit. */
function componentUnit(component: ProtocolComponent): string {
  return component.kind === 'measure' ? component.unit : 'points';
}

const ownProtocol = (protocols: readonly CustomProtocol[], id: number) => protocols.find((protocol) => protocol.id === id);

/** "Cold exposure", or the title of the person's own protocol ("a protocol of yours" while the list loads or when it is gone). */
export function interventionLabel(intervention: ExperimentIntervention, protocols: readonly CustomProtocol[]): string {
  if (intervention.kind === 'protocol') return BUILT_IN_HABITS[intervention.protocol].label;
  return ownProtocol(protocols, intervention.protocolId)?.document.title ?? 'A protocol of yours';
}

/** What an "on" day asks: "do a cold shower or plunge", "do Evening walk". */
export function interventionTodo(intervention: ExperimentIntervention, protocols: readonly CustomProtocol[]): string {
  return habitTodo(intervention, interventionLabel(intervention, protocols));
}

export type OutcomeInWords = { label: string; unit: string; smallestChange: number; hoped: 'increase' | 'decrease' };

/** The outcome's name and unit, with a sensible smallest change and direction to start the form from. */
export function outcomeInWords(outcome: InsightOutcome, protocols: readonly CustomProtocol[]): OutcomeInWords {
  if (outcome.kind === 'biometric') return BIOMETRICS[outcome.metric];
  const protocol = ownProtocol(protocols, outcome.protocolId);
  const component = protocol?.document.components.find((candidate) => candidate.id === outcome.componentId);
  if (!protocol || !component) return { label: 'A measure of yours', unit: 'points', smallestChange: 1, hoped: 'increase' };
  return { label: `${protocol.document.title}: ${component.label}`, unit: componentUnit(component), smallestChange: 1, hoped: 'increase' };
}
