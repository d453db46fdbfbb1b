import { describe, expect, it } from 'vitest';
import { durationParts, formatDuration, formatDurationWords, wholeSeconds } from './duration-format.logic';

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [45, '0:45'],
    [152, '2:32'],
    [152.9, '2:32'], // cut like the stopwatch face, never rounded up to the next second or minute
    [200, '3:20'],
    [1800, '30:00'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [-5, '0:00'],
    [Number.NaN, '0:00'],
  ])('writes %d s as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});

describe('formatDurationWords', () => {
  it.each([
    [0, '0 seconds'],
    [1, '1 second'],
    [60, '1 minute'],
    [152, '2 minutes 32 seconds'],
    [3605, '1 hour 5 seconds'],
    [7322, '2 hours 2 minutes 2 seconds'],
  ])('says %d s as %s', (seconds, text) => {
    expect(formatDurationWords(seconds)).toBe(text);
  });
});

describe('durationParts', () => {
  it('splits whole seconds', () => {
    expect(durationParts(3725.7)).toEqual({ hours: 1, minutes: 2, seconds: 5 });
    expect(wholeSeconds(-1)).toBe(0);
  });
});
