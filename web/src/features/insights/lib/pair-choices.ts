import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import type { ProtocolComponent } from '@uh/core/custom-protocols/protocol-document.schema';
import {
  INSIGHT_LAGS,
  type AMOUNT_FACTOR_PROTOCOLS,
  type BIOMETRIC_OUTCOMES,
  type InsightFactor,
  type InsightLag,
  type InsightOutcome,
} from '@uh/core/insights/insights.schema';
import { TRACKED_PROTOCOLS } from '@uh/core/protocols/protocol-registry';
import { LAG_WORDS } from './insight-words';

type BiometricOutcome = (typeof BIOMETRIC_OUTCOMES)[number];
type AmountFactorProtocol = (typeof AMOUNT_FACTOR_PROTOCOLS)[number];

/** One entry of a select: `id` is the option's value, `group` its optgroup's label and `groupKey` which optgroup it is. */
export type PairChoice<TValue> = { id: string; label: string; group: string; groupKey: string; value: TValue };
export type ChoiceGroup<TValue> = { group: string; groupKey: string; choices: PairChoice<TValue>[] };

const builtIn = (id: string, label: string, value: InsightFactor): PairChoice<InsightFactor> => ({
  id,
  label,
  group: 'Built-in protocols',
  groupKey: 'builtIn',
  value,
});
const biometric = (metric: BiometricOutcome, label: string): PairChoice<InsightOutcome> => ({
  id: `biometric.${metric}`,
  label,
  group: 'Biometrics',
  groupKey: 'biometrics',
  value: { kind: 'biometric', metric },
});

/** What a protocol's amount is, where insights read one. */
const AMOUNT_LABELS: Record<AmountFactorProtocol, string> = {
  fasting: 'Fasting: hours fasted',
  coldExposure: 'Cold exposure: minutes',
};
const hasAmount = (key: string): key is AmountFactorProtocol => key in AMOUNT_LABELS;

/** Each counted protocol done or not (named by its registry entry), followed by its amount where it has one. */
const BUILT_IN_FACTORS: readonly PairChoice<InsightFactor>[] = TRACKED_PROTOCOLS.flatMap(({ key, habit }) => [
  builtIn(`protocol.${key}`, `${habit.label} (done or not)`, { kind: 'protocol', protocol: key }),
  ...(hasAmount(key) ? [builtIn(`amount.${key}`, AMOUNT_LABELS[key], { kind: 'protocolAmount', protocol: key })] : []),
]);

const BIOMETRIC_CHOICES: readonly PairChoice<InsightOutcome>[] = [
  biometric('sleepHours', 'Sleep (hours)'),
  biometric('hrvMs', 'HRV (ms)'),
  biometric('restingHeartRate', 'Resting heart rate (bpm)'),
  biometric('weightKg', 'Weight (kg)'),
];

/** What a component's figure is, in a few words: "done or not", "mg", "1–5". */
function componentMeasure(component: ProtocolComponent): string {
  switch (component.kind) {
    case 'check':
      return 'done or not';
    case 'count':
      return 'count';
    case 'duration':
      return 'minutes';
    case 'measure':
      return component.unit;
    case 'scale':
      return `${component.min}–${component.max}`;
    case 'text':
      return 'text';
  }
}

const componentLabel = (component: ProtocolComponent) => `${component.label} (${componentMeasure(component)})`;

// Archived protocols are shelved: their days stop, and a question about them would never gather more.
const activeProtocols = (protocols: readonly CustomProtocol[]) => protocols.filter((protocol) => !protocol.archived);

/** A factor can be any numeric, scale or yes/no component: a text has no figure to compare. */
const isFactorComponent = (component: ProtocolComponent) => component.kind !== 'text';
/** An outcome is a value that goes up and down: a scale (a check-in's mood) or a measure. */
const isOutcomeComponent = (component: ProtocolComponent) => component.kind === 'scale' || component.kind === 'measure';

/**
 * What the person did: the built-in protocols (done or not, and a fast's hours or a cold session's
 * minutes), then each of their own protocols (done or not) with its components.
 */
export function factorChoices(protocols: readonly CustomProtocol[]): PairChoice<InsightFactor>[] {
  const own = activeProtocols(protocols).flatMap((protocol): PairChoice<InsightFactor>[] => {
    const group = protocol.document.title;
    const groupKey = `protocol.${protocol.id}`;
    return [
      {
        id: `custom.${protocol.id}`,
        label: `${group} (done or not)`,
        group,
        groupKey,
        value: { kind: 'customProtocol', protocolId: protocol.id },
      },
      ...protocol.document.components.filter(isFactorComponent).map((component) => ({
        id: `component.${protocol.id}.${component.id}`,
        label: componentLabel(component),
        group,
        groupKey,
        value: { kind: 'customComponent' as const, protocolId: protocol.id, componentId: component.id },
      })),
    ];
  });
  return [...BUILT_IN_FACTORS, ...own];
}

/** What it might change: the biometrics, then the scale and measure components of the person's own protocols. */
export function outcomeChoices(protocols: readonly CustomProtocol[]): PairChoice<InsightOutcome>[] {
  const own = activeProtocols(protocols).flatMap((protocol) =>
    protocol.document.components.filter(isOutcomeComponent).map((component): PairChoice<InsightOutcome> => ({
      id: `component.${protocol.id}.${component.id}`,
      label: componentLabel(component),
      group: protocol.document.title,
      groupKey: `protocol.${protocol.id}`,
      value: { kind: 'customComponent', protocolId: protocol.id, componentId: component.id },
    })),
  );
  return [...BIOMETRIC_CHOICES, ...own];
}

export const LAG_CHOICES: readonly { value: InsightLag; label: string }[] = INSIGHT_LAGS.map((lag) => ({
  value: lag,
  label: LAG_WORDS[lag].replace(/^the /, 'The '),
}));

/** Choices under their optgroups, in the order they came (two protocols with one title stay apart). */
export function groupChoices<TValue>(choices: readonly PairChoice<TValue>[]): ChoiceGroup<TValue>[] {
  const groups: ChoiceGroup<TValue>[] = [];
  for (const choice of choices) {
    const last = groups.at(-1);
    if (last?.groupKey === choice.groupKey) last.choices.push(choice);
    else groups.push({ group: choice.group, groupKey: choice.groupKey, choices: [choice] });
  }
  return groups;
}
