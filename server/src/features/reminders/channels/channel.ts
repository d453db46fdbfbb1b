import type { ReminderMessage } from '@uh/core/reminders/reminders.schema';

/**
 * A channel could not deliver. `permanent`: trying again cannot help (the address is refused,
 * the topic needs a token it does not have), so the delivery is not retried; otherwise it is,
 * with back-off. `message` is shown to the person ("Send a test") and kept as the last error.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** A message with the absolute address its notification opens (`${publicUrl}${message.path}`). */
export type OutgoingMessage = ReminderMessage & { url: string };

export type NtfyTarget = { topicUrl: string; accessToken: string | null };

export type WebPushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };

/** What a Web Push send did: delivered, or the subscription is gone (404/410) and must be removed. */
export type WebPushOutcome = 'delivered' | 'gone';

export type VapidKeys = { publicKey: string; privateKey: string };
