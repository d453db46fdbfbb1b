import { settingsPath } from '@uh/core/settings/settings-sections';
import type { Agent } from 'node:https';
import { emailCodeMessage, isSameAddress } from '@uh/core/reminders/email-confirmation.logic';
import type { ReminderChannel, ReminderMessage, ReminderSettings } from '@uh/core/reminders/reminders.schema';
import type { Database } from '../../db/client';
import type { TokenCipher } from '../../lib/token-cipher';
import { DeliveryError, type OutgoingMessage, type VapidKeys } from './channels/channel';
import { createMailer } from './channels/email';
import { sendNtfy } from './channels/ntfy';
import { loadVapidKeys } from './channels/vapid-keys';
import type { ReminderEmailKeys } from './reminder-email-keys';
import { sendWebPush } from './channels/web-push';
import { listPushSubscriptions, ntfyTokenContext, removePushSubscriptionById } from './reminders.service';

export type ReminderSenderOptions = {
  db: Database;
  cipher: TokenCipher;
  publicUrl: string;
  smtp: { url: string; from: string } | null;
  vapidSubject: string;
  ntfyAllowPrivateNetworks: boolean;
  emailKeys: ReminderEmailKeys;
  /** How Web Push reaches push services (tests: one that trusts the local fake's certificate). */
  pushAgent?: Agent;
};

/** The person's side of a send: where their channels point. */
export type Recipient = {
  userId: number;
  settings: ReminderSettings;
  sealedNtfyToken: string | null;
  /** The only address e-mail reminders go to (confirmed with a code). */
  emailConfirmedAddress: string | null;
};

/** Where an e-mail's unsubscribe link points: an API route, so it works without signing in. */
export const UNSUBSCRIBE_PATH = '/api/reminders/email/unsubscribe';

export type ReminderSender = {
  /** Sends on one channel; throws DeliveryError when it could not. */
  send(recipient: Recipient, channel: ReminderChannel, message: ReminderMessage): Promise<void>;
  /** Sends the code that confirms an address; throws DeliveryError when it could not. */
  sendEmailCode(to: string, code: string): Promise<void>;
  vapidKeys(): Promise<VapidKeys>;
  emailAvailable: boolean;
  close(): void;
};

export function createReminderSender(options: ReminderSenderOptions): ReminderSender {
  const mailer = options.smtp ? createMailer(options.smtp) : null;
  let vapid: Promise<VapidKeys> | null = null;
  const vapidKeys = (): Promise<VapidKeys> => {
    const keys =
      vapid ??
      loadVapidKeys(options.db, options.cipher).catch((error: unknown) => {
        vapid = null; // a failed first read is tried again next time
        throw error;
      });
    vapid = keys;
    return keys;
  };

  async function sendToBrowsers(userId: number, message: OutgoingMessage) {
    const subscriptions = await listPushSubscriptions(options.db, userId);
    if (subscriptions.length === 0) throw new DeliveryError('No browser is subscribed: turn notifications on in a browser first', true);
    const keys = await vapidKeys();
    let delivered = 0;
    let firstError: unknown = null;
    for (const subscription of subscriptions) {
      try {
        const outcome = await sendWebPush(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          message,
          { vapid: keys, subject: options.vapidSubject, agent: options.pushAgent },
        );
        if (outcome === 'gone') await removePushSubscriptionById(options.db, subscription.id);
        else delivered += 1;
      } catch (error) {
        firstError ??= error;
      }
    }
    // One browser reached is a delivery: trying again would notify it twice.
    if (delivered > 0) return;
    if (firstError) throw firstError;
    throw new DeliveryError('Every subscribed browser has gone (the push service forgot them): turn notifications on again', true);
  }

  return {
    emailAvailable: mailer !== null,
    vapidKeys,
    close: () => mailer?.close(),
    async sendEmailCode(to, code) {
      if (!mailer) throw new DeliveryError('This server has no e-mail (SMTP) settings', true);
      const message = emailCodeMessage(code);
      await mailer.send(to, { ...message, url: `${options.publicUrl}${message.path}` });
    },
    async send(recipient, channel, reminder) {
      const message: OutgoingMessage = { ...reminder, url: `${options.publicUrl}${reminder.path}` };
      const { channels } = recipient.settings;
      switch (channel) {
        case 'webPush':
          return sendToBrowsers(recipient.userId, message);
        case 'ntfy': {
          if (!channels.ntfy.topicUrl) throw new DeliveryError('Enter the ntfy topic address first', true);
          const accessToken = recipient.sealedNtfyToken
            ? options.cipher.decrypt(recipient.sealedNtfyToken, ntfyTokenContext(recipient.userId))
            : null;
          return sendNtfy({ topicUrl: channels.ntfy.topicUrl, accessToken }, message, {
            allowPrivateNetworks: options.ntfyAllowPrivateNetworks,
          });
        }
        case 'email': {
          if (!mailer) throw new DeliveryError('This server has no e-mail (SMTP) settings', true);
          const to = channels.email.address;
          if (!to) throw new DeliveryError('Enter an e-mail address first', true);
          if (!isSameAddress(to, recipient.emailConfirmedAddress)) {
            throw new DeliveryError(`Confirm ${to} with the code sent to it first`, true);
          }
          const token = options.emailKeys.unsubscribeToken(recipient.userId, to);
          return mailer.send(to, message, {
            unsubscribeUrl: `${options.publicUrl}${UNSUBSCRIBE_PATH}?token=${token}`,
            settingsUrl: `${options.publicUrl}${settingsPath('reminders')}`,
          });
        }
      }
    },
  };
}
