import { describe, expect, it } from 'vitest';
import { DAY_STATE_LABELS, formatStrength, stateCountPhrase, stateCountPhrases, streakPhrase } from './tracker-states';

describe('day states in words', () => {
  it('names every state, and unknown as not logged rather than not done', () => {
    expect(DAY_STATE_LABELS).toEqual({
      done: 'Done',
      partial: 'Partial',
      notDone: 'Not done',
      skipped: 'Skipped',
      paused: 'Paused',
      unknown: 'Not logged',
    });
  });

  it('counts days honestly, one and many', () => {
    expect(stateCountPhrase('unknown', 5)).toBe('5 days not logged');
    expect(stateCountPhrase('skipped', 1)).toBe('1 day skipped');
    expect(stateCountPhrases({ done: 3, unknown: 2 }).map((phrase) => phrase.text)).toEqual([
      '3 days done',
      '0 days partly done',
      '0 days not done',
      '0 days skipped',
      '0 days paused',
      '2 days not logged',
    ]);
  });

  it('shows strength as a whole percent and the streak in days', () => {
    expect(formatStrength(42.6)).toBe('43%');
    expect(formatStrength(120)).toBe('100%');
    expect(streakPhrase(0)).toBe('No streak yet');
    expect(streakPhrase(1)).toBe('1 day in a row');
    expect(streakPhrase(4)).toBe('4 days in a row');
  });
});
