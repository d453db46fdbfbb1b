import { userSchema } from '@uh/core/auth/auth.schema';
import {
  accountDeleteSchema,
  accountPatchSchema,
  passwordChangeSchema,
  preferencesPatchSchema,
  preferencesSchema,
} from '@uh/core/settings/settings.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireSession } from '../../plugins/guards';
import { clearSessionCookie } from '../../plugins/session';
import { setThemeCookie } from '../../plugins/web-app';
import { changePassword, deleteAccount, signOutOtherSessions, toPreferences, updateAccount, updatePreferences } from './settings.service';

export function settingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/settings', { schema: { response: { 200: preferencesSchema } } }, async (request) =>
      toPreferences(requireSession(request).user),
    );

    app.patch(
      '/api/settings',
      { schema: { body: preferencesPatchSchema, response: { 200: preferencesSchema } } },
      async (request, reply) => {
        const preferences = await updatePreferences(ctx.db, requireSession(request).user.id, request.body);
        if (request.body.theme) setThemeCookie(reply, preferences.theme);
        return preferences;
      },
    );

    app.patch('/api/account', { schema: { body: accountPatchSchema, response: { 200: userSchema } } }, async (request) =>
      updateAccount(ctx.db, requireSession(request).user.id, request.body),
    );

    app.post('/api/account/password', { schema: { body: passwordChangeSchema } }, async (request, reply) => {
      const session = requireSession(request);
      await changePassword(ctx.db, session.user.id, session.tokenHash, request.body);
      return reply.code(204).send();
    });

    app.post(
      '/api/account/sessions/sign-out-others',
      { schema: { response: { 200: z.object({ signedOut: z.number().int() }) } } },
      async (request) => {
        const session = requireSession(request);
        return { signedOut: await signOutOtherSessions(ctx.db, session.user.id, session.tokenHash) };
      },
    );

    app.delete('/api/account', { schema: { body: accountDeleteSchema } }, async (request, reply) => {
      await deleteAccount(ctx.db, requireSession(request).user.id, request.body.password);
      clearSessionCookie(request, reply);
      return reply.code(204).send();
    });
  };
}
