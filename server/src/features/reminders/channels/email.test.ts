import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { DeliveryError, type OutgoingMessage } from './channel';
import { createMailer, type Mailer } from './email';

type Delivered = { mailFrom: string; rcptTo: string[]; raw: string; isSecure: boolean };

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

/**
 * A mail server on 127.0.0.1 that keeps what it is given. Without `offerStartTls` it does not offer
 * STARTTLS, so the mailer talks in clear as it must to a server that cannot do better.
 */
async function startMailServer(options: { rejectRecipient?: number; offerStartTls?: boolean } = {}) {
  const delivered: Delivered[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: options.offerStartTls ? [] : ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!options.rejectRecipient) return callback();
      callback(Object.assign(new Error('5.1.1 No such mailbox here'), { responseCode: options.rejectRecipient }));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (part: string) => (raw += part));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        delivered.push({ mailFrom: mailFrom ? mailFrom.address : '', rcptTo: rcptTo.map((r) => r.address), raw, isSecure: session.secure });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { port: (server.server.address() as AddressInfo).port, delivered };
}

function mailerFor(url: string): Mailer {
  const mailer = createMailer({ url, from: 'Ultimate Human <reminders@uh.example.com>' });
  cleanups.unshift(() => mailer.close());
  return mailer;
}

/** The decoded text/plain part of a MIME message (7bit or quoted-printable). */
function plainTextOf(raw: string): string {
  const part =
    /Content-Type: text\/plain[^\r\n]*\r\n(?:[^\r\n]+\r\n)*?(?:Content-Transfer-Encoding: ([\w-]+)\r\n)?(?:[^\r\n]+\r\n)*\r\n([\s\S]*?)\r\n--/.exec(
      raw,
    );
  if (!part?.[2]) throw new Error(`No text part in:\n${raw}`);
  if (part[1] !== 'quoted-printable') return part[2];
  const bytes = part[2].replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

async function failureOf(promise: Promise<unknown>): Promise<DeliveryError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
}

const message: OutgoingMessage = {
  title: 'Daily checklist',
  body: 'Three items are still open today: tick them off before bed.',
  path: '/checklist',
  url: 'https://uh.example.com/checklist',
};

describe('createMailer', () => {
  it('sends the reminder from the configured sender, with the title as subject and the link in the text', async () => {
    const { port, delivered } = await startMailServer();
    await mailerFor(`smtp://127.0.0.1:${port}`).send('person@example.com', message);

    expect(delivered).toHaveLength(1);
    const [mail] = delivered as [Delivered];
    expect(mail.mailFrom).toBe('reminders@uh.example.com');
    expect(mail.rcptTo).toEqual(['person@example.com']);
    expect(mail.raw).toMatch(/^From: Ultimate Human <reminders@uh\.example\.com>\r$/m);
    expect(mail.raw).toMatch(/^To: person@example\.com\r$/m);
    expect(mail.raw).toMatch(/^Subject: Daily checklist\r$/m);
    expect(mail.raw).toMatch(/^Auto-Submitted: auto-generated\r$/m);
    expect(mail.raw).toContain('Content-Type: text/html');
    const text = plainTextOf(mail.raw);
    expect(text).toContain(message.body);
    expect(text).toContain('https://uh.example.com/checklist');
  });

  it('upgrades to TLS with STARTTLS when the server offers it, and refuses a certificate it cannot verify', async () => {
    const { port, delivered } = await startMailServer({ offerStartTls: true });
    // smtp-server's built-in certificate does not verify (self-signed, expired): only an explicit opt-out accepts it.
    await mailerFor(`smtp://127.0.0.1:${port}?tls.rejectUnauthorized=false`).send('person@example.com', message);
    expect(delivered.map((mail) => mail.isSecure)).toEqual([true]);

    const error = await failureOf(mailerFor(`smtp://127.0.0.1:${port}`).send('person@example.com', message));
    expect(error.message).toMatch(/certificate/);
    expect(error.permanent).toBe(false);
    expect(delivered).toHaveLength(1);
  });

  it('gives up for good on an address the server refuses (550)', async () => {
    const { port, delivered } = await startMailServer({ rejectRecipient: 550 });
    const error = await failureOf(mailerFor(`smtp://127.0.0.1:${port}`).send('nobody@example.com', message));
    expect(error.permanent).toBe(true);
    expect(error.message).toMatch(/^The mail server refused the address nobody@example\.com \(550: 550 5\.1\.1 No such mailbox here\)$/);
    expect(delivered).toHaveLength(0);
  });

  it('tries again later after a temporary refusal (451) or when the server cannot be reached', async () => {
    const { port } = await startMailServer({ rejectRecipient: 451 });
    const busy = await failureOf(mailerFor(`smtp://127.0.0.1:${port}`).send('person@example.com', message));
    expect(busy.permanent).toBe(false);
    expect(busy.message).toContain('451');

    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const unreachable = await failureOf(mailerFor(`smtp://127.0.0.1:${closedPort}`).send('person@example.com', message));
    expect(unreachable.permanent).toBe(false);
    expect(unreachable.message).toMatch(/^Could not reach the mail server \(.*ECONNREFUSED/);
  });
});
