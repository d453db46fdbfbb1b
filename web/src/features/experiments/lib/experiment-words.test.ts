import type { ComplianceDay } from '@uh/core/experiments/experiments.schema';
import { describe, expect, it } from 'vitest';
import {
  assignmentWords,
  daysToFirstFigures,
  dayText,
  effectText,
  experimentStatus,
  hasEnoughDays,
  moreDaysText,
  planSummary,
  probabilityText,
  questionText,
  stripDays,
} from './experiment-words';
import { DEFAULT_DESIGN, sampleExperiment } from './experiments.fixtures';

const cold = { habit: 'Cold exposure', todo: 'do a cold shower or plunge' };

describe('assignment words', () => {
  const experiment = sampleExperiment();

  it('says what each phase asks of today', () => {
    // 7 baseline days from Mon 30 Nov, then on (7–10 Dec), off (11–14 Dec).
    expect(assignmentWords({ experiment, today: '2026-12-02', ...cold })).toEqual({
      phase: 'baseline',
      assigned: 0,
      text: 'Baseline — as usual, without cold exposure',
    });
    expect(assignmentWords({ experiment, today: '2026-12-07', ...cold }).text).toBe('Today: on — do a cold shower or plunge');
    expect(assignmentWords({ experiment, today: '2026-12-11', ...cold }).text).toBe('Today: off — skip it');
  });

  it('keeps a person’s own protocol’s title as it is written', () => {
    const own = sampleExperiment({ intervention: { kind: 'customProtocol', protocolId: 4 } });
    expect(assignmentWords({ experiment: own, today: '2026-11-30', habit: 'Evening Walk', todo: 'do Evening Walk' }).text).toBe(
      'Baseline — as usual, without Evening Walk',
    );
  });

  it('gives a settling-in day its block’s assignment and says it is not counted', () => {
    const washout = sampleExperiment({ design: { ...DEFAULT_DESIGN, washoutDays: 1 } });
    // The second block (off) starts on 11 Dec with one settling-in day.
    expect(assignmentWords({ experiment: washout, today: '2026-12-11', ...cold })).toEqual({
      phase: 'washout',
      assigned: 0,
      text: 'Today: off — skip it (a settling-in day, not counted)',
    });
    expect(assignmentWords({ experiment: washout, today: '2026-12-15', ...cold }).text).toBe(
      'Today: on — do a cold shower or plunge (a settling-in day, not counted)',
    );
  });

  it('says when it starts, when it ended, and when it was stopped', () => {
    expect(assignmentWords({ experiment, today: '2026-11-29', ...cold }).text).toBe('Starts Mon 30 Nov');
    expect(assignmentWords({ experiment, today: '2027-01-10', ...cold }).text).toBe('Finished: the plan has ended');
    expect(assignmentWords({ experiment: { ...experiment, stoppedOn: '2026-12-05' }, today: '2026-12-06', ...cold }).text).toBe(
      'Stopped on Sat 5 Dec',
    );
  });
});

describe('experiment status', () => {
  const experiment = sampleExperiment();
  it('is upcoming before the first day, running through the last, finished after it or once stopped', () => {
    expect(experimentStatus(experiment, '2026-11-29')).toBe('upcoming');
    expect(experimentStatus(experiment, '2026-11-30')).toBe('running');
    expect(experimentStatus(experiment, experiment.plan.at(-1)!.day)).toBe('running');
    expect(experimentStatus(experiment, '2027-01-01')).toBe('finished');
    expect(experimentStatus({ ...experiment, stoppedOn: '2026-12-01' }, '2026-12-01')).toBe('finished');
  });
});

