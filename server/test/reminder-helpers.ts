import { createECDH, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from '@uh/core/reminders/reminders.schema';

/** The defaults with some parts changed, as the settings form sends them. */
export function reminderSettingsWith(changes: {
  schedule?: Partial<ReminderSettings['schedule']>;
  channels?: Partial<ReminderSettings['channels']>;
}): ReminderSettings {
  return {
    schedule: { ...DEFAULT_REMINDER_SETTINGS.schedule, ...changes.schedule },
    channels: { ...DEFAULT_REMINDER_SETTINGS.channels, ...changes.channels },
  };
}

/** A subscription as a browser's PushSubscription.toJSON() gives it. */
export function browserSubscription(endpoint = `https://push.example.com/send/${randomBytes(8).toString('hex')}`) {
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

export type ReceivedMail = { rcptTo: string[]; raw: string };

/**
 * A mail server on 127.0.0.1 that keeps what it is given (no STARTTLS, so the app's mailer talks
 * in clear to it), for SMTP_URL=smtp://127.0.0.1:port.
 */
export async function startMailServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (part: string) => (raw += part));
      stream.on('end', () => {
        received.push({ rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address), raw: unfoldQuotedPrintable(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Mail sent to `address`, oldest first. */
    to: (address: string) => received.filter((mail) => mail.rcptTo.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The message with the text part's quoted-printable soft line breaks and `=3D` undone, so its
 * links read whole; headers are left as they are (a token's `=46` is not an escape there).
 */
function unfoldQuotedPrintable(raw: string): string {
  return raw.replace(/=\r\n/g, '').replace(/=3D/g, '=');
}

/** The six-digit code in a confirmation e-mail. */
export const codeIn = (mail: ReceivedMail | undefined) => /Subject: Your Ultimate Human code: (\d{6})/.exec(mail?.raw ?? '')?.[1] ?? '';

/** The unsubscribe link of a reminder e-mail (its List-Unsubscribe header). */
export const unsubscribeLinkIn = (mail: ReceivedMail | undefined) => /^List-Unsubscribe:\s*<([^>]+)>/m.exec(mail?.raw ?? '')?.[1] ?? '';
