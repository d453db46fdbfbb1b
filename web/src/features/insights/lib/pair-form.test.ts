import { describe, expect, it } from 'vitest';
import { sampleInsight, sampleProtocol } from './insights.fixtures';
import { factorChoices, outcomeChoices } from './pair-choices';
import { checkPairDraft, EMPTY_PAIR_DRAFT, pairServerErrors } from './pair-form';

const MOOD = sampleProtocol(7, {
  id: 'check-in',
  title: 'Morning check-in',
  components: [{ id: 'mood', label: 'Mood', kind: 'scale', min: 1, max: 5 }],
  schedule: { kind: 'daily' },
});
const choices = { factors: factorChoices([MOOD]), outcomes: outcomeChoices([MOOD]) };

describe('checking the question before it is sent', () => {
  it('asks for both selects', () => {
    expect(checkPairDraft(EMPTY_PAIR_DRAFT, choices, [])).toEqual({
      pair: null,
      errors: { factor: 'Choose what you did', outcome: 'Choose what it might change' },
    });
  });

  it('builds the body of POST /api/insights/pairs', () => {
    const checked = checkPairDraft({ factorId: 'amount.coldExposure', outcomeId: 'component.7.mood', lag: 'nextDay' }, choices, []);
    expect(checked).toEqual({
      pair: {
        factor: { kind: 'protocolAmount', protocol: 'coldExposure' },
        outcome: { kind: 'customComponent', protocolId: 7, componentId: 'mood' },
        lag: 'nextDay',
      },
      errors: null,
    });
  });

  it('refuses a question the person already has, and says where a hidden one is', () => {
    const draft = { factorId: 'protocol.coldExposure', outcomeId: 'biometric.hrvMs', lag: 'nextNight' } as const;
    expect(checkPairDraft(draft, choices, [sampleInsight()]).errors).toEqual({ lag: 'You already have this question' });
    expect(checkPairDraft(draft, choices, [sampleInsight({ hidden: true })]).errors).toEqual({
      lag: 'You already have this question, under Hidden: show it there',
    });
    // The same factor and outcome at another lag is another question.
    expect(checkPairDraft({ ...draft, lag: 'sameDay' }, choices, [sampleInsight()]).errors).toBeNull();
  });
});

describe('the server’s refusals, by field', () => {
  it('puts each named part of a pair under its select', () => {
    const error = new Error(
      '400: factor.componentId: componentId is not a component of this protocol; lag: lag must be sameDay, nextNight or nextDay',
    );
    expect(pairServerErrors(error)).toEqual({
      factor: 'componentId is not a component of this protocol',
      lag: 'lag must be sameDay, nextNight or nextDay',
    });
    expect(pairServerErrors(new Error('400: outcome.protocolId: protocolId must be a number'))).toEqual({
      outcome: 'protocolId must be a number',
    });
  });

  it('puts a refused component of the person’s own protocols under its select', () => {
    expect(pairServerErrors(new Error('400: outcome.componentId: must be a component with a number, not a note'))).toEqual({
      outcome: 'must be a component with a number, not a note',
    });
  });

  it('names no field for a refusal that is not about one', () => {
    expect(pairServerErrors(new Error('409: You already have this pair'))).toEqual({});
    expect(pairServerErrors(new Error('404: Protocol not found'))).toEqual({});
  });
});
