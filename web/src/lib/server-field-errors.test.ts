import { describe, expect, it } from 'vitest';
import { readableServerError, serverFieldErrors } from './server-field-errors';

const fields = { proteinAmount: 'protein', timeAfterWaking: 'waking' } as const;

describe('serverFieldErrors', () => {
  it('puts each named problem under its form field', () => {
    const error = new Error(
      '400: proteinAmount: Protein must be between 0 and 500 g; timeAfterWaking: Time after waking must be between 0 and 1440 minutes',
    );
    expect(serverFieldErrors(error, fields)).toEqual({
      protein: 'Protein must be between 0 and 500 g',
      waking: 'Time after waking must be between 0 and 1440 minutes',
    });
  });

  it('ignores other fields, other statuses and unnamed messages', () => {
    expect(serverFieldErrors(new Error('400: body: Send at least one field to change'), fields)).toEqual({});
    expect(serverFieldErrors(new Error('500: proteinAmount: boom'), fields)).toEqual({});
    expect(serverFieldErrors(new TypeError('Failed to fetch'), fields)).toEqual({});
  });

  it('gives a toast the text without the field name', () => {
    expect(readableServerError(new Error('400: proteinAmount: Protein must be between 0 and 500 g'))).toBe(
      'Protein must be between 0 and 500 g',
    );
  });
});
