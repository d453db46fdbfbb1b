import { describe, expect, it } from 'vitest';
import { thirtyLogCreateSchema, thirtyLogPatchSchema } from './thirty-thirty-thirty.schema';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('30-30-30 request schemas', () => {
  it('refuses implausible numbers with the words the form uses', () => {
    const session = { proteinAmount: 35, exerciseDuration: 1620, timeAfterWaking: 20 };
    expect(thirtyLogCreateSchema.safeParse(session).success).toBe(true);
    expect(messages(thirtyLogCreateSchema.safeParse({ ...session, proteinAmount: 99_999, timeAfterWaking: -10 }))).toEqual([
      'proteinAmount: Protein must be between 0 and 500 g',
      'timeAfterWaking: Time after waking must be between 0 and 1440 minutes',
    ]);
  });

  it('patches with {completed: true} alone or with any field, never with nothing', () => {
    expect(thirtyLogPatchSchema.safeParse({ completed: true }).success).toBe(true);
    expect(thirtyLogPatchSchema.safeParse({ exerciseDuration: 1500, timeAfterWaking: null }).success).toBe(true);
    expect(messages(thirtyLogPatchSchema.safeParse({}))).toEqual([': Send at least one field to change']);
    expect(messages(thirtyLogPatchSchema.safeParse({ completed: false }))).toEqual(['completed: completed must be true']);
    expect(messages(thirtyLogPatchSchema.safeParse({ exerciseDuration: 14_401 }))).toEqual([
      'exerciseDuration: Exercise must be between 0 and 14400 seconds',
    ]);
  });
});
