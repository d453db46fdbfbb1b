import { describe, expect, it } from 'vitest';
import { daysInWords } from './own-protocol-words';

describe('an own protocol’s days in words', () => {
  it('counts each state, the most common first, naming the days once', () => {
    const days = [...Array(9).fill({ state: 'done' }), ...Array(3).fill({ state: 'unknown' }), { state: 'skipped' }, { state: 'skipped' }];
    expect(daysInWords(days)).toBe('9 days done, 3 with nothing logged, 2 skipped');
    expect(daysInWords([{ state: 'notDone' }])).toBe('1 day not done');
    expect(daysInWords([])).toBe('no days yet');
  });
});
