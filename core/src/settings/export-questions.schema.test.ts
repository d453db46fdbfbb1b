import { describe, expect, it } from 'vitest';
import { exportRecordsSchema } from './export.schema';

const pair = {
  factor: { kind: 'customProtocol', protocol: 'sauna' },
  outcome: { kind: 'customComponent', protocol: 'morning-check-in', componentId: 'mood' },
  lag: 'sameDay',
  origin: 'added',
  hidden: false,
  createdAt: '2026-11-01T08:00:00.000Z',
};
const experiment = {
  intervention: { kind: 'protocol', protocol: 'coldExposure' },
  outcome: { kind: 'biometric', metric: 'hrvMs' },
  lag: 'nextNight',
  smallestChange: 3,
  direction: 'increase',
  design: { kind: 'abab', baselineDays: 7, blockDays: 4, maxDays: 28, washoutDays: 0 },
  stopping: { kind: 'fixed' },
  startDay: '2026-10-01',
  seed: 7,
  createdAt: '2026-09-30T08:00:00.000Z',
  stoppedOn: null,
  finishedAt: '2026-10-29T03:00:00.000Z',
};
const shape = exportRecordsSchema.shape;
const problemOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('pairs and experiments in an export file', () => {
  it('takes them naming the person’s own protocols by document id', () => {
    expect(shape.insightPairs.safeParse([pair]).success).toBe(true);
    expect(shape.experiments.safeParse([experiment]).success).toBe(true);
  });

  it('refuses a database id, which names nothing in another account', () => {
    const byId = { ...pair, factor: { kind: 'customProtocol', protocolId: 12 } };
    expect(shape.insightPairs.safeParse([byId]).success).toBe(false);
  });

  it('holds an experiment to the API’s rules, naming the field', () => {
    const amount = { ...experiment, intervention: { kind: 'protocolAmount', protocol: 'fasting' } };
    expect(shape.experiments.safeParse([amount]).success).toBe(false);
    const tooLong = { ...experiment, stopping: { kind: 'early', threshold: 0.9, minDays: 40 } };
    expect(problemOf(shape.experiments.safeParse([tooLong]))).toEqual([
      '0.stopping.minDays: stopping.minDays must be at most design.maxDays',
    ]);
    expect(problemOf(shape.experiments.safeParse([{ ...experiment, seed: -1 }]))).toEqual(['0.seed: must be at least 0']);
  });

  it('may be absent, as in files written before them', () => {
    expect(shape.insightPairs.safeParse(undefined).success).toBe(true);
    expect(shape.experiments.safeParse(undefined).success).toBe(true);
  });
});
