import { describe, expect, it } from 'vitest';
import { experimentNames } from '../components/experiment-title';
import { dayCountText, todayInExperiment } from './experiment-today';
import { DEFAULT_DESIGN, sampleExperiment } from './experiments.fixtures';

// 7 baseline days from Mon 30 Nov, then on (7–10 Dec), off (11–14 Dec), …: 27 days in all.
const experiment = sampleExperiment();
const names = experimentNames(experiment, []);
const COLD_HRV = 'Cold exposure → HRV, the night after';

describe('today in a running experiment', () => {
  it('names the experiment as its pages do, counts the day and links to it', () => {
    expect(todayInExperiment(experiment, names, '2026-12-08')).toEqual({
      id: 1,
      title: COLD_HRV,
      dayCount: 'Day 9 of 27',
      assignment: { phase: 'on', assigned: 1, text: 'Today: on — do a cold shower or plunge' },
      href: '/experiments/1',
    });
  });

  it('says what each phase asks in the words of the experiment’s page', () => {
    const words = (today: string) => todayInExperiment(experiment, names, today)?.assignment.text;
    expect(words('2026-11-30')).toBe('Baseline — as usual, without cold exposure');
    expect(words('2026-12-06')).toBe('Baseline — as usual, without cold exposure');
    expect(words('2026-12-07')).toBe('Today: on — do a cold shower or plunge');
    expect(words('2026-12-11')).toBe('Today: off — skip it');

    const washout = sampleExperiment({ design: { ...DEFAULT_DESIGN, washoutDays: 1 } });
    expect(todayInExperiment(washout, names, '2026-12-11')?.assignment).toEqual({
      phase: 'washout',
      assigned: 0,
      text: 'Today: off — skip it (a settling-in day, not counted)',
    });
  });

  it('keeps a person’s own protocol’s title as it is written', () => {
    const own = sampleExperiment({ intervention: { kind: 'customProtocol', protocolId: 4 } });
    const ownNames = { habit: 'Evening Walk', todo: 'do Evening Walk', title: 'Evening Walk → HRV, the night after' };
    expect(todayInExperiment(own, ownNames, '2026-11-30')).toMatchObject({
      title: 'Evening Walk → HRV, the night after',
      dayCount: 'Day 1 of 27',
      assignment: { text: 'Baseline — as usual, without Evening Walk' },
    });
    expect(todayInExperiment(own, ownNames, '2026-12-07')?.assignment.text).toBe('Today: on — do Evening Walk');
  });

  it('shows nothing before the first day, after the last, or once stopped', () => {
    expect(todayInExperiment(experiment, names, '2026-11-29')).toBeNull();
    expect(todayInExperiment(experiment, names, experiment.plan.at(-1)!.day)).toMatchObject({ dayCount: 'Day 27 of 27' });
    expect(todayInExperiment(experiment, names, '2027-01-10')).toBeNull();
    expect(todayInExperiment({ ...experiment, stoppedOn: '2026-12-05' }, names, '2026-12-05')).toBeNull();
  });

  it('counts only days of the plan', () => {
    expect(dayCountText(experiment.plan, '2026-11-30')).toBe('Day 1 of 27');
    expect(dayCountText(experiment.plan, '2027-01-10')).toBeNull();
  });
});
