import { DEFAULT_REMINDER_SETTINGS, type ReminderSettingsView } from '@uh/core/reminders/reminders.schema';
import { describe, expect, it } from 'vitest';
import { draftFromView, isChannelChanged, patchChannel, patchSchedule, toggleDay, updateFromDraft } from './reminder-draft';
import { fieldErrorsFromIssues, validateDraft, valueAtPath } from './reminder-field-errors';

const view = (overrides: Partial<ReminderSettingsView> = {}): ReminderSettingsView => ({
  ...DEFAULT_REMINDER_SETTINGS,
  ntfyHasAccessToken: false,
  emailAvailable: true,
  emailConfirmedAddress: null,
  emailCodeSentTo: null,
  webPushPublicKey: 'key',
  webPushDevices: 0,
  timeZone: 'Europe/Paris',
  ...overrides,
});

describe('draftFromView and updateFromDraft', () => {
  it('round-trips the saved settings, with no token change', () => {
    const saved = view();
    expect(updateFromDraft(draftFromView(saved))).toEqual({ schedule: saved.schedule, channels: saved.channels });
  });

  it('sends empty text fields as null and typed ones trimmed', () => {
    let draft = patchChannel(draftFromView(view()), 'ntfy', { topicUrl: '  https://ntfy.sh/mine ' });
    draft = patchChannel(draft, 'email', { address: '   ' });
    const { channels } = updateFromDraft(draft);
    expect(channels.ntfy.topicUrl).toBe('https://ntfy.sh/mine');
    expect(channels.email.address).toBeNull();
  });

  it('sends a typed token, null to forget the saved one, nothing to keep it', () => {
    const draft = draftFromView(view({ ntfyHasAccessToken: true }));
    expect(updateFromDraft(draft)).not.toHaveProperty('ntfyAccessToken');
    expect(updateFromDraft({ ...draft, isForgettingNtfyToken: true }).ntfyAccessToken).toBeNull();
    expect(updateFromDraft({ ...draft, ntfyToken: ' tk_new ', isForgettingNtfyToken: true }).ntfyAccessToken).toBe('tk_new');
  });

  it('sends e-mail as off when the server has no SMTP settings, whatever was saved', () => {
    const saved = view({
      emailAvailable: false,
      channels: { ...DEFAULT_REMINDER_SETTINGS.channels, email: { enabled: true, address: 'a@b.co' } },
    });
    expect(updateFromDraft(draftFromView(saved)).channels.email).toEqual({ enabled: false, address: 'a@b.co' });
  });

  it('sends e-mail as off while its address is not the confirmed one, and as saved once it is', () => {
    const email = { enabled: true, address: 'a@b.co' };
    const unconfirmed = view({ channels: { ...DEFAULT_REMINDER_SETTINGS.channels, email } });
    expect(updateFromDraft(draftFromView(unconfirmed)).channels.email).toEqual({ enabled: false, address: 'a@b.co' });
    const confirmed = view({ channels: { ...DEFAULT_REMINDER_SETTINGS.channels, email }, emailConfirmedAddress: 'A@b.co' });
    expect(updateFromDraft(draftFromView(confirmed)).channels.email).toEqual(email);
  });
});

describe('validateDraft', () => {
  it('names the field of each problem by its API path', () => {
    let draft = patchChannel(draftFromView(view()), 'ntfy', { enabled: true });
    draft = patchSchedule(draft, 'morningThirty', { time: '' });
    draft = patchSchedule(draft, 'coldSession', { days: [] });
    const { errors } = validateDraft(draft);
    expect(errors).toEqual({
      'channels.ntfy.topicUrl': 'Enter the ntfy topic address to turn ntfy on',
      'schedule.morningThirty.time': 'morningThirty.time must be a time such as 07:30',
      'schedule.coldSession.days': 'coldSession.days: pick at least one day',
    });
  });

  it('gives the body to send when all is well', () => {
    const draft = patchSchedule(draftFromView(view()), 'morningThirty', { enabled: true, time: '06:45' });
    expect(validateDraft(draft).update?.schedule.morningThirty).toEqual({ enabled: true, time: '06:45' });
  });
});

describe('fieldErrorsFromIssues', () => {
  it('keeps the first message per field and files a list item under its list', () => {
    const issues = [
      { path: ['schedule', 'coldSession', 'days', 2], message: 'bad day' },
      { path: ['schedule', 'coldSession', 'days'], message: 'second' },
    ];
    expect(fieldErrorsFromIssues(issues)).toEqual({ 'schedule.coldSession.days': 'bad day' });
  });
});

describe('valueAtPath', () => {
  it('reads nested values and answers undefined past the end', () => {
    const value = { channels: { ntfy: { topicUrl: 'x' } } };
    expect(valueAtPath(value, 'channels.ntfy.topicUrl')).toBe('x');
    expect(valueAtPath(value, 'channels.ntfy.topicUrl.more')).toBeUndefined();
    expect(valueAtPath(value, 'ntfyAccessToken')).toBeUndefined();
  });
});

describe('isChannelChanged', () => {
  it('tells unsaved channel edits, a typed token included', () => {
    const saved = view();
    const draft = draftFromView(saved);
    expect(isChannelChanged(draft, saved, 'ntfy')).toBe(false);
    expect(isChannelChanged(patchChannel(draft, 'ntfy', { topicUrl: 'https://ntfy.sh/x' }), saved, 'ntfy')).toBe(true);
    expect(isChannelChanged({ ...draft, ntfyToken: 'tk' }, saved, 'ntfy')).toBe(true);
    expect(isChannelChanged({ ...draft, ntfyToken: 'tk' }, saved, 'email')).toBe(false);
  });
});

describe('toggleDay', () => {
  it('adds a day in weekday order and takes one out', () => {
    expect(toggleDay([1, 5], 3)).toEqual([1, 3, 5]);
    expect(toggleDay([1, 3, 5], 3)).toEqual([1, 5]);
  });
});
