import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { reminderSettings } from '../../db/schema';
import { codeIn, reminderSettingsWith, startMailServer, unsubscribeLinkIn } from '../../../test/reminder-helpers';
import { createTestApp, signUp, testDatabase, uniqueName } from '../../../test/test-app';
import { createTokenCipher } from '../../lib/token-cipher';
import { createReminderEmailKeys } from './reminder-email-keys';
import { reminderPorts } from '../../reminder-ports';
import { runReminderRound } from './reminder-scheduler';
import { createReminderSender, type ReminderSender } from './reminder-sender';

/**
 * The e-mail channel against a local mail server: an address is confirmed with a code sent to it
 * before anything else goes there, and each reminder e-mail carries a link that turns it off.
 */
let app: App;
let mail: Awaited<ReturnType<typeof startMailServer>>;
let sender: ReminderSender;
beforeAll(async () => {
  mail = await startMailServer();
  const smtp = { url: mail.url, from: 'Ultimate Human <reminders@uh.example.com>' };
  app = await createTestApp({ SMTP_URL: smtp.url, SMTP_FROM: smtp.from });
  // The scheduler's side, with the test app's secrets key (test/test-app.ts), so its links open in the app.
  const secretsKey = 'a-test-secrets-key-that-is-long-enough';
  sender = createReminderSender({
    db: testDatabase().db,
    cipher: createTokenCipher(secretsKey),
    publicUrl: 'https://health.example.com',
    smtp,
    vapidSubject: 'mailto:ops@example.com',
    ntfyAllowPrivateNetworks: false,
    emailKeys: createReminderEmailKeys(secretsKey),
  });
});
afterAll(async () => {
  sender.close();
  await mail.close();
});

const post = (cookie: string, url: string, payload: object) => app.inject({ method: 'POST', url, headers: { cookie }, payload });
const newAddress = () => `${uniqueName('person')}@example.com`.toLowerCase();
const emailOn = (address: string) => reminderSettingsWith({ channels: { email: { enabled: true, address } } });

/** A person with `address` confirmed through the code e-mail. */
async function personConfirming(address: string) {
  const person = await signUp(app);
  expect((await post(person.cookie, '/api/reminders/email/code', { address })).statusCode).toBe(200);
  const confirmed = await post(person.cookie, '/api/reminders/email/confirm', { code: codeIn(mail.to(address).at(-1)) });
  expect(confirmed.statusCode).toBe(200);
  return person;
}

