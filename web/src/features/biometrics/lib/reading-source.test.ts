import { describe, expect, it } from 'vitest';
import { ALL_SOURCES, effectiveFilter, filterBySource, hrvLabel, hrvMethodOf, sourceLabel, sourcesIn } from './reading-source';
import { testLog } from './test-log';

const typed = testLog('2026-05-03T07:00:00.000Z', { weight: 180 });
const apple = testLog('2026-05-03T12:00:00.000Z', { weight: 181, wearableSource: 'apple_health' });
const oura = testLog('2026-05-04T12:00:00.000Z', { hrv: 48, hrvMethod: 'rmssd', wearableSource: 'oura' });
const unknown = testLog('2026-05-04T12:00:00.000Z', { heartRate: 60, wearableSource: 'garmin' });

describe('sources', () => {
  it('names each source, and shows an unknown one as sent', () => {
    expect(sourceLabel('manual')).toBe('Entered by hand');
    expect(sourceLabel('apple_health')).toBe('Apple Health');
    expect(sourceLabel('garmin')).toBe('garmin');
  });

  it('lists only the sources present, typed-in first', () => {
    expect(sourcesIn([oura, unknown, apple, typed])).toEqual(['manual', 'apple_health', 'oura', 'garmin']);
    expect(sourcesIn([apple])).toEqual(['apple_health']);
  });

  it('filters by source, and falls back to all when the chosen source has nothing left', () => {
    const logs = [typed, apple, oura];
    expect(filterBySource(logs, ALL_SOURCES)).toEqual(logs);
    expect(filterBySource(logs, 'apple_health')).toEqual([apple]);
    expect(effectiveFilter(logs, 'oura')).toBe('oura');
    expect(effectiveFilter([typed], 'oura')).toBe(ALL_SOURCES);
  });
});

describe('HRV method', () => {
  it('reads the method, and none when the server sent none or something unknown', () => {
    expect(hrvMethodOf(oura)).toBe('rmssd');
    expect(hrvMethodOf(typed)).toBeNull();
    const { hrvMethod: _dropped, ...older } = oura;
    expect(hrvMethodOf(older as typeof oura)).toBeNull();
    expect(hrvMethodOf({ ...oura, hrvMethod: 'pnn50' as never })).toBeNull();
  });

  it('labels the series', () => {
    expect([hrvLabel('sdnn'), hrvLabel('rmssd'), hrvLabel(null)]).toEqual(['HRV (SDNN)', 'HRV (RMSSD)', 'HRV']);
  });
});
