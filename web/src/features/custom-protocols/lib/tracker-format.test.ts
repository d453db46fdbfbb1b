import { componentSchema, type ProtocolComponent } from '@uh/core/custom-protocols/protocol-document.schema';
import { describe, expect, it } from 'vitest';
import { formatEntryValue, minutesToSeconds, progressToward, secondsToMinutes, withUnit } from './tracker-format';

const component = (input: object): ProtocolComponent => componentSchema.parse({ id: 'part', label: 'Part', ...input });

const sauna = component({ kind: 'duration', target: { kind: 'atLeast', value: 900 } });
const drinks = component({ kind: 'count', target: { kind: 'atMost', value: 0 } });
const sleep = component({ kind: 'measure', unit: 'min', target: { kind: 'range', value: 420, max: 540 } });
const mood = component({ kind: 'scale', min: 1, max: 3, labels: ['Low', 'Fine', 'Good'] });

describe('minutes and seconds', () => {
  it('stores typed minutes as whole seconds and reads them back to one decimal', () => {
    expect(minutesToSeconds(10)).toBe(600);
    expect(minutesToSeconds(2.5)).toBe(150);
    expect(secondsToMinutes(600)).toBe(10);
    expect(secondsToMinutes(90)).toBe(1.5);
    expect(secondsToMinutes(100)).toBe(1.7);
  });
});

describe('a logged value by kind', () => {
  it('reads a check as done or missed', () => {
    const pill = component({ kind: 'check' });
    expect(formatEntryValue(pill, { value: 1, text: null })).toBe('Done');
    expect(formatEntryValue(pill, { value: 0, text: null })).toBe('Missed');
  });

  it('reads a duration in minutes and a measure in its unit', () => {
    expect(formatEntryValue(sauna, { value: 600, text: null })).toBe('10 min');
    expect(formatEntryValue(component({ kind: 'measure', unit: '°C' }), { value: 8.5, text: null })).toBe('8.5 °C');
    expect(formatEntryValue(component({ kind: 'measure', unit: 'steps' }), { value: 10000, text: null })).toBe('10,000 steps');
    expect(withUnit(45, '%')).toBe('45%');
  });

  it('names a scale step by its label and shows text as written', () => {
    expect(formatEntryValue(mood, { value: 3, text: null })).toBe('3 (Good)');
    expect(formatEntryValue(component({ kind: 'text' }), { value: null, text: 'Calm morning' })).toBe('Calm morning');
  });
});

describe('progress toward the target', () => {
  it('counts minutes toward an at-least target, capped at the whole bar', () => {
    expect(progressToward(sauna, 600)).toEqual({ text: '10 of 15 min', fraction: 10 / 15 });
    expect(progressToward(sauna, 900)).toEqual({ text: '15 of 15 min', fraction: 1 });
    expect(progressToward(sauna, 1500).fraction).toBe(1);
    expect(progressToward(sauna, null)).toEqual({ text: '0 of 15 min', fraction: 0 });
  });

  it('draws no bar for at-most and range targets, where more is not better', () => {
    expect(progressToward(drinks, 1)).toEqual({ text: '1 of at most 0', fraction: null });
    expect(progressToward(sleep, 480)).toEqual({ text: '480 min (aim 420–540 min)', fraction: null });
  });

  it('says a check or a component without target is not logged rather than zero', () => {
    expect(progressToward(component({ kind: 'check' }), null).text).toBe('Not logged');
    expect(progressToward(component({ kind: 'count' }), null).text).toBe('Not logged');
    expect(progressToward(component({ kind: 'count' }), 4).text).toBe('4');
  });
});
