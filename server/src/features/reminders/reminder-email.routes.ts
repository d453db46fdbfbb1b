import { settingsPath } from '@uh/core/settings/settings-sections';
import {
  EMAIL_CODES_PER_WINDOW,
  EMAIL_CODE_WINDOW_MINUTES,
  emailCodeConfirmSchema,
  emailCodeRequestSchema,
} from '@uh/core/reminders/email-confirmation.schema';
import { type ReminderSettingsView, reminderSettingsViewSchema } from '@uh/core/reminders/reminders.schema';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { badRequest, HttpError, tooManyRequests } from '../../lib/http-error';
import { requireCookieSession } from '../../plugins/guards';
import { refuseDemoAccount } from '../../plugins/demo-account-guard';
import { DeliveryError } from './channels/channel';
import { confirmEmailCode, dropEmailCode, startEmailConfirmation, unsubscribeEmail } from './email-confirmation.service';
import type { ReminderEmailKeys } from './reminder-email-keys';
import { type ReminderSender, UNSUBSCRIBE_PATH } from './reminder-sender';
import type { StoredReminderSettings } from './reminders.service';

type EmailRouteDeps = {
  ctx: AppContext;
  sender: ReminderSender;
  keys: ReminderEmailKeys;
  viewOf: (userId: number, timeZone: string, stored: StoredReminderSettings) => Promise<ReminderSettingsView>;
};

const sessionOnly = { scope: null };
const unsubscribeQuerySchema = z.object({ token: z.string().max(100, 'token is not an unsubscribe token') });

const UNSUBSCRIBED = 'E-mail reminders are off. Your other reminders are unchanged; turn e-mail on again in Settings → Reminders.';
const NOT_UNSUBSCRIBED = 'This link is not valid any more (the address was changed). Turn e-mail reminders off in Settings → Reminders.';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A page for someone who opened the link in a browser, signed in or not (no script, no inline style: the CSP holds). */
function unsubscribePage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1>${body}<p><a href="${settingsPath('reminders')}">Open your reminder settings</a></p></main></body></html>`;
}

/**
 * Opening the link only asks: mail scanners open every link in a message, and must not turn
 * reminders off for the person. The button posts the same address, as a mail program's one-click does.
 */
const confirmPage = (token: string) =>
  unsubscribePage(
    'Stop reminder e-mails?',
    `<p>Your other reminders stay as they are.</p><form method="post" action="${UNSUBSCRIBE_PATH}?token=${escapeHtml(encodeURIComponent(token))}"><button type="submit">Stop reminder e-mails</button></form>`,
  );

const wantsPage = (accept: string | undefined) => accept?.includes('text/html') === true;

/**
 * The e-mail channel (docs/reminders.md): a code confirms the address before anything is sent
 * to it, and every reminder e-mail carries a link that turns the channel off without signing in.
 */
export function reminderEmailRoutes({ ctx, sender, keys, viewOf }: EmailRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/reminders/email/code',
      { config: sessionOnly, schema: { body: emailCodeRequestSchema, response: { 200: reminderSettingsViewSchema } } },
      async (request) => {
        const { user } = requireCookieSession(request);
        refuseDemoAccount(ctx.config, request, 'reminders');
        if (!sender.emailAvailable) throw badRequest("E-mail reminders need the server's SMTP settings: ask the operator to set SMTP_URL");
        const sent = await ctx.limiter.hit(`reminders:email-code:${user.id}`, EMAIL_CODE_WINDOW_MINUTES * 60_000);
        if (sent.count > EMAIL_CODES_PER_WINDOW) {
          throw tooManyRequests('Too many codes sent: wait a few minutes and try again', sent.retryAfterSeconds);
        }
        const { address } = request.body;
        const { code, stored } = await startEmailConfirmation(ctx.db, keys, user.id, address, new Date());
        try {
          await sender.sendEmailCode(address, code);
        } catch (error) {
          await dropEmailCode(ctx.db, user.id);
          if (!(error instanceof DeliveryError)) throw error;
          throw new HttpError(error.permanent ? 422 : 502, `E-mail: ${error.message}`);
        }
        return viewOf(user.id, user.timeZone, stored);
      },
    );

    app.post(
      '/api/reminders/email/confirm',
      { config: sessionOnly, schema: { body: emailCodeConfirmSchema, response: { 200: reminderSettingsViewSchema } } },
      async (request) => {
        const { user } = requireCookieSession(request);
        refuseDemoAccount(ctx.config, request, 'reminders');
        return viewOf(user.id, user.timeZone, await confirmEmailCode(ctx.db, keys, user.id, request.body.code, new Date()));
      },
    );

    await app.register(async (plain) => {
      const scope = plain.withTypeProvider<ZodTypeProvider>();
      // One-click unsubscribing (RFC 8058) posts `List-Unsubscribe=One-Click` as a form: the token in the address is what counts.
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
      const isPublic = { isPublic: true };

      scope.get(UNSUBSCRIBE_PATH, { config: isPublic, schema: { querystring: unsubscribeQuerySchema } }, async (request, reply) =>
        reply.type('text/html; charset=utf-8').send(confirmPage(request.query.token)),
      );

      scope.post(
        UNSUBSCRIBE_PATH,
        { config: isPublic, schema: { querystring: unsubscribeQuerySchema, response: { 200: z.object({ message: z.string() }) } } },
        async (request, reply) => {
          const done = await unsubscribeEmail(ctx.db, keys, request.query.token);
          // The page's button: answer with a page. A mail program's one-click: answer with JSON.
          if (wantsPage(request.headers.accept)) {
            const page = done
              ? unsubscribePage('Unsubscribed', `<p>${UNSUBSCRIBED}</p>`)
              : unsubscribePage('Link not valid', `<p>${NOT_UNSUBSCRIBED}</p>`);
            // The response schema describes the JSON answer; the page is plain HTML beside it.
            const htmlReply = reply as unknown as FastifyReply;
            return htmlReply
              .code(done ? 200 : 404)
              .type('text/html; charset=utf-8')
              .send(page);
          }
          if (!done) throw new HttpError(404, NOT_UNSUBSCRIBED);
          return { message: UNSUBSCRIBED };
        },
      );
    });
  };
}
