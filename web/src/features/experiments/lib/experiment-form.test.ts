import { describe, expect, it } from 'vitest';
import { interventionChoices, outcomeChoices } from './experiment-choices';
import { checkExperimentDraft, draftFromQuery, experimentServerErrors, fieldOfPath, outcomeDefaults, previewPlan } from './experiment-form';

const TODAY = '2026-11-27';
const choices = { interventions: interventionChoices([]), outcomes: outcomeChoices([]) };
const fromCard = '?factor=protocol.coldExposure&outcome=biometric.hrvMs&lag=nextNight';

describe('experiment form', () => {
  it('starts from the pair in the address, the documented defaults and tomorrow', () => {
    expect(draftFromQuery(fromCard, TODAY)).toEqual({
      interventionId: 'protocol.coldExposure',
      outcomeId: 'biometric.hrvMs',
      lag: 'nextNight',
      smallestChange: '3',
      direction: 'increase',
      designKind: 'abab',
      baselineDays: '7',
      blockDays: '4',
      maxDays: '28',
      washoutDays: '0',
      stoppingKind: 'fixed',
      threshold: '0.95',
      startDay: '2026-11-28',
    });
    expect(draftFromQuery('?lag=sideways', TODAY)).toMatchObject({ interventionId: '', outcomeId: '', lag: 'sameDay' });
  });

  it('suggests a smallest change and direction in each outcome’s unit', () => {
    expect(outcomeDefaults('biometric.sleepHours')).toEqual({ smallestChange: '0.25', direction: 'increase' });
    expect(outcomeDefaults('biometric.restingHeartRate')).toEqual({ smallestChange: '2', direction: 'decrease' });
    expect(outcomeDefaults('biometric.weightKg')).toEqual({ smallestChange: '0.5', direction: 'decrease' });
    expect(outcomeDefaults('component.4.mood')).toEqual({ smallestChange: '1', direction: 'increase' });
  });

  it('turns the form into the POST body', () => {
    const checked = checkExperimentDraft(draftFromQuery(fromCard, TODAY), choices, TODAY);
    expect(checked).toEqual({
      errors: null,
      body: {
        intervention: { kind: 'protocol', protocol: 'coldExposure' },
        outcome: { kind: 'biometric', metric: 'hrvMs' },
        lag: 'nextNight',
        smallestChange: 3,
        direction: 'increase',
        design: { kind: 'abab', baselineDays: 7, blockDays: 4, maxDays: 28, washoutDays: 0 },
        stopping: { kind: 'fixed' },
        startDay: '2026-11-28',
      },
    });
    const early = checkExperimentDraft(
      { ...draftFromQuery(fromCard, TODAY), stoppingKind: 'early', threshold: '0.9', designKind: 'randomisedBlocks' },
      choices,
      TODAY,
    );
    expect(early.body).toMatchObject({ design: { kind: 'randomisedBlocks' }, stopping: { kind: 'early', threshold: 0.9, minDays: 14 } });
  });

  it('says what to fix under each field, in the contract’s words', () => {
    const draft = {
      ...draftFromQuery('', TODAY),
      smallestChange: '',
      blockDays: '9',
      washoutDays: '1.5',
      startDay: '2026-11-26',
    };
    expect(checkExperimentDraft(draft, choices, TODAY)).toEqual({
      body: null,
      errors: {
        intervention: 'Choose the habit to switch on and off',
        outcome: 'Choose what it might change',
        smallestChange: 'smallestChange must be a number',
        blockDays: 'design.blockDays must be at most 7',
        washoutDays: 'design.washoutDays must be a whole number of days',
        startDay: 'Start today or later',
      },
    });
    expect(
      checkExperimentDraft({ ...draftFromQuery(fromCard, TODAY), baselineDays: '14', blockDays: '7', maxDays: '20' }, choices, TODAY)
        .errors,
    ).toEqual({ maxDays: 'design.maxDays must leave room for the baseline and at least two blocks' });
  });

  it('refuses an amount as the habit: only yes/no habits are switched on and off', () => {
    const amount = { ...draftFromQuery(fromCard, TODAY), interventionId: 'amount.coldExposure' };
    expect(checkExperimentDraft(amount, choices, TODAY).errors).toEqual({ intervention: 'Choose the habit to switch on and off' });
  });

  it('places the server’s refusals under their fields', () => {
    expect(fieldOfPath('intervention.protocolId')).toBe('intervention');
    expect(fieldOfPath('stopping.minDays')).toBe('maxDays');
    expect(experimentServerErrors(new Error('400: startDay: startDay must be today or later; design.blockDays: too long'))).toEqual({
      startDay: 'startDay must be today or later',
      blockDays: 'too long',
    });
  });

  it('previews the plan while the design is valid', () => {
    expect(previewPlan(draftFromQuery(fromCard, TODAY))).toHaveLength(27);
    expect(previewPlan({ ...draftFromQuery(fromCard, TODAY), blockDays: '' })).toBeNull();
  });
});
