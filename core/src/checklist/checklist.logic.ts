import { byTrackedProtocol, type ProtocolKey } from '../protocols/protocol-registry';

export const CHECKLIST_ITEM_KEYS = [
  'morningProteinCompleted',
  'morningExerciseCompleted',
  'sunlightExposureCompleted',
  'coldExposureCompleted',
  'hydrationTargetCompleted',
  'fastingCompleted',
  'supplementsCompleted',
  'journalEntryCompleted',
] as const;
export type ChecklistItemKey = (typeof CHECKLIST_ITEM_KEYS)[number];

/** Each item's name, as the checklist shows it. */
export const CHECKLIST_ITEM_TITLES: Record<ChecklistItemKey, string> = {
  morningProteinCompleted: 'Morning Protein',
  morningExerciseCompleted: 'Morning Exercise',
  sunlightExposureCompleted: 'Sunlight Exposure',
  coldExposureCompleted: 'Cold Exposure',
  hydrationTargetCompleted: 'Hydration Target',
  fastingCompleted: 'Fasting',
  supplementsCompleted: 'Supplements',
  journalEntryCompleted: 'Journal Entry',
};
export type ChecklistItems = Record<ChecklistItemKey, boolean>;

export const EMPTY_CHECKLIST: ChecklistItems = Object.fromEntries(CHECKLIST_ITEM_KEYS.map((key) => [key, false])) as ChecklistItems;

/** docs/product.md §5: completed items out of 8, as a rounded percentage. */
export function checklistPercent(items: ChecklistItems): number {
  const done = CHECKLIST_ITEM_KEYS.filter((key) => items[key]).length;
  return Math.round((done / CHECKLIST_ITEM_KEYS.length) * 100);
}

export type WeeklyCircle = 'complete' | 'partial' | 'started' | 'missed' | 'empty';

/**
 * docs/product.md §4 weekly day circle: ≥ 75 % green check; 50–74 % yellow with the percentage; 1–49 %
 * the percentage; 0 % on a past day (not today) a red missed icon; otherwise grey 0 %.
 */
export function weeklyCircle(percent: number, isPastDay: boolean): WeeklyCircle {
  if (percent >= 75) return 'complete';
  if (percent >= 50) return 'partial';
  if (percent >= 1) return 'started';
  return isPastDay ? 'missed' : 'empty';
}

/** Ounces of water for the hydration target: half the body weight in lbs (docs/product.md §2 hint). */
export const hydrationOunces = (weightLbs: number) => Math.round(weightLbs / 2);

/** The checklist items a logged protocol ticks on the day it happened (the user may untick). */
export const PROTOCOL_CHECKLIST_ITEMS: Record<ProtocolKey, readonly ChecklistItemKey[]> = byTrackedProtocol(
  (entry) => entry.checklistItems,
);
