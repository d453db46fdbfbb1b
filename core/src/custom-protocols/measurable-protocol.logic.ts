import type { ProtocolComponent, ProtocolDocument, ProtocolTarget } from './protocol-document.schema';

type TargetedKind = 'count' | 'duration' | 'measure' | 'scale';
export type MeasurableComponent = Extract<ProtocolComponent, { kind: TargetedKind }> & {
  target: ProtocolTarget & { kind: 'atLeast' | 'atMost' };
};

const TARGETED_KINDS: readonly string[] = ['count', 'duration', 'measure', 'scale'] satisfies TargetedKind[];

/**
 * The one component a measurable protocol is scored by (docs/protocols.md, "Habit strength"), or
 * null for a yes/no protocol. A protocol is measurable when exactly one of its components has a
 * target, and that target is a bound (at least or at most) on a number: "steps at least 8000",
 * "drinks at most 0". Other components without targets (a note) ride along unscored.
 */
export function measurableComponent(document: ProtocolDocument): MeasurableComponent | null {
  const targeted = document.components.filter((component) => 'target' in component && component.target !== undefined);
  if (targeted.length !== 1) return null;
  const [component] = targeted;
  if (!component || !TARGETED_KINDS.includes(component.kind) || !('target' in component) || !component.target) return null;
  if (component.target.kind === 'range') return null;
  return component as MeasurableComponent;
}

/**
 * How far a figure goes toward a bound, 0..1. At least: the share of the target reached. At most:
 * 1 up to the target, then falling to 0 at twice the target; a target of 0 allows nothing.
 */
export function shareOfTarget(target: MeasurableComponent['target'], figure: number): number {
  if (target.kind === 'atLeast') return target.value === 0 ? 1 : Math.min(1, figure / target.value);
  if (target.value === 0) return figure === 0 ? 1 : 0;
  return Math.min(1, Math.max(0, 1 - (figure - target.value) / target.value));
}
