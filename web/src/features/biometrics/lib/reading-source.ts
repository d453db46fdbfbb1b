import type { BiometricLog } from '@uh/core/biometrics/biometrics.schema';
import { HRV_METHODS, WEARABLE_SOURCE_LABELS, WEARABLE_SOURCES, type HrvMethod } from '@uh/core/wearables/wearables.schema';

export const MANUAL_SOURCE = 'manual';

/** The source filter's "no filter" choice. */
export const ALL_SOURCES = 'all';
export type SourceFilter = string;

/** 'Apple Health', 'Entered by hand'; a source this app does not know yet is shown as sent. */
export const sourceLabel = (source: string): string => (WEARABLE_SOURCE_LABELS as Record<string, string | undefined>)[source] ?? source;

/** The sources the logs came from: typed-in first, then the devices in a fixed order, then any other. */
export function sourcesIn(logs: readonly BiometricLog[]): string[] {
  const present = new Set(logs.map((log) => log.wearableSource));
  const known: readonly string[] = WEARABLE_SOURCES;
  return [...known.filter((source) => present.has(source)), ...[...present].filter((source) => !known.includes(source)).sort()];
}

/** The logs from one source, or all of them. */
export function filterBySource(logs: readonly BiometricLog[], filter: SourceFilter): readonly BiometricLog[] {
  return filter === ALL_SOURCES ? logs : logs.filter((log) => log.wearableSource === filter);
}

/** A filter that still matches something: a source whose last reading was deleted falls back to all. */
export const effectiveFilter = (logs: readonly BiometricLog[], filter: SourceFilter): SourceFilter =>
  filter !== ALL_SOURCES && logs.some((log) => log.wearableSource === filter) ? filter : ALL_SOURCES;

/**
 * How a log's HRV was measured. Read defensively: a server from before the field existed sends none,
 * and readings typed in have none.
 */
export function hrvMethodOf(log: BiometricLog): HrvMethod | null {
  const method: unknown = (log as { hrvMethod?: unknown }).hrvMethod;
  return HRV_METHODS.find((known) => known === method) ?? null;
}

const HRV_METHOD_NAMES: Record<HrvMethod, string> = { sdnn: 'SDNN', rmssd: 'RMSSD' };

/** 'HRV (SDNN)', 'HRV (RMSSD)', or plain 'HRV' for a value typed in. */
export const hrvLabel = (method: HrvMethod | null) => (method ? `HRV (${HRV_METHOD_NAMES[method]})` : 'HRV');
