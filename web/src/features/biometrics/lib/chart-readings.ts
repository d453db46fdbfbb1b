import type { BiometricLog } from '@uh/core/biometrics/biometrics.schema';
import { MANUAL_SOURCE } from './reading-source';

/**
 * The readings a chart draws for one metric. On a local day with a reading typed in, imported
 * readings of that metric are left out: the person's own measurement wins. Both stay in the history.
 * Days are the log's own `localDay`, the day it counted on where it was taken.
 */
export function chartReadings(logs: readonly BiometricLog[], hasValue: (log: BiometricLog) => boolean): BiometricLog[] {
  const withValue = logs.filter(hasValue);
  const typedDays = new Set(withValue.filter((log) => log.wearableSource === MANUAL_SOURCE).map((log) => log.localDay));
  return withValue.filter((log) => log.wearableSource === MANUAL_SOURCE || !typedDays.has(log.localDay));
}