describe('confirming an e-mail address', () => {
  it('refuses to turn e-mail on for an address nobody confirmed, and sends no test there', async () => {
    const { cookie } = await signUp(app);
    const address = newAddress();
    const refused = await app.inject({ method: 'PUT', url: '/api/reminders', headers: { cookie }, payload: emailOn(address) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('channels.email.address: confirm this address with the code sent to it before turning e-mail on');

    const saved = await app.inject({
      method: 'PUT',
      url: '/api/reminders',
      headers: { cookie },
      payload: reminderSettingsWith({ channels: { email: { enabled: false, address } } }),
    });
    expect(saved.statusCode).toBe(200);
    const test = await post(cookie, '/api/reminders/test', { channel: 'email' });
    expect(test.statusCode).toBe(422);
    expect(test.json().message).toBe(`E-mail: Confirm ${address} with the code sent to it first`);
    expect(mail.to(address)).toHaveLength(0);
  });

  it('sends a code, keeps only its hash, confirms the address with it, then e-mail can be turned on and tested', async () => {
    const { cookie, user } = await signUp(app);
    const address = newAddress();
    const sent = await post(cookie, '/api/reminders/email/code', { address });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ emailCodeSentTo: address, emailConfirmedAddress: null });
    const code = codeIn(mail.to(address)[0]);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await testDatabase().db.select().from(reminderSettings).where(eq(reminderSettings.userId, user.id));
    expect(row?.emailCodeHash).toBeTruthy();
    expect(row?.emailCodeHash).not.toContain(code);
    expect(row?.emailCodeExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect(row?.emailCodeExpiresAt?.getTime()).toBeLessThan(Date.now() + 31 * 60_000);

    const confirmed = await post(cookie, '/api/reminders/email/confirm', { code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      emailConfirmedAddress: address,
      emailCodeSentTo: null,
      channels: { email: { enabled: false, address } },
    });
    // The code is used up.
    expect((await post(cookie, '/api/reminders/email/confirm', { code })).json().message).toBe('code: Send a code to the address first');

    const on = await app.inject({ method: 'PUT', url: '/api/reminders', headers: { cookie }, payload: emailOn(address) });
    expect(on.statusCode).toBe(200);
    const test = await post(cookie, '/api/reminders/test', { channel: 'email' });
    expect(test.statusCode).toBe(200);
    expect(mail.to(address).map((received) => /^Subject: (.*)\r$/m.exec(received.raw)?.[1])).toEqual([
      `Your Ultimate Human code: ${code}`,
      'Ultimate Human test',
    ]);
  });

  it('allows five wrong codes, then wants a new one', async () => {
    const { cookie } = await signUp(app);
    const address = newAddress();
    await post(cookie, '/api/reminders/email/code', { address });
    const right = codeIn(mail.to(address)[0]);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      answers.push((await post(cookie, '/api/reminders/email/confirm', { code: wrong })).json().message);
    expect(answers).toEqual([
      'code: That code is not right: 4 tries left',
      'code: That code is not right: 3 tries left',
      'code: That code is not right: 2 tries left',
      'code: That code is not right: 1 try left',
      'code: That code is not right, and that was the last try: send a new one',
    ]);
    const late = await post(cookie, '/api/reminders/email/confirm', { code: right });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('code: Too many wrong codes: send a new one');
    expect((await app.inject({ method: 'GET', url: '/api/reminders', headers: { cookie } })).json().emailConfirmedAddress).toBeNull();
  });

  it('refuses an expired code, and sends at most three codes in a quarter of an hour', async () => {
    const { cookie, user } = await signUp(app);
    const address = newAddress();
    await post(cookie, '/api/reminders/email/code', { address });
    await testDatabase()
      .db.update(reminderSettings)
      .set({ emailCodeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(reminderSettings.userId, user.id));
    const expired = await post(cookie, '/api/reminders/email/confirm', { code: codeIn(mail.to(address)[0]) });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('code: The code has expired: send a new one');

    expect((await post(cookie, '/api/reminders/email/code', { address })).statusCode).toBe(200);
    expect((await post(cookie, '/api/reminders/email/code', { address })).statusCode).toBe(200);
    const limited = await post(cookie, '/api/reminders/email/code', { address });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toContain('Too many codes sent');
    expect(mail.to(address)).toHaveLength(3);
  });

  it('needs a new confirmation after the address changes', async () => {
    const first = newAddress();
    const { cookie } = await personConfirming(first);
    const second = newAddress();
    const changed = await app.inject({ method: 'PUT', url: '/api/reminders', headers: { cookie }, payload: emailOn(second) });
    expect(changed.statusCode).toBe(400);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/reminders',
      headers: { cookie },
      payload: reminderSettingsWith({ channels: { email: { enabled: false, address: second } } }),
    });
    expect(saved.json().emailConfirmedAddress).toBeNull();
    // Going back to the first address needs its code again too.
    expect((await app.inject({ method: 'PUT', url: '/api/reminders', headers: { cookie }, payload: emailOn(first) })).statusCode).toBe(400);
  });

  it('refuses what is not an address or a code', async () => {
    const { cookie } = await signUp(app);
    const address = await post(cookie, '/api/reminders/email/code', { address: 'not-an-address' });
    expect(address.statusCode).toBe(400);
    expect(address.json().message).toContain('address must be an e-mail address');
    const code = await post(cookie, '/api/reminders/email/confirm', { code: 'abc' });
    expect(code.statusCode).toBe(400);
    expect(code.json().message).toContain('code must be the 6 digits from the e-mail');
  });
});

