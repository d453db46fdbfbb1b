import { dayNumber, dayOfWeek, dayOfWeekOfNumber, fromDayNumber } from '../common/calendar.logic';
import { aggregateOf, componentResult, figureOf, type ComponentResult } from './component-result.logic';
import { measurableComponent, shareOfTarget } from './measurable-protocol.logic';
import type { DayState, ProtocolDocument, ProtocolGroup, ProtocolSchedule } from './protocol-document.schema';

/** One logged value, as the evaluation needs it: `value` for every kind but text, `text` for text. */
export type EntryFact = { componentId: string; date: string; value: number | null; text: string | null };

/** What the person said about days, apart from their entries. */
export type DayMarks = {
  /** Skipped days and their reasons. */
  skips: ReadonlyMap<string, string | null>;
  /** Paused ranges, both ends included. */
  pauses: ReadonlyArray<{ from: string; to: string }>;
  /** Days on which everything was logged, so nothing logged means not done. */
  loggedEverything: ReadonlySet<string>;
};

export type EvaluatedDay = {
  date: string;
  state: DayState;
  /** False on a day the schedule does not ask for (a weekday schedule's other days). */
  scheduled: boolean;
  /** Per component, the day's figure; null when nothing was logged. */
  figures: Record<string, number | null>;
  /** How much of the day's aim was reached, 0..1 (docs/protocols.md, "Habit strength"). */
  progress: number;
};

/**
 * Each local day from `from` to `to` (both included) of one protocol: paused when a pause covers it,
 * else skipped when marked so, else what its entries make of it (docs/protocols.md, "Entry states").
 * A schedule's anchor ("within 30 minutes of waking") does not change a day's state: it only times
 * the reminders, since a session logged late is still a session.
 */
export function evaluateDays(
  document: ProtocolDocument,
  from: string,
  to: string,
  entries: readonly EntryFact[],
  marks: DayMarks,
): EvaluatedDay[] {
  const valuesByDay = groupEntries(document, entries);
  const measurable = measurableComponent(document);
  const days: EvaluatedDay[] = [];
  const last = dayNumber(to);
  for (let number = dayNumber(from); number <= last; number++) {
    const date = fromDayNumber(number);
    const values = valuesByDay.get(date);
    const figures: Record<string, number | null> = {};
    const results: ComponentResult[] = [];
    for (const component of document.components) {
      const figure = figureOf(aggregateOf(component), values?.get(component.id) ?? []);
      figures[component.id] = figure;
      results.push(componentResult(component, figure, marks.loggedEverything.has(date)));
    }
    const logged = groupState(document.group, results);
    const progress = measurable
      ? shareOfTarget(measurable.target, figures[measurable.id] ?? 0)
      : logged === 'done'
        ? 1
        : results.filter((result) => result === 'met').length / requiredCount(document.group, results.length);
    days.push({
      date,
      state: markedState(date, marks) ?? logged,
      scheduled: isScheduledWeekday(document.schedule, dayOfWeekOfNumber(number)),
      figures,
      progress,
    });
  }
  return days;
}

/** Values per day and component, in the order given; entries of removed components are left out. */
function groupEntries(document: ProtocolDocument, entries: readonly EntryFact[]) {
  const known = new Set(document.components.map((component) => component.id));
  const byDay = new Map<string, Map<string, number[]>>();
  for (const entry of entries) {
    if (!known.has(entry.componentId)) continue;
    // A note counts as one written value; its figure is the number of notes.
    const value = entry.text !== null ? 1 : entry.value;
    if (value === null) continue;
    let day = byDay.get(entry.date);
    if (!day) byDay.set(entry.date, (day = new Map()));
    const values = day.get(entry.componentId);
    if (values) values.push(value);
    else day.set(entry.componentId, [value]);
  }
  return byDay;
}

function markedState(date: string, marks: DayMarks): DayState | null {
  if (marks.pauses.some((pause) => pause.from <= date && date <= pause.to)) return 'paused';
  if (marks.skips.has(date)) return 'skipped';
  return null;
}

const requiredCount = (group: ProtocolGroup, components: number) =>
  group.kind === 'all' ? components : group.kind === 'any' ? 1 : group.count;

/**
 * Enough components met is done; nothing logged is unknown; some progress short of the group's
 * demand is partial; logged entries that all fall short are not done.
 */
function groupState(group: ProtocolGroup, results: readonly ComponentResult[]): DayState {
  const met = results.filter((result) => result === 'met').length;
  if (met >= requiredCount(group, results.length)) return 'done';
  if (results.every((result) => result === 'missing')) return 'unknown';
  if (met > 0 || results.includes('partial')) return 'partial';
  return 'notDone';
}

/** A weekday schedule asks for its ISO weekdays (1 Monday … 7 Sunday); the others ask every day. */
export const isScheduled = (schedule: ProtocolSchedule, date: string): boolean => isScheduledWeekday(schedule, dayOfWeek(date));

/** `isScheduled` for a day known by its weekday (0 Sunday … 6 Saturday). */
function isScheduledWeekday(schedule: ProtocolSchedule, weekday: number): boolean {
  if (schedule.kind !== 'weekdays') return true;
  return schedule.weekdays.includes(weekday || 7);
}
