import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkedPatch, editFieldsByApiName, failedFields, whenMessages } from './log-edit-form';

type Values = { when: string; minutes: string };

const schema = z.object({ duration: z.number().max(600, 'At most 10 minutes').optional(), timestamp: z.string().max(4).optional() });
const FIELDS = editFieldsByApiName<Values>({ duration: 'minutes' });
const WHEN = whenMessages('session');

describe('log edit form', () => {
  it('names the time field for the API timestamp', () => {
    expect(FIELDS).toEqual({ timestamp: 'when', duration: 'minutes' });
  });

  it('keeps only the fields whose rule failed', () => {
    expect(failedFields<Values>({ when: WHEN.missing, minutes: null })).toEqual({ when: 'Enter the date and time of the session' });
    expect(failedFields<Values>({ when: null, minutes: null })).toEqual({});
  });

  it('passes an empty patch as nothing to save', () => {
    expect(checkedPatch<Values, object>({}, schema, FIELDS, WHEN.future)).toEqual({ errors: {}, patch: {} });
  });

  it('shows the schema refusals under their fields, a future time in the log’s words', () => {
    expect(checkedPatch<Values, object>({ duration: 900, timestamp: 'later' }, schema, FIELDS, WHEN.future)).toEqual({
      errors: { minutes: 'At most 10 minutes', when: 'The session cannot be in the future' },
      patch: null,
    });
    expect(checkedPatch<Values, object>({ duration: 300 }, schema, FIELDS, WHEN.future)).toEqual({ errors: {}, patch: { duration: 300 } });
  });
});
