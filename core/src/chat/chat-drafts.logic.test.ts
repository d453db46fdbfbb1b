import { describe, expect, it } from 'vitest';
import { DRAFT_CASES, DRAFT_NOW, DRAFT_TIME_ZONE, type DraftCase } from './chat-drafts.cases';
import { asksToLog, draftRefusal, draftsFromMessage, isQuestion } from './chat-drafts.logic';
import { RISK_CASES } from './chat-risk.cases';
import { mentionsIn, screenConversation } from './chat-risk.logic';
import { FACTOR_TOPICS, RISK_FACTORS } from './chat-risk-factors.logic';

const draftsOf = ({ said, units }: DraftCase) =>
  draftsFromMessage(said, {
    weightUnit: units?.weightUnit ?? 'lbs',
    temperatureUnit: units?.temperatureUnit ?? 'F',
    now: DRAFT_NOW,
    timeZone: DRAFT_TIME_ZONE,
  }).map(({ plan }) => plan);

const isExact = (testCase: DraftCase) => {
  try {
    expect(draftsOf(testCase)).toEqual(testCase.drafts);
    return true;
  } catch {
    return false;
  }
};

describe("the offline coach's drafts", () => {
  it('are held to a set of at least 50 logging messages', () => {
    expect(DRAFT_CASES.length).toBeGreaterThanOrEqual(50);
    expect(new Set(DRAFT_CASES.map(({ said }) => said)).size).toBe(DRAFT_CASES.length);
  });

  it('draft at least 90 % of them exactly right', () => {
    const misses = DRAFT_CASES.filter((testCase) => !isExact(testCase));
    const rate = (DRAFT_CASES.length - misses.length) / DRAFT_CASES.length;
    expect(
      rate,
      `missed: ${misses.map((testCase) => `"${testCase.said}" → ${JSON.stringify(draftsOf(testCase))}`).join('; ')}`,
    ).toBeGreaterThanOrEqual(0.9);
  });

  it('never draft anything for a question, a negation or a plan', () => {
    for (const testCase of DRAFT_CASES.filter(({ drafts }) => drafts.length === 0)) expect(draftsOf(testCase), testCase.said).toEqual([]);
  });

  it('tell a question from a request', () => {
    expect(isQuestion('should I plunge for 3 minutes')).toBe(true);
    expect(isQuestion('Is 4 °C too cold?')).toBe(true);
    expect(isQuestion('log a 3 minute plunge')).toBe(false);
    expect(isQuestion('did an hour of yoga')).toBe(false);
  });

  it('tell a plan from a report, unless asked in so many words to log', () => {
    expect(asksToLog('I want to try a 24 hour fast')).toBe(false);
    expect(asksToLog('going to plunge later')).toBe(false);
    expect(asksToLog('I want to log a 24 hour fast')).toBe(true);
    expect(asksToLog('started a 24 hour fast')).toBe(true);
  });
});

describe('drafts for someone the risk screen flags', () => {
  const fast = (targetHours: number) => ({ kind: 'fastStart', startTime: DRAFT_NOW.toISOString(), targetHours }) as const;
  const plunge = (temperature: number, temperatureUnit: 'C' | 'F') =>
    ({
      kind: 'coldExposure',
      log: { exposureMethod: 'cold_plunge', temperature, temperatureUnit, duration: 120, completed: true },
    }) as const;

  it.each(RISK_FACTORS)('stop at 24 h of fasting and 10 °C of cold where %s affects them', (factor) => {
    const topics = FACTOR_TOPICS[factor];
    expect(draftRefusal(fast(36), [factor]) !== null).toBe(topics.includes('fasting'));
    expect(draftRefusal(fast(24), [factor])).toBeNull();
    expect(draftRefusal(plunge(4, 'C'), [factor]) !== null).toBe(topics.includes('cold'));
    expect(draftRefusal(plunge(45, 'F'), [factor]) !== null).toBe(topics.includes('cold'));
    expect(draftRefusal(plunge(12, 'C'), [factor])).toBeNull();
  });

  // A condition of someone else ("my wife is pregnant") does not bound the person's own logs.
  const ownCases = RISK_CASES.filter(({ said }) => said.some((text) => mentionsIn(text).own.size > 0));
  it.each(ownCases.map((riskCase) => [riskCase.said.join(' / '), riskCase] as const))(
    'hold back what the screen’s persona %j must not be drafted, as read from their words',
    (_, { said }) => {
      const { mentioned } = screenConversation([], said);
      const own = said.flatMap((text) => [...mentionsIn(text).own]);
      const affected = (topic: 'fasting' | 'cold') => own.some((factor) => FACTOR_TOPICS[factor].includes(topic));
      expect(affected('fasting') || affected('cold')).toBe(true);
      if (affected('fasting')) expect(draftRefusal(fast(36), mentioned)).not.toBeNull();
      if (affected('cold')) expect(draftRefusal(plunge(4, 'C'), mentioned)).not.toBeNull();
    },
  );

  it('are not limited for everyone else', () => {
    expect(draftRefusal(fast(72), [])).toBeNull();
    expect(draftRefusal(plunge(2, 'C'), [])).toBeNull();
  });
});

describe("a draft's card", () => {
  const options = { weightUnit: 'kg', temperatureUnit: 'C', now: DRAFT_NOW, timeZone: DRAFT_TIME_ZONE } as const;
  const cards = (said: string) => draftsFromMessage(said, options).map(({ summary }) => summary);

  it('says what will be logged, in the person’s units and clock', () => {
    expect(cards('log a 3 minute plunge at 4 °C')).toEqual(['Cold Plunge · 3 min at 4 °C']);
    expect(cards('started fasting at 8 pm')).toEqual(['Start a 16-hour fast at 20:00']);
    expect(cards('end my fast')).toEqual(['End your fast at 07:30']);
    expect(cards('ate 3 eggs with 30 grams of protein and walked for 20 minutes')).toEqual([
      "Add 30 g protein to today's 30-30-30",
      "Add 20 min of exercise to today's 30-30-30",
    ]);
    expect(cards('weight 82.5 kg, blood pressure 120 over 80')).toEqual(['Reading · weight 82.5 kg · blood pressure 120/80']);
  });
});
