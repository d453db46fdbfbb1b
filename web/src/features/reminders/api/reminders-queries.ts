import type { ReminderSettingsView } from '@uh/core/reminders/reminders.schema';
import { queryOptions } from '@tanstack/react-query';

export const REMINDERS_URL = '/api/reminders';

/** Query keys start with the URL they read (docs/product.md §7). */
export const reminderKeys = {
  settings: () => [REMINDERS_URL] as const,
  /** Not the server's: this browser's own push subscription, read from the browser. */
  thisBrowser: () => ['browser:push-subscription'] as const,
};

/** GET /api/reminders: the schedule and channels, and what the server offers (e-mail, its push key). */
export const reminderSettingsQueryOptions = queryOptions<ReminderSettingsView>({ queryKey: reminderKeys.settings() });
