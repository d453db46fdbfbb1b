import { describe, expect, it } from 'vitest';
import { filledBudget, spendSpeechSeconds } from './speech-budget.logic';

const MINUTE = 60_000;

describe('spendSpeechSeconds', () => {
  it('takes recordings while the bucket is above zero, the last one below it', () => {
    const first = spendSpeechSeconds(undefined, 50, 120, 0);
    expect(first).toEqual({ ok: true, budget: { seconds: 70, at: 0 } });
    const second = spendSpeechSeconds(first.ok ? first.budget : undefined, 100, 120, 0);
    expect(second).toEqual({ ok: true, budget: { seconds: -30, at: 0 } });
  });

  it('never refuses a first recording longer than the whole allowance', () => {
    expect(spendSpeechSeconds(undefined, 300, 120, 0)).toEqual({ ok: true, budget: { seconds: -180, at: 0 } });
  });

  it('refuses while the bucket is at or below zero, saying how long until it is above zero', () => {
    // 180 s owed at 120 s a minute: a minute and a half.
    expect(spendSpeechSeconds({ seconds: -180, at: 0 }, 5, 120, 0)).toEqual({ ok: false, retryAfterSeconds: 91 });
    expect(spendSpeechSeconds({ seconds: -180, at: 0 }, 5, 120, 60_000)).toEqual({ ok: false, retryAfterSeconds: 31 });
    expect(spendSpeechSeconds({ seconds: 0, at: 0 }, 5, 120, 0)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(spendSpeechSeconds({ seconds: -180, at: 0 }, 5, 120, 91_000)).toMatchObject({ ok: true });
  });
});

describe('filledBudget', () => {
  it('fills at the allowance a minute, never above it', () => {
    expect(filledBudget({ seconds: -60, at: 0 }, 120, MINUTE / 2)).toEqual({ seconds: 0, at: MINUTE / 2 });
    expect(filledBudget({ seconds: 100, at: 0 }, 120, 10 * MINUTE)).toEqual({ seconds: 120, at: 10 * MINUTE });
    expect(filledBudget(undefined, 120, 5)).toEqual({ seconds: 120, at: 5 });
  });
});
