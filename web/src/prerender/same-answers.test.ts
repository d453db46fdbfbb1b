import { describe, expect, it } from 'vitest';
import { sameAnswers } from './same-answers';

describe('sameAnswers', () => {
  const summary = { today: '2026-03-02', points: [{ date: '2026-03-02', fasting: 1, days: 1 }], streak: null, done: true };

  it('holds two answers with the same JSON the same', () => {
    expect(sameAnswers(summary, structuredClone(summary))).toBe(true);
    expect(sameAnswers([], [])).toBe(true);
    expect(sameAnswers(null, null)).toBe(true);
  });

  it('tells apart any change the page would show, and the same fields written in another order', () => {
    const changed = [
      { ...summary, today: '2026-03-03' },
      { ...summary, points: [{ date: '2026-03-02', fasting: 0, days: 1 }] },
      { ...summary, points: [] },
      { ...summary, streak: 0 },
      { ...summary, done: 'true' },
      { ...summary, extra: 1 },
      { points: summary.points, today: summary.today, streak: null, done: true },
      [summary],
      null,
    ];
    for (const answer of changed) expect(sameAnswers(summary, answer), JSON.stringify(answer)).toBe(false);
    expect(sameAnswers({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameAnswers([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameAnswers({ at: new Date(1) }, { at: new Date(2) })).toBe(false);
    expect(sameAnswers({ at: new Date(1) }, { at: new Date(1) })).toBe(true);
  });
});
