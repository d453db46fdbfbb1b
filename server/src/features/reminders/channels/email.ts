import type { Transporter } from 'nodemailer';
import type SMTPConnection from 'nodemailer/lib/smtp-connection';
import { DeliveryError, type OutgoingMessage } from './channel';

/**
 * `unsubscribeUrl`: where one click (or the mail program's own button) turns reminder e-mails off;
 * `settingsUrl`: where the person changes what they are reminded of, and when.
 */
export type MailOptions = { unsubscribeUrl?: string; settingsUrl?: string };

export type Mailer = {
  /** Sends one reminder; throws DeliveryError when the mail server did not take it. */
  send(to: string, message: OutgoingMessage, options?: MailOptions): Promise<void>;
  close(): void;
};

/**
 * The operator's SMTP server (SMTP_URL). smtps:// is TLS from the start; smtp:// upgrades with
 * STARTTLS whenever the server offers it, and a certificate that does not verify fails the send
 * rather than falling back to clear text. Connections are pooled: reminders due at the same
 * minute go out together.
 */
export function createMailer(smtp: { url: string; from: string }): Mailer {
  // Loaded with the first e-mail, not with the server: most servers send none.
  let transport: Promise<Transporter> | null = null;
  const transportOf = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtp.url,
        pool: true,
        // nodemailer waits minutes by default; a reminder that cannot go now is retried later anyway.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    ));
  return {
    async send(to, message, options = {}) {
      try {
        await (
          await transportOf()
        ).sendMail({
          from: smtp.from,
          to,
          subject: message.title,
          text: textOf(message, options),
          html: htmlOf(message, options),
          headers: headersOf(options),
        });
      } catch (error) {
        throw toDeliveryError(error as SMTPConnection.SMTPError, to);
      }
    },
    close: () => void transport?.then((open) => open.close()),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function textOf(message: OutgoingMessage, { unsubscribeUrl, settingsUrl }: MailOptions): string {
  const change = settingsUrl ? `\n\nChange your reminders: ${settingsUrl}` : '';
  const stop = unsubscribeUrl ? `\n\nStop reminder e-mails: ${unsubscribeUrl}` : '';
  return `${message.body}\n\n${message.url}${change}${stop}\n`;
}

function htmlOf(message: OutgoingMessage, { unsubscribeUrl, settingsUrl }: MailOptions): string {
  const body = escapeHtml(message.body).replace(/\r?\n/g, '<br>');
  const change = settingsUrl ? `<p><a href="${escapeHtml(settingsUrl)}">Change your reminders</a></p>` : '';
  const stop = unsubscribeUrl ? `<p><a href="${escapeHtml(unsubscribeUrl)}">Stop reminder e-mails</a></p>` : '';
  return `<!doctype html><html><body><p>${body}</p><p><a href="${escapeHtml(message.url)}">Open Ultimate Human</a></p>${change}${stop}</body></html>`;
}

function headersOf({ unsubscribeUrl }: MailOptions): Record<string, string> {
  // RFC 3834: vacation responders and the like do not answer automatic mail.
  const headers: Record<string, string> = { 'Auto-Submitted': 'auto-generated' };
  if (!unsubscribeUrl) return headers;
  // RFC 2369 and RFC 8058: mail programs offer their own "Unsubscribe" button, which POSTs to the link.
  return { ...headers, 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** A 5xx answer will not change by trying again (an unknown address, a refused message); the rest might. */
function toDeliveryError(error: SMTPConnection.SMTPError, to: string): DeliveryError {
  const answer = error.response ? `: ${error.response.slice(0, 200)}` : '';
  const code = error.responseCode;
  if (code !== undefined && code >= 500) {
    const what = error.command === 'RCPT TO' ? `the address ${to}` : 'the message';
    return new DeliveryError(`The mail server refused ${what} (${code}${answer})`, true);
  }
  if (code !== undefined && code >= 400) return new DeliveryError(`The mail server asked to try again later (${code}${answer})`);
  // Checked before anything is sent: the address itself is not one.
  if (error.code === 'EENVELOPE') return new DeliveryError(`${to} cannot receive e-mail (${error.message})`, true);
  return new DeliveryError(`Could not reach the mail server (${error.code ?? 'error'}: ${error.message})`);
}
