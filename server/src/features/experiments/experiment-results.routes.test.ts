import { addDays } from '@uh/core/common/calendar.logic';
import { assignedOn, experimentPlan } from '@uh/core/experiments/experiment-schedule.logic';
import type { ExperimentResult, ExperimentView } from '@uh/core/experiments/experiments.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp, signUp } from '../../../test/test-app';
import { call, type Person } from '../custom-protocols/custom-protocols-test-helpers';
import { dayAgo, logCold, logNights, markLogged } from '../insights/insights-test-helpers';
import { storePastExperiment, unzipped } from './experiments-test-helpers';

/**
 * An experiment that ran its default plan from 30 days ago, read back from the logs: cold sessions
 * on the planned on days save one, one off day with a session, one day with nothing logged, and HRV
 * the next night 8 ms higher after a session.
 */

let app: App;
let person: Person;
let id: number;
const SEED = 424242;
const START = dayAgo(30);
const DESIGN = { kind: 'abab', baselineDays: 7, blockDays: 4, maxDays: 28, washoutDays: 0 } as const;
const plan = experimentPlan(DESIGN, START, SEED);
const onDays = plan.filter((_, index) => assignedOn(plan, index) === 1).map((entry) => entry.day);
const offDays = plan.filter((_, index) => assignedOn(plan, index) === 0).map((entry) => entry.day);
/** An on day without a session, an off day with one, and a day with nothing logged at all. */
const SKIPPED_ON = onDays[2]!;
const EXTRA_OFF = offDays[9]!;
const UNKNOWN = offDays[12]!;

beforeAll(async () => {
  app = await createTestApp();
  person = await signUp(app);
  const userId = person.user.id;
  id = await storePastExperiment(userId, { startDay: START, endDay: plan.at(-1)!.day, seed: SEED });
  const cold = [...onDays.filter((day) => day !== SKIPPED_ON), EXTRA_OFF];
  await logCold(userId, cold);
  await markLogged(
    userId,
    plan.map((entry) => entry.day).filter((day) => !cold.includes(day) && day !== UNKNOWN),
  );
  const coldSet = new Set(cold);
  await logNights(
    userId,
    plan.map((entry, index) => {
      const night = addDays(entry.day, 1);
      return { day: night, hrvMs: 50 + (((index * 7919) % 7) - 3) * 0.6 + (coldSet.has(entry.day) ? 8 : 0) };
    }),
  );
});

const resultOf = async (): Promise<ExperimentResult> => {
  const response = await call(app, person, 'GET', `/api/experiments/${id}/result`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('GET /api/experiments/{id}/result', () => {
  it('marks each day from the logs: followed, not followed, unknown', async () => {
    const result = await resultOf();
    expect(result.compliance).toHaveLength(plan.length);
    const markOf = (day: string) => result.compliance.find((entry) => entry.day === day);
    expect(markOf(SKIPPED_ON)).toMatchObject({ assigned: 1, done: 0, mark: 'notFollowed', analysed: true });
    expect(markOf(EXTRA_OFF)).toMatchObject({ assigned: 0, done: 1, mark: 'notFollowed', analysed: true });
    expect(markOf(UNKNOWN)).toMatchObject({ done: null, mark: 'unknown', analysed: false });
    expect(markOf(onDays[0]!)).toMatchObject({ assigned: 1, done: 1, mark: 'followed' });
    expect(result.notFollowedDays).toEqual([SKIPPED_ON, EXTRA_OFF].sort());
    expect(result.unknownDays).toEqual([UNKNOWN]);
    expect(result.analysedDays).toBe(plan.length - 1);
    // Analysed as done, never as planned: the skipped on day counts without, the extra session with.
    expect(result.daysOn).toBe(onDays.length - 1 + 1);
    expect(result.daysOff).toBe(offDays.length - 1 - 1 + 1);
  });

  it('finds the planted effect and says it in one line', async () => {
    const result = await resultOf();
    expect(result.verdict).toBe('likelyMeaningful');
    expect(result.effect.mean).toBeGreaterThan(5);
    expect(result.effect.mean).toBeLessThan(10);
    expect(result.probabilityMeaningful).toBeGreaterThanOrEqual(0.8);
    // Helping at all asks less than helping by the smallest change that matters.
    expect(result.probabilityHopedDirection).toBeGreaterThanOrEqual(result.probabilityMeaningful);
    expect(result.sentence).toMatch(/^P\(cold exposure raises HRV by ≥ 3 ms\) (= 0\.\d\d|> 0\.99)$/);
    expect(result.stopNow).toBe(true);
  });

  it('gives no verdict on an experiment that has only begun', async () => {
    const other = await signUp(app);
    const fresh = await storePastExperiment(other.user.id, { startDay: dayAgo(2), endDay: addDays(dayAgo(2), 26), seed: 5 });
    await logNights(other.user.id, [{ day: dayAgo(1), hrvMs: 40 }]);
    await markLogged(other.user.id, [dayAgo(2), dayAgo(1)]);
    const response = await call(app, other, 'GET', `/api/experiments/${fresh}/result`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ verdict: 'inconclusive', analysedDays: 1, stopNow: false, moreDays: null });
    // Today is not over: only the two days before it are marked.
    expect(response.json<ExperimentResult>().compliance.map((entry) => entry.day)).toEqual([dayAgo(2), dayAgo(1)]);
    const read = (await call(app, other, 'GET', `/api/experiments/${fresh}`)).json<ExperimentView>();
    expect(read.today).toMatchObject({ day: dayAgo(0), phase: 'baseline', assigned: 0 });
    expect(read.finishedAt).toBeNull();
  });
});

describe('GET /api/experiments/{id}/export', () => {
  it('downloads design.json, daily.csv with the plan’s days and recompute.R', async () => {
    const response = await call(app, person, 'GET', `/api/experiments/${id}/export`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="experiment-${id}-${START}.zip"`);
    const files = unzipped(response.rawPayload);
    expect([...files.keys()].sort()).toEqual(['daily.csv', 'design.json', 'recompute.R']);
    const rows = files.get('daily.csv')!.trim().split(/\r?\n/);
    expect(rows[0]).toBe('day,phase,assigned,done,outcome,weekday,block,followed');
    expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual(plan.map((entry) => entry.day));
    const design = JSON.parse(files.get('design.json')!);
    expect(design).toMatchObject({ seed: SEED, startDay: START, planLength: plan.length, figures: { verdict: 'likelyMeaningful' } });
    expect(files.get('recompute.R')).toContain('daily.csv');
  });
});
