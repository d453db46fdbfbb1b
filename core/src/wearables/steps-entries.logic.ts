/*
 * What a day's steps from a wearable or an import change in a person's own protocols. The rules:
 *
 * - Every `measure` component whose unit is `steps` takes the day's steps, as one entry with
 *   source `wearable` per protocol, component and day, from the day the protocol was added on.
 * - The day's steps are the most any of the person's sources counted that day: a ring and a phone
 *   both count the same walk, so sources are never added up.
 * - A later sync of the same day changes that entry's value; it never adds a second one.
 * - A value the person gave for the day themselves (typed, spoken or imported from a file) wins:
 *   no wearable entry is written beside it, and one written before it is removed, so the day is
 *   not counted twice.
 */
import type { LocalDate } from '../common/calendar.logic';

export const WEARABLE_ENTRY_SOURCE = 'wearable';

type Component = { id: string; kind: string; unit?: string };

/** The ids of a document's components that count steps. */
export const stepsComponentIds = (document: { components: readonly Component[] }): string[] =>
  document.components.filter((component) => component.kind === 'measure' && component.unit === 'steps').map((component) => component.id);

/** A steps component of one live protocol, and the first day it takes values on. */
export type StepsTarget = { protocolId: number; componentId: string; firstDay: LocalDate };

/** An entry already there for one of the targets and days. */
export type StepsEntry = { id: number; protocolId: number; componentId: string; localDay: string; value: number | null; source: string };

export type StepsEntryPlan = {
  insert: { protocolId: number; componentId: string; localDay: LocalDate; value: number }[];
  update: { id: number; value: number }[];
  remove: number[];
};

/** The most steps any source counted on each day. */
export function mostStepsPerDay(counts: readonly { localDay: LocalDate; steps: number }[]): Map<LocalDate, number> {
  const days = new Map<LocalDate, number>();
  for (const { localDay, steps } of counts) days.set(localDay, Math.max(days.get(localDay) ?? steps, steps));
  return days;
}

export function planStepsEntries(
  targets: readonly StepsTarget[],
  steps: ReadonlyMap<LocalDate, number>,
  existing: readonly StepsEntry[],
): StepsEntryPlan {
  const plan: StepsEntryPlan = { insert: [], update: [], remove: [] };
  const keyOf = (protocolId: number, componentId: string, day: string) => `${protocolId}\u0000${componentId}\u0000${day}`;
  const entries = new Map<string, StepsEntry[]>();
  for (const entry of existing) {
    const key = keyOf(entry.protocolId, entry.componentId, entry.localDay);
    entries.set(key, [...(entries.get(key) ?? []), entry]);
  }
  for (const target of targets) {
    for (const [localDay, value] of steps) {
      if (localDay < target.firstDay) continue;
      const there = entries.get(keyOf(target.protocolId, target.componentId, localDay)) ?? [];
      const fromWearable = there.filter((entry) => entry.source === WEARABLE_ENTRY_SOURCE).sort((a, b) => a.id - b.id);
      if (there.length > fromWearable.length) {
        plan.remove.push(...fromWearable.map((entry) => entry.id));
        continue;
      }
      const [kept, ...extra] = fromWearable;
      plan.remove.push(...extra.map((entry) => entry.id));
      if (!kept) plan.insert.push({ protocolId: target.protocolId, componentId: target.componentId, localDay, value });
      else if (kept.value !== value) plan.update.push({ id: kept.id, value });
    }
  }
  return plan;
}