describe('unsubscribing', () => {
  async function personGettingReminders() {
    const address = newAddress();
    const person = await personConfirming(address);
    const payload = reminderSettingsWith({
      schedule: { morningThirty: { enabled: true, time: '07:00' } },
      channels: { email: { enabled: true, address } },
    });
    expect((await app.inject({ method: 'PUT', url: '/api/reminders', headers: { cookie: person.cookie }, payload })).statusCode).toBe(200);
    await testDatabase()
      .db.update(reminderSettings)
      .set({ updatedAt: new Date('2025-12-01T00:00:00Z') })
      .where(eq(reminderSettings.userId, person.user.id));
    return { ...person, address };
  }
  const emailEnabled = async (cookie: string) =>
    (await app.inject({ method: 'GET', url: '/api/reminders', headers: { cookie } })).json().channels.email.enabled as boolean;

  it('puts an unsubscribe link in every reminder e-mail, which turns e-mail off without signing in', async () => {
    const person = await personGettingReminders();
    await runReminderRound({ db: testDatabase().db, sender, ports: reminderPorts }, new Date('2026-01-15T07:00:30Z'), {
      userIds: [person.user.id],
    });
    const reminder = mail.to(person.address).at(-1);
    expect(reminder?.raw).toMatch(/^Subject: Morning 30-30-30\r$/m);
    expect(reminder?.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    const link = unsubscribeLinkIn(reminder);
    expect(link).toMatch(/^https:\/\/health\.example\.com\/api\/reminders\/email\/unsubscribe\?token=\d+\.[\w-]{43}$/);
    expect(reminder?.raw).toContain(`Stop reminder e-mails: ${link}`);
    // And where to change them instead: the Reminders section of Settings.
    expect(reminder?.raw).toContain('Change your reminders: https://health.example.com/settings/reminders');

    // Opening the link (as a mail scanner does) only asks; its button turns e-mail off.
    const path = link.replace('https://health.example.com', '');
    const page = await app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<button type="submit">Stop reminder e-mails</button>');
    expect(page.body).toContain(`<form method="post" action="${path}">`);
    expect(await emailEnabled(person.cookie)).toBe(true);

    const pressed = await app.inject({
      method: 'POST',
      url: path,
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      payload: '',
    });
    expect(pressed.statusCode).toBe(200);
    expect(pressed.headers['content-type']).toContain('text/html');
    expect(pressed.body).toContain('E-mail reminders are off.');
    expect(await emailEnabled(person.cookie)).toBe(false);
  });

  it('takes the one-click POST of a mail program, and refuses a forged link', async () => {
    const person = await personGettingReminders();
    const test = await post(person.cookie, '/api/reminders/test', { channel: 'email' });
    expect(test.statusCode).toBe(200);
    const link = new URL(unsubscribeLinkIn(mail.to(person.address).at(-1)));
    const token = link.searchParams.get('token')!;

    const other = await personGettingReminders();
    const forged = `${other.user.id}.${token.split('.')[1]}`;
    const oneClick = (candidate: string) =>
      app.inject({
        method: 'POST',
        url: `/api/reminders/email/unsubscribe?token=${encodeURIComponent(candidate)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const refused = await oneClick(forged);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toContain('This link is not valid');
    expect((await oneClick('garbage')).statusCode).toBe(404);
    expect(await emailEnabled(other.cookie)).toBe(true);

    const done = await oneClick(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: expect.stringContaining('E-mail reminders are off.') });
    expect(await emailEnabled(person.cookie)).toBe(false);
    expect(await emailEnabled(other.cookie)).toBe(true);
  });
});
