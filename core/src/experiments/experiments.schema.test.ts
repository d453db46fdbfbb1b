import { describe, expect, it } from 'vitest';
import { BUILT_IN_FACTOR_PROTOCOLS } from '../insights/insights.schema';
import { experimentCreateSchema, experimentResultSchema, experimentSchema } from './experiments.schema';

const firstMessage = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const issue = result.error?.issues[0];
  return issue ? `${issue.path.join('.')}: ${issue.message}` : null;
};

const body = {
  intervention: { kind: 'customProtocol', protocolId: 12 },
  outcome: { kind: 'biometric', metric: 'hrvMs' },
  lag: 'nextNight',
  smallestChange: 3,
  direction: 'increase',
  design: { kind: 'abab' },
  startDay: '2026-03-02',
};

describe('experimentCreateSchema', () => {
  it('fills the design’s defaults (7-day baseline, 4-day blocks, 28 days, no washout) and a fixed stopping rule', () => {
    expect(experimentCreateSchema.parse(body)).toMatchObject({
      design: { kind: 'abab', baselineDays: 7, blockDays: 4, maxDays: 28, washoutDays: 0 },
      stopping: { kind: 'fixed' },
    });
    expect(experimentCreateSchema.parse({ ...body, stopping: { kind: 'early' } }).stopping).toEqual({
      kind: 'early',
      threshold: 0.95,
      minDays: 14,
    });
  });

  it('takes only a yes/no habit as the intervention', () => {
    expect(experimentCreateSchema.safeParse({ ...body, intervention: { kind: 'protocol', protocol: 'coldExposure' } }).success).toBe(true);
    expect(firstMessage(experimentCreateSchema.safeParse({ ...body, intervention: { kind: 'protocolAmount', protocol: 'fasting' } }))).toBe(
      'intervention.kind: intervention.kind must be protocol or customProtocol (a habit done or not)',
    );
    // The list is the registry's habit protocols, so a protocol added later is named without editing this test.
    expect(firstMessage(experimentCreateSchema.safeParse({ ...body, intervention: { kind: 'protocol', protocol: 'notAProtocol' } }))).toBe(
      `intervention.protocol: protocol must be one of ${BUILT_IN_FACTOR_PROTOCOLS.join(', ')}`,
    );
    expect(BUILT_IN_FACTOR_PROTOCOLS).toEqual(expect.arrayContaining(['thirtyThirtyThirty', 'fasting', 'coldExposure']));
  });

  it('names the field in each refusal', () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ smallestChange: 0 }, 'smallestChange: smallestChange must be greater than 0'],
      [{ direction: 'up' }, 'direction: direction must be increase or decrease'],
      [{ lag: 'nextWeek' }, 'lag: lag must be sameDay, nextNight or nextDay'],
      [{ startDay: '2026-02-30' }, 'startDay: startDay must be a real calendar date'],
      [{ design: { kind: 'crossover' } }, 'design.kind: design.kind must be abab or randomisedBlocks'],
      [{ design: { kind: 'abab', baselineDays: 15 } }, 'design.baselineDays: design.baselineDays must be at most 14'],
      [{ design: { kind: 'abab', blockDays: 1 } }, 'design.blockDays: design.blockDays must be at least 2'],
      [{ design: { kind: 'abab', maxDays: 57 } }, 'design.maxDays: design.maxDays must be at most 56'],
      [{ design: { kind: 'abab', washoutDays: 4 } }, 'design.washoutDays: design.washoutDays must be at most 3'],
      [
        { design: { kind: 'abab', blockDays: 2, washoutDays: 2 } },
        'design.washoutDays: design.washoutDays must be fewer than design.blockDays',
      ],
      // 14 baseline days + 2 blocks of 4 = 22 > 20.
      [
        { design: { kind: 'abab', baselineDays: 14, maxDays: 20 } },
        'design.maxDays: design.maxDays must leave room for the baseline and at least two blocks',
      ],
      [{ stopping: { kind: 'early', threshold: 0.5 } }, 'stopping.threshold: stopping.threshold must be at least 0.8'],
      [{ stopping: { kind: 'early', minDays: 40 } }, 'stopping.minDays: stopping.minDays must be at most design.maxDays'],
      [{ stopping: { kind: 'whenever' } }, 'stopping.kind: stopping.kind must be fixed or early'],
    ];
    for (const [change, message] of cases) expect(firstMessage(experimentCreateSchema.safeParse({ ...body, ...change }))).toBe(message);
  });
});

describe('stored experiment and result', () => {
  it('describe what the API answers with', () => {
    const created = experimentCreateSchema.parse(body);
    const stored = {
      ...created,
      id: 1,
      seed: 99,
      plan: [{ day: '2026-03-02', phase: 'baseline', block: 0 }],
      createdAt: '2026-03-01T20:00:00Z',
      stoppedOn: null,
    };
    expect(experimentSchema.parse(stored)).toEqual(stored);
    const result = {
      verdict: 'inconclusive',
      sentence: 'Inconclusive — about 8 more days would settle it (an estimate)',
      effect: { mean: 1.2, low: -0.5, high: 2.9 },
      probabilityMeaningful: 0.3,
      probabilityHopedDirection: 0.85,
      probabilityNoMeaningfulEffect: 0.4,
      moreDays: 8,
      analysedDays: 20,
      daysOn: 8,
      daysOff: 12,
      notFollowedDays: [],
      unknownDays: ['2026-03-05'],
      stopNow: false,
      compliance: [{ day: '2026-03-02', phase: 'baseline', block: 0, assigned: 0, done: 0, mark: 'followed', analysed: true }],
    };
    expect(experimentResultSchema.parse(result)).toEqual(result);
  });
});
