import { describe, expect, it } from 'vitest';
import {
  asksBeforeFirstLog,
  isPastSessionLimit,
  needsFirstUseCheck,
  reportedAcknowledgement,
  riskScreenOf,
  sameFirstUseCheck,
} from './protocol-safety.logic';

type SafetyOf = { questions?: string[]; riskScreen?: boolean; maxDurationMinutes?: number };
const with_ = ({ questions = [], riskScreen = false, maxDurationMinutes }: SafetyOf) => ({
  safety: { questions, riskScreen, ...(maxDurationMinutes === undefined ? {} : { maxDurationMinutes }) },
});
const AT = '2026-01-15T08:00:00.000Z';

describe('the first-use check of an own protocol', () => {
  it('is asked for questions, for the risk screen, or both, and not for a protocol with neither', () => {
    expect(asksBeforeFirstLog(with_({}))).toBe(false);
    expect(asksBeforeFirstLog(with_({ maxDurationMinutes: 20 }))).toBe(false);
    expect(asksBeforeFirstLog(with_({ questions: ['Any heart condition?'] }))).toBe(true);
    expect(asksBeforeFirstLog(with_({ riskScreen: true }))).toBe(true);
  });

  it('stands until acknowledged, and the acknowledgement is reported only where something is asked', () => {
    expect(needsFirstUseCheck({ document: with_({ riskScreen: true }), safetyAcknowledgedAt: null })).toBe(true);
    expect(needsFirstUseCheck({ document: with_({ riskScreen: true }), safetyAcknowledgedAt: AT })).toBe(false);
    expect(needsFirstUseCheck({ document: with_({}), safetyAcknowledgedAt: null })).toBe(false);
    expect(reportedAcknowledgement(with_({ riskScreen: true }), AT)).toBe(AT);
    expect(reportedAcknowledgement(with_({ questions: ['Any heart condition?'] }), AT)).toBe(AT);
    expect(reportedAcknowledgement(with_({}), AT)).toBeNull();
  });

  it('is asked again when a new version adds the risk screen, changes its limit or its questions', () => {
    const screened = with_({ riskScreen: true, maxDurationMinutes: 20 });
    expect(sameFirstUseCheck(screened, with_({ riskScreen: true, maxDurationMinutes: 20 }))).toBe(true);
    expect(sameFirstUseCheck(screened, with_({}))).toBe(true);
    expect(sameFirstUseCheck(with_({}), screened)).toBe(false);
    expect(sameFirstUseCheck(screened, with_({ riskScreen: true, maxDurationMinutes: 30 }))).toBe(false);
    expect(sameFirstUseCheck(screened, with_({ riskScreen: true, maxDurationMinutes: 20, questions: ['New?'] }))).toBe(false);
  });
});

describe('the risk screen and the session limit', () => {
  it('lists who should ask a doctor first, and says the limit when the document has one', () => {
    const screen = riskScreenOf(with_({ riskScreen: true, maxDurationMinutes: 20 }));
    expect(screen?.risks).toEqual(expect.arrayContaining(['You have a heart condition or have had chest pain', 'You are under 18']));
    expect(screen?.limit).toBe('Keep each session under 20 min.');
    expect(riskScreenOf(with_({ riskScreen: true }))?.limit).toBeNull();
    expect(riskScreenOf(with_({ maxDurationMinutes: 20 }))).toBeNull();
  });

  it('finds a duration past the limit, not one at it, and none without a limit', () => {
    expect(isPastSessionLimit(with_({ maxDurationMinutes: 20 }), 20 * 60)).toBe(false);
    expect(isPastSessionLimit(with_({ maxDurationMinutes: 20 }), 20 * 60 + 1)).toBe(true);
    expect(isPastSessionLimit(with_({}), 10_000)).toBe(false);
  });
});
