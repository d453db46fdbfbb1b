import type { ProtocolComponent, ProtocolDocument } from './protocol-document.schema';

/** The kinds Loop can hold: a yes-or-no habit (check) or a numerical one. */
const EXPORTABLE_KINDS: ReadonlySet<ProtocolComponent['kind']> = new Set(['check', 'count', 'duration', 'measure', 'scale']);

export type LoopShape = {
  /** The one component written, or null when the protocol has none Loop can hold (text only). */
  component: ProtocolComponent | null;
  /** What was changed to fit, for README.txt; empty when the protocol goes over whole. */
  changes: string[];
};

/**
 * A Loop habit holds one yes-or-no or numerical value a day, a per-period target and an "n in m
 * days" frequency. A protocol that is more than that goes over as its first component Loop can
 * hold, and the changes are listed so the person knows what Loop will not show.
 */
export function loopShapeOf(document: ProtocolDocument): LoopShape {
  const component = document.components.find((candidate) => EXPORTABLE_KINDS.has(candidate.kind)) ?? null;
  const changes: string[] = [];
  if (!component) return { component, changes: ['not exported: it has only text components'] };
  if (document.components.length > 1) changes.push(`only "${component.label}" of its ${document.components.length} components`);
  if (component.kind === 'scale')
    changes.push(`"${component.label}" as a plain number (its scale of ${component.min} to ${component.max} is not kept)`);
  if (component.kind === 'duration') changes.push(`"${component.label}" in minutes (unit min)`);
  const target = 'target' in component ? component.target : undefined;
  if (target?.kind === 'range') changes.push(`its range target as "at least ${target.value}"`);
  if (document.schedule.kind === 'weekdays') changes.push(`its weekdays as ${document.schedule.weekdays.length} days in 7`);
  if (document.schedule.anchor) changes.push(`its time window after ${document.schedule.anchor.event.replace('_', ' ')} is not kept`);
  return { component, changes };
}

/** The day's figure, aggregated as the component's target says (a day's entries summed by default). */
export function dayFigure(component: ProtocolComponent, values: readonly number[]): number {
  const aggregate = 'target' in component ? (component.target?.aggregate ?? 'sum') : 'sum';
  if (aggregate === 'max') return Math.max(...values);
  if (aggregate === 'last') return values.at(-1) ?? 0;
  const sum = values.reduce((total, value) => total + value, 0);
  return aggregate === 'average' ? sum / values.length : sum;
}
