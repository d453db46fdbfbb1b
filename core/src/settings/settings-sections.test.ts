import { describe, expect, it } from 'vitest';
import { SETTINGS_SECTIONS, sectionAddressForHash, settingsPath, settingsSectionOf } from './settings-sections';

describe('settings sections', () => {
  it('gives each section its own address, optionally at one of its cards', () => {
    expect(settingsPath('reminders')).toBe('/settings/reminders');
    expect(settingsPath('security', 'sessions')).toBe('/settings/security#sessions');
    expect(settingsPath('devices', 'connected-devices', { wearable: 'oura', connect: 'connected' })).toBe(
      '/settings/devices?wearable=oura&connect=connected#connected-devices',
    );
    expect(new Set(SETTINGS_SECTIONS.map((section) => section.slug)).size).toBe(SETTINGS_SECTIONS.length);
  });

  it('knows its slugs and nothing else', () => {
    expect(settingsSectionOf('devices')?.title).toBe('Connected devices');
    expect(settingsSectionOf('nope')).toBeUndefined();
    expect(settingsSectionOf('toString')).toBeUndefined();
    expect(settingsSectionOf(undefined)).toBeUndefined();
  });

  it('sends an address from the one-page Settings to the section holding its card, query kept', () => {
    expect(sectionAddressForHash('', '#reminders')).toBe('/settings/reminders#reminders');
    expect(sectionAddressForHash('?linked=1', '#sign-in-methods')).toBe('/settings/security?linked=1#sign-in-methods');
    expect(sectionAddressForHash('?wearable=oura&connect=connected', '#connected-devices')).toBe(
      '/settings/devices?wearable=oura&connect=connected#connected-devices',
    );
    expect(sectionAddressForHash('', '#delete-account')).toBe('/settings/data#delete-account');
    expect(sectionAddressForHash('', '#embed-tokens')).toBe('/settings/tokens#embed-tokens');
    expect(sectionAddressForHash('', '')).toBeNull();
    expect(sectionAddressForHash('', '#nothing-here')).toBeNull();
  });
});
