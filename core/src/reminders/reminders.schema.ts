import { z } from 'zod';

/**
 * Reminders the server sends while the app is closed (docs/reminders.md): each one on or off, with
 * its time in the person's time zone, and the channels that carry them.
 */
export const REMINDER_KINDS = ['fastTarget', 'fastingStage', 'morningThirty', 'coldSession', 'dailyChecklist', 'logBiometrics'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const REMINDER_CHANNELS = ['webPush', 'ntfy', 'email'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

export const REMINDER_LABELS: Record<ReminderKind, string> = {
  fastTarget: 'Fast target reached',
  fastingStage: 'Fasting stage reached',
  morningThirty: 'Morning 30-30-30',
  coldSession: 'Cold session',
  dailyChecklist: 'Daily checklist',
  logBiometrics: 'Log biometrics',
};

/** The experiments' reminder: a switch of its own, outside REMINDER_KINDS (each of those belongs to a protocol). */
export const EXPERIMENT_REMINDER_LABEL = 'Experiment days';

export const CHANNEL_LABELS: Record<ReminderChannel, string> = {
  webPush: 'Browser notifications',
  ntfy: 'ntfy',
  email: 'E-mail',
};

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const WEEKDAY_LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

const clockTime = (name: string) => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${name} must be a time such as 07:30`);
const enabled = (name: string) => z.boolean({ message: `${name}.enabled must be true or false` });
const isoWeekday = (name: string) =>
  z
    .number({ message: `${name} must be a day from 1 (Monday) to 7 (Sunday)` })
    .int(`${name} must be a day from 1 (Monday) to 7 (Sunday)`)
    .min(1, `${name} must be a day from 1 (Monday) to 7 (Sunday)`)
    .max(7, `${name} must be a day from 1 (Monday) to 7 (Sunday)`);

export const BIOMETRICS_FREQUENCIES = ['daily', 'weekly'] as const;

export const reminderScheduleSchema = z.strictObject({
  fastTarget: z.strictObject({ enabled: enabled('fastTarget') }),
  fastingStage: z.strictObject({ enabled: enabled('fastingStage') }),
  morningThirty: z.strictObject({ enabled: enabled('morningThirty'), time: clockTime('morningThirty.time') }),
  coldSession: z.strictObject({
    enabled: enabled('coldSession'),
    days: z
      .array(isoWeekday('coldSession.days'))
      .min(1, 'coldSession.days: pick at least one day')
      .max(7, 'coldSession.days: at most the seven days of the week')
      .refine((days) => new Set(days).size === days.length, 'coldSession.days: name each day once'),
    time: clockTime('coldSession.time'),
  }),
  dailyChecklist: z.strictObject({ enabled: enabled('dailyChecklist'), time: clockTime('dailyChecklist.time') }),
  logBiometrics: z.strictObject({
    enabled: enabled('logBiometrics'),
    frequency: z.enum(BIOMETRICS_FREQUENCIES, { message: 'logBiometrics.frequency must be daily or weekly' }),
    day: isoWeekday('logBiometrics.day'),
    time: clockTime('logBiometrics.time'),
  }),
  /**
   * Each day of a running experiment, what its plan asks of that day (experiment-reminder.logic.ts).
   * On unless switched off: settings saved before it existed read as on, not as a broken document.
   */
  experiments: z.strictObject({ enabled: enabled('experiments') }).default({ enabled: true }),
  /**
   * On Mondays, who opened what the person shares in the week before (docs/sharing.md). Off unless
   * switched on: settings saved before it existed read as off.
   */
  sharingSummary: z.strictObject({ enabled: enabled('sharingSummary') }).default({ enabled: false }),
  /** Nothing is sent between start and end (which may be past midnight); what falls inside waits for the end. */
  quietHours: z.strictObject({
    enabled: enabled('quietHours'),
    start: clockTime('quietHours.start'),
    end: clockTime('quietHours.end'),
  }),
});
export type ReminderSchedule = z.infer<typeof reminderScheduleSchema>;

const ntfyTopicUrl = z
  .url({ protocol: /^https?$/, message: 'ntfy.topicUrl must be an http:// or https:// address such as https://ntfy.sh/my-topic' })
  .max(2048, 'ntfy.topicUrl must be at most 2048 characters')
  .refine((value) => {
    if (!URL.canParse(value)) return true;
    const url = new URL(value);
    return url.pathname.length > 1 && !url.username && !url.password && !url.hash;
  }, 'ntfy.topicUrl must name a topic (https://ntfy.sh/my-topic), without a password in it: put the access token in its own field');

/** An e-mail address as typed, trimmed; `name` is the field the message names. */
export const emailAddress = (name: string) =>
  z
    .string()
    .trim()
    .max(254, `${name} must be at most 254 characters`)
    .pipe(z.email(`${name} must be an e-mail address`));

export const reminderChannelsSchema = z.strictObject({
  webPush: z.strictObject({ enabled: enabled('webPush') }),
  ntfy: z.strictObject({ enabled: enabled('ntfy'), topicUrl: ntfyTopicUrl.nullable() }),
  email: z.strictObject({ enabled: enabled('email'), address: emailAddress('email.address').nullable() }),
});
export type ReminderChannels = z.infer<typeof reminderChannelsSchema>;

export const reminderSettingsSchema = z.strictObject({ schedule: reminderScheduleSchema, channels: reminderChannelsSchema });
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/**
 * PUT /api/reminders. `ntfyAccessToken`: a new token, null to forget the kept one, absent to keep
 * it (the kept token is never sent back).
 */
export const reminderSettingsUpdateSchema = reminderSettingsSchema
  .extend({ ntfyAccessToken: z.string().trim().min(1, 'ntfyAccessToken must not be empty').max(512).nullable().optional() })
  .refine((value) => !value.channels.ntfy.enabled || value.channels.ntfy.topicUrl !== null, {
    message: 'Enter the ntfy topic address to turn ntfy on',
    path: ['channels', 'ntfy', 'topicUrl'],
  })
  .refine((value) => !value.channels.email.enabled || value.channels.email.address !== null, {
    message: 'Enter an e-mail address to turn e-mail on',
    path: ['channels', 'email', 'address'],
  });
export type ReminderSettingsUpdate = z.infer<typeof reminderSettingsUpdateSchema>;

/** GET/PUT /api/reminders answer. */
export const reminderSettingsViewSchema = reminderSettingsSchema.extend({
  ntfyHasAccessToken: z.boolean(),
  /** Whether the operator set up SMTP: e-mail cannot be turned on without it. */
  emailAvailable: z.boolean(),
  /** The address the person proved is theirs with a code: the only one e-mail reminders go to. */
  emailConfirmedAddress: z.string().nullable(),
  /** The address a code was sent to and still waits for, while it is valid. */
  emailCodeSentTo: z.string().nullable(),
  /** The server's VAPID public key (base64url), for the browser's push subscription. */
  webPushPublicKey: z.string(),
  /** Browsers subscribed to this person's notifications. */
  webPushDevices: z.number().int(),
  /** The time zone the times are in (Settings → Preferences). */
  timeZone: z.string(),
});
export type ReminderSettingsView = z.infer<typeof reminderSettingsViewSchema>;

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  schedule: {
    fastTarget: { enabled: false },
    fastingStage: { enabled: false },
    morningThirty: { enabled: false, time: '07:00' },
    coldSession: { enabled: false, days: [1, 3, 5], time: '07:30' },
    dailyChecklist: { enabled: false, time: '21:00' },
    logBiometrics: { enabled: false, frequency: 'daily', day: 1, time: '08:00' },
    experiments: { enabled: true },
    sharingSummary: { enabled: false },
    quietHours: { enabled: false, start: '22:00', end: '07:00' },
  },
  channels: { webPush: { enabled: false }, ntfy: { enabled: false, topicUrl: null }, email: { enabled: false, address: null } },
};

/** POST /api/reminders/test. */
export const reminderTestSchema = z.strictObject({
  channel: z.enum(REMINDER_CHANNELS, { message: `channel must be one of ${REMINDER_CHANNELS.join(', ')}` }),
});

/** POST /api/reminders/push-subscriptions: what the browser's PushSubscription.toJSON() gives. */
export const pushSubscriptionSchema = z.strictObject({
  endpoint: z
    .url({ protocol: /^https$/, message: 'endpoint must be the push service https:// address' })
    .max(2048, 'endpoint must be at most 2048 characters'),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'keys.p256dh must be the browser key (base64url)'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, 'keys.auth must be the browser secret (base64url)'),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/reminders/push-subscriptions. */
export const pushUnsubscribeSchema = z.strictObject({ endpoint: z.string().min(1, 'endpoint is required').max(2048) });

/** What a reminder says, on every channel. */
export type ReminderMessage = { title: string; body: string; /** Path in the app the notification opens. */ path: string };