describe('calendar strip', () => {
  const { plan } = sampleExperiment();
  const mark = (day: string, value: ComplianceDay['mark']): ComplianceDay => ({
    day,
    phase: 'baseline',
    block: 0,
    assigned: 0,
    done: value === 'unknown' ? null : value === 'followed' ? 0 : 1,
    mark: value,
    analysed: value !== 'unknown',
  });

  it('marks past days from the compliance, today as today, and the rest as to come', () => {
    const compliance = [mark('2026-11-30', 'followed'), mark('2026-12-01', 'notFollowed'), mark('2026-12-02', 'unknown')];
    const days = stripDays(plan, compliance, '2026-12-03');
    expect(days).toHaveLength(27);
    expect(days.slice(0, 5).map(({ when, mark: m }) => [when, m])).toEqual([
      ['past', 'followed'],
      ['past', 'notFollowed'],
      ['past', 'unknown'],
      ['today', null],
      ['future', null],
    ]);
    expect(days[0]!.label).toBe('Mon 30 Nov: baseline, without it, followed');
    expect(days[1]!.label).toBe('Tue 1 Dec: baseline, without it, not followed');
    expect(days[3]!.label).toBe('Thu 3 Dec: baseline, without it, today');
    expect(days[7]).toMatchObject({ day: '2026-12-07', phase: 'on', assigned: 1, label: 'Mon 7 Dec: on' });
  });

  it('leaves a past day unmarked before the result is read', () => {
    expect(stripDays(plan, undefined, '2026-12-03')[0]).toMatchObject({ when: 'past', mark: null });
  });

  it('says whether a settling-in day is with the habit or without', () => {
    const washout = sampleExperiment({ design: { ...DEFAULT_DESIGN, washoutDays: 1 } }).plan;
    expect(stripDays(washout, undefined, '2026-11-01')[11]!.label).toBe('Fri 11 Dec: settling in, not counted, without it');
  });

  it('sums the plan up', () => {
    expect(planSummary(plan)).toBe('27 days: 12 with the habit, 15 without');
    expect(planSummary(sampleExperiment({ design: { ...DEFAULT_DESIGN, washoutDays: 1 } }).plan)).toBe(
      '27 days: 12 with the habit, 15 without (4 settling-in days not counted)',
    );
  });
});

describe('result words', () => {
  it('gives the effect with its interval and unit, with true minus signs', () => {
    expect(effectText({ mean: 4.12, low: 1.2, high: 7 }, 'ms')).toBe('+4.1 ms (90 % interval 1.2 to 7.0)');
    expect(effectText({ mean: -0.31, low: -0.6, high: 0.02 }, 'h')).toBe('−0.31 h (90 % interval −0.60 to 0.02)');
  });

  it('gives probabilities with two decimals, bounded at the ends', () => {
    expect(probabilityText(0.823)).toBe('0.82');
    expect(probabilityText(0.004)).toBe('< 0.01');
    expect(probabilityText(0.999)).toBe('> 0.99');
  });

  it('says how many more days would settle it, when a count is given', () => {
    expect(moreDaysText(8)).toBe('About 8 more days would settle it (an estimate)');
    expect(moreDaysText(1)).toBe('About 1 more day would settle it (an estimate)');
    expect(moreDaysText(null)).toBeNull();
  });

  it('holds figures back before 3 analysed days with and 3 without', () => {
    expect(hasEnoughDays({ daysOn: 2, daysOff: 9 })).toBe(false);
    expect(hasEnoughDays({ daysOn: 3, daysOff: 3 })).toBe(true);
    expect(daysToFirstFigures({ daysOn: 2, daysOff: 9 })).toBe('2 of 3 days with it, 3 of 3 without');
  });

  it('puts the question in one line', () => {
    expect(questionText({ habit: 'Cold exposure', outcome: 'HRV', lag: 'nextNight', direction: 'increase' })).toBe(
      'Does cold exposure raise your HRV the night after?',
    );
    expect(questionText({ habit: 'Evening Walk', outcome: 'Resting heart rate', lag: 'nextDay', direction: 'decrease' })).toBe(
      'Does Evening Walk lower your resting heart rate the next day?',
    );
  });

  it('writes a day short', () => {
    expect(dayText('2026-12-07')).toBe('Mon 7 Dec');
  });
});
