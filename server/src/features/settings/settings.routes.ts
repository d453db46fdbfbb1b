import { signOutOthersResponseSchema, userSchema, type LinkedAccount } from '@uh/core/auth/auth.schema';
import { accountDeleteSchema, accountPatchSchema, passwordChangeSchema } from '@uh/core/settings/account.schema';
import { preferencesPatchSchema, preferencesSchema } from '@uh/core/settings/settings.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { AppContext } from '../../app-context';
import { requireSession } from '../../plugins/guards';
import { clearSessionCookie } from '../../plugins/session';
import { setThemeCookie } from '../../plugins/web-app';
import { refuseDemoAccount, refuseDemoEmailChange } from '../../plugins/demo-account-guard';
import { passwordChecksFor } from '../../lib/password-attempts';
import {
  changePassword,
  deleteAccount,
  enforceAccountChangeLimit,
  signOutOtherSessions,
  toPreferences,
  updateAccount,
  updatePreferences,
} from './settings.service';

// Reachable with a widget token as well: the embeddable features (docs/decisions/0016).
const widget = { widget: true, scope: null };
// Account and preferences: the signed-in app only, never a personal access token.
const sessionOnly = { scope: null };

/** What settings asks of the sign-in feature: the provider accounts that can still sign in as a person. */
export type SettingsPorts = { linkedAccounts: (db: Database, userId: number) => Promise<LinkedAccount[]> };

export function settingsRoutes(ctx: AppContext, ports: SettingsPorts): FastifyPluginAsyncZod {
  // Wrong passwords behind a session count like wrong sign-ins: the same limit and window, per account.
  const passwordChecks = (userId: number) =>
    passwordChecksFor(ctx.limiter, userId, {
      max: ctx.config.rateLimits.loginFailuresPerUsername,
      windowMs: ctx.config.rateLimits.loginWindowMs,
    });

  return async (app) => {
    app.get('/api/settings', { config: widget, schema: { response: { 200: preferencesSchema } } }, async (request) =>
      toPreferences(requireSession(request).user),
    );

    app.patch(
      '/api/settings',
      { config: sessionOnly, schema: { body: preferencesPatchSchema, response: { 200: preferencesSchema } } },
      async (request, reply) => {
        const preferences = await updatePreferences(ctx.db, requireSession(request).user.id, request.body);
        if (request.body.theme) setThemeCookie(reply, preferences.theme);
        return preferences;
      },
    );

    app.patch(
      '/api/account',
      { config: sessionOnly, schema: { body: accountPatchSchema, response: { 200: userSchema } } },
      async (request) => {
        const userId = requireSession(request).user.id;
        refuseDemoEmailChange(ctx.config, request, request.body.email);
        await enforceAccountChangeLimit(ctx.limiter, userId);
        return updateAccount(ctx.db, userId, request.body);
      },
    );

    app.post('/api/account/password', { config: sessionOnly, schema: { body: passwordChangeSchema } }, async (request, reply) => {
      const session = requireSession(request);
      refuseDemoAccount(ctx.config, request, 'password');
      await changePassword(ctx.db, passwordChecks(session.user.id), session.user.id, session.tokenHash, request.body);
      return reply.code(204).send();
    });

    app.post(
      '/api/account/sessions/sign-out-others',
      { config: sessionOnly, schema: { response: { 200: signOutOthersResponseSchema } } },
      async (request) => {
        const session = requireSession(request);
        const signedOut = await signOutOtherSessions(ctx.db, session.user.id, session.tokenHash);
        // The provider accounts that can still sign in, for the person to review.
        return { signedOut, linkedAccounts: await ports.linkedAccounts(ctx.db, session.user.id) };
      },
    );

    app.delete('/api/account', { config: sessionOnly, schema: { body: accountDeleteSchema } }, async (request, reply) => {
      const userId = requireSession(request).user.id;
      refuseDemoAccount(ctx.config, request, 'delete');
      await deleteAccount(ctx.db, passwordChecks(userId), userId, request.body);
      clearSessionCookie(request, reply);
      // The deleted account's theme must not keep styling this browser's sign-in page.
      setThemeCookie(reply, 'system');
      return reply.code(204).send();
    });
  };
}
