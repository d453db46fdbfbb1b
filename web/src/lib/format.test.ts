import { describe, expect, it } from 'vitest';
import { firstName, formatDateTime, formatFullDate, formatIsoDate, formatLongDate } from './format';

describe('firstName', () => {
  it('takes the first word of the display name', () => {
    expect(firstName('Robin Tester')).toBe('Robin');
    expect(firstName('  Ada  ')).toBe('Ada');
  });
});

describe('dates in the user time zone', () => {
  // 2026-11-22 03:30 UTC is still Saturday the 21st in New York.
  const instant = '2026-11-22T03:30:00.000Z';

  it('formats the full date of an instant in the given zone', () => {
    expect(formatFullDate(new Date(instant), 'America/New_York')).toBe('Saturday, November 21, 2026');
    expect(formatFullDate(new Date(instant), 'Europe/Paris')).toBe('Sunday, November 22, 2026');
  });

  it('formats a long date and a date with time', () => {
    expect(formatLongDate(instant, 'America/New_York')).toBe('November 21, 2026');
    expect(formatDateTime(instant, 'UTC')).toMatch(/^November 22, 2026 at 3:30\sAM$/);
    expect(formatDateTime(null, 'UTC')).toBe('—');
    expect(formatIsoDate(new Date(instant), 'America/New_York')).toBe('2026-11-21');
  });
});
