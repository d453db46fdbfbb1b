import type { ThirtyLog } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import { describe, expect, it } from 'vitest';
import { thirtyEditPatch, thirtyEditValues } from './thirty-edit-form';

const log: ThirtyLog = {
  id: 4,
  userId: 1,
  proteinAmount: 35,
  exerciseDuration: 1620,
  timeAfterWaking: 20,
  completed: true,
  timestamp: '2026-05-03T14:30:12.000Z',
  localDay: '2026-05-03',
};
const zone = 'America/Los_Angeles';

describe('correcting a 30-30-30 session', () => {
  it('shows the session in the person’s zone with the exercise as minutes and seconds', () => {
    expect(thirtyEditValues(log, zone)).toEqual({ when: '2026-05-03T07:30', protein: '35', minutes: '27', seconds: '0', waking: '20' });
  });

  it('sends only what changed', () => {
    const values = thirtyEditValues(log, zone);
    expect(thirtyEditPatch(log, values, zone)).toEqual({ errors: {}, patch: {} });
    expect(thirtyEditPatch(log, { ...values, minutes: '24', seconds: '30', waking: '' }, zone).patch).toEqual({
      exerciseDuration: 1470,
      timeAfterWaking: null,
    });
    expect(thirtyEditPatch(log, { ...values, when: '2026-05-02T06:15' }, zone).patch).toEqual({ timestamp: '2026-05-02T13:15:00.000Z' });
  });

  it('names each wrong field and sends nothing', () => {
    const values = thirtyEditValues(log, zone);
    expect(thirtyEditPatch(log, { ...values, protein: '99999', seconds: '75', waking: '1e3', when: '' }, zone)).toEqual({
      patch: null,
      errors: {
        protein: 'Protein must be between 0 and 500 g',
        seconds: 'Exercise seconds must be between 0 and 59',
        waking: 'Time after waking must be a plain number, like 12 or 12.5',
        when: 'Enter the date and time of the session',
      },
    });
    expect(thirtyEditPatch(log, { ...values, minutes: '240', seconds: '1' }, zone).errors).toEqual({
      minutes: 'Exercise must be between 0 and 14400 seconds',
    });
    expect(thirtyEditPatch(log, { ...values, when: '2999-01-01T07:00' }, zone).errors).toEqual({
      when: 'The session cannot be in the future',
    });
  });
});
