import { describe, expect, it } from 'vitest';
import { exportedPreferences } from './export.logic';

const account = {
  username: 'sam',
  displayName: 'Sam',
  email: 'sam@example.com',
  timeZone: 'Pacific/Auckland',
  createdAt: '2026-01-01T00:00:00.000Z',
  preferences: { weightUnit: 'kg', temperatureUnit: 'C', theme: 'dark' },
};

describe('exportedPreferences', () => {
  it('takes the units, theme and time zone of the export', () => {
    expect(exportedPreferences(account)).toEqual({ weightUnit: 'kg', temperatureUnit: 'C', theme: 'dark', timeZone: 'Pacific/Auckland' });
  });

  it('takes the usual wake time when the export has one', () => {
    expect(exportedPreferences({ ...account, preferences: { ...account.preferences, usualWakeTime: '06:45' } })).toMatchObject({
      usualWakeTime: '06:45',
    });
    expect(exportedPreferences({ ...account, preferences: { ...account.preferences, usualWakeTime: null } })).not.toHaveProperty(
      'usualWakeTime',
    );
  });

  it('leaves out values it does not know', () => {
    expect(
      exportedPreferences({
        ...account,
        timeZone: 'Mars/Olympus_Mons',
        preferences: { weightUnit: 'stone', temperatureUnit: 'K', theme: 'dark', usualWakeTime: '7 am' },
      }),
    ).toEqual({ theme: 'dark' });
  });
});
