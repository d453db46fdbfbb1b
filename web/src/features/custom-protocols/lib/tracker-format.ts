import type { ProtocolComponent, ProtocolTarget } from '@uh/core/custom-protocols/protocol-document.schema';

// How a component's values read on the tracker, the dashboard and the checklist. Durations are
// stored in seconds (docs/architecture.md, "Data rules") but typed and read in minutes.

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** '10,000', '2.5', '0'. */
export const formatNumber = (value: number): string => numberFormat.format(value);

/** Typed minutes as stored seconds, whole. */
export const minutesToSeconds = (minutes: number): number => Math.round(minutes * 60);

/** Stored seconds as minutes to one decimal: 600 → 10, 90 → 1.5. */
export const secondsToMinutes = (seconds: number): number => Math.round((seconds / 60) * 10) / 10;

/** The unit a component's figures are read in: 'min' for a duration, its unit for a measure, none otherwise. */
export function unitOf(component: ProtocolComponent): string {
  if (component.kind === 'duration') return 'min';
  if (component.kind === 'measure') return component.unit;
  return '';
}

/** A figure in the component's own terms, as typed: minutes for a duration, the value otherwise. */
export const shownFigure = (component: ProtocolComponent, value: number): number =>
  component.kind === 'duration' ? secondsToMinutes(value) : value;

/** '15 min', '8 °C', '45%', '3': a bare figure with the unit after it. */
export function withUnit(figure: number, unit: string): string {
  if (unit === '') return formatNumber(figure);
  return unit === '%' ? `${formatNumber(figure)}%` : `${formatNumber(figure)} ${unit}`;
}

/** The label a scale gives a value, when it names its steps. */
export function scaleLabel(component: ProtocolComponent, value: number): string | null {
  if (component.kind !== 'scale' || !component.labels) return null;
  return component.labels[value - component.min] ?? null;
}

/** One logged value as a person reads it: 'Done', 'Missed', '12 min', '4 (Good)', or the text itself. */
export function formatEntryValue(component: ProtocolComponent, entry: { value: number | null; text: string | null }): string {
  if (component.kind === 'text') return entry.text ?? '';
  if (entry.value === null) return '—';
  if (component.kind === 'check') return entry.value >= 1 ? 'Done' : 'Missed';
  if (component.kind === 'scale') {
    const label = scaleLabel(component, entry.value);
    return label ? `${formatNumber(entry.value)} (${label})` : formatNumber(entry.value);
  }
  return withUnit(shownFigure(component, entry.value), unitOf(component));
}

const targetOf = (component: ProtocolComponent): ProtocolTarget | undefined => ('target' in component ? component.target : undefined);

export type Progress = {
  /** '12 of 15 min', '1 of at most 2', '8 (aim 7–9 h)', 'Done', 'Not logged'. */
  text: string;
  /** 0..1 toward an `atLeast` target, for a bar; null where a bar would mislead. */
  fraction: number | null;
};

/** How far the day's figure (aggregated by the server) is toward the component's target. */
export function progressToward(component: ProtocolComponent, figure: number | null): Progress {
  if (component.kind === 'check') return { text: figure === null ? 'Not logged' : figure >= 1 ? 'Done' : 'Missed', fraction: null };
  if (component.kind === 'text') return { text: figure === null ? 'Not logged' : 'Written', fraction: null };
  const target = targetOf(component);
  const unit = unitOf(component);
  const shown = figure === null ? 0 : shownFigure(component, figure);
  if (!target) return { text: figure === null ? 'Not logged' : withUnit(shown, unit), fraction: null };
  const goal = shownFigure(component, target.value);
  if (target.kind === 'atLeast') {
    return { text: `${formatNumber(shown)} of ${withUnit(goal, unit)}`, fraction: goal === 0 ? 1 : Math.min(1, shown / goal) };
  }
  if (target.kind === 'atMost') return { text: `${formatNumber(shown)} of at most ${withUnit(goal, unit)}`, fraction: null };
  const upper = shownFigure(component, target.max ?? target.value);
  return { text: `${withUnit(shown, unit)} (aim ${formatNumber(goal)}–${withUnit(upper, unit)})`, fraction: null };
}
