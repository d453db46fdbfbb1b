import { describe, expect, it } from 'vitest';
import { chartReadings } from './chart-readings';
import { testLog } from './test-log';

const hasWeight = (log: { weight: number | null }) => log.weight !== null;

describe('chartReadings', () => {
  it('keeps a typed reading over an imported one on the same local day', () => {
    const typed = testLog('2026-05-03T07:00:00.000Z', { weight: 180 });
    const imported = testLog('2026-05-03T12:00:00.000Z', { weight: 181, wearableSource: 'apple_health' });
    const otherDay = testLog('2026-05-04T12:00:00.000Z', { weight: 182, wearableSource: 'apple_health' });
    expect(chartReadings([typed, imported, otherDay], hasWeight)).toEqual([typed, otherDay]);
  });

  it('judges each metric on its own: a typed weight leaves the imported heart rate of that day', () => {
    const typed = testLog('2026-05-03T07:00:00.000Z', { weight: 180 });
    const imported = testLog('2026-05-03T12:00:00.000Z', { heartRate: 55, wearableSource: 'apple_health' });
    expect(chartReadings([typed, imported], (log) => log.heartRate !== null)).toEqual([imported]);
  });

  it('goes by the local day the reading counted on, not the UTC date', () => {
    const typed = testLog('2026-05-04T02:00:00.000Z', { weight: 180, localDay: '2026-05-03' });
    const imported = testLog('2026-05-03T12:00:00.000Z', { weight: 181, wearableSource: 'apple_health', localDay: '2026-05-03' });
    expect(chartReadings([typed, imported], hasWeight)).toEqual([typed]);
  });

  it('keeps every typed reading of a day, and readings from two devices', () => {
    const morning = testLog('2026-05-03T07:00:00.000Z', { weight: 180 });
    const evening = testLog('2026-05-03T19:00:00.000Z', { weight: 181 });
    const apple = testLog('2026-05-05T12:00:00.000Z', { weight: 182, wearableSource: 'apple_health' });
    const withings = testLog('2026-05-05T12:00:00.000Z', { weight: 182.4, wearableSource: 'withings' });
    expect(chartReadings([morning, evening, apple, withings], hasWeight)).toEqual([morning, evening, apple, withings]);
  });
});
