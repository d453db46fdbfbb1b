import type { ProtocolComponent, TargetAggregate } from './protocol-document.schema';

/** How one component stands on one day. */
export type ComponentResult = 'met' | 'partial' | 'unmet' | 'missing';

/**
 * How a component's entries of one day make its figure: as its target says, else a check's last
 * answer (so a later "not done" replaces an earlier tick), a scale's average, and a sum otherwise.
 * A text component's figure is the number of notes written.
 */
export function aggregateOf(component: ProtocolComponent): TargetAggregate | 'count' {
  if (component.kind === 'text') return 'count';
  if ('target' in component && component.target) return component.target.aggregate;
  if (component.kind === 'check') return 'last';
  if (component.kind === 'scale') return 'average';
  return 'sum';
}

/** The day's figure from its values in the order they were logged; null when nothing was logged. */
export function figureOf(aggregate: TargetAggregate | 'count', values: readonly number[]): number | null {
  if (values.length === 0) return null;
  switch (aggregate) {
    case 'count':
      return values.length;
    case 'sum':
      return values.reduce((total, value) => total + value, 0);
    case 'average':
      return values.reduce((total, value) => total + value, 0) / values.length;
    case 'max':
      return Math.max(...values);
    case 'last':
      return values[values.length - 1] ?? null;
  }
}

/**
 * Whether a component's figure meets it. `figure` is null when nothing was logged: the component is
 * missing, unless the person said they logged everything that day, when it counts as 0 (unchecked,
 * no note) and is held to its target like any other figure.
 */
export function componentResult(component: ProtocolComponent, figure: number | null, loggedEverything: boolean): ComponentResult {
  if (figure === null && !loggedEverything) return 'missing';
  const target = 'target' in component ? component.target : undefined;
  if (component.kind === 'check') return figure !== null && figure >= 1 ? 'met' : 'unmet';
  // Without a target, having logged anything is what the component asks for.
  if (!target) return figure === null ? 'unmet' : 'met';
  const value = figure ?? 0;
  if (target.kind === 'atMost') return value <= target.value ? 'met' : 'unmet';
  const upper = target.kind === 'range' ? (target.max ?? Infinity) : Infinity;
  if (value >= target.value && value <= upper) return 'met';
  return value > 0 && value < target.value ? 'partial' : 'unmet';
}
