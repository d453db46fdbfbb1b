import { authOptionsSchema, loginRequestSchema, registerRequestSchema, userSchema } from '@uh/core/auth/auth.schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { requireSession } from '../../plugins/guards';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../../plugins/session';
import { toUser, type UserRow } from '../../lib/user-view';
import { setThemeCookie } from '../../plugins/web-app';
import { authenticate, enforceRegistrationLimit, registerUser } from './auth.service';
import { createSession, deleteSessionByToken } from './session.service';

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const isPublic = { isPublic: true };

    /** Starts a fresh session: any session the browser already had is destroyed (rotation). */
    const startSession = async (request: FastifyRequest, reply: FastifyReply, user: UserRow) => {
      const previous = readSessionToken(request);
      if (previous) await deleteSessionByToken(ctx.db, previous);
      const token = await createSession(ctx.db, user.id, request.headers['user-agent']);
      setSessionCookie(ctx, request, reply, token);
      // This browser may not have seen the saved theme yet: apply it before the next page's first paint.
      setThemeCookie(reply, user.theme);
    };

    app.post(
      '/api/register',
      { config: isPublic, schema: { body: registerRequestSchema, response: { 201: userSchema } } },
      async (request, reply) => {
        await enforceRegistrationLimit(ctx.limiter, request.ip, ctx.config.rateLimits.registrationsPerIpPerHour);
        const user = await registerUser(ctx.db, request.body);
        await startSession(request, reply, user);
        return reply.code(201).send(toUser(user));
      },
    );

    app.post(
      '/api/login',
      { config: isPublic, schema: { body: loginRequestSchema, response: { 200: userSchema } } },
      async (request, reply) => {
        const limits = {
          failuresPerUsername: ctx.config.rateLimits.loginFailuresPerUsername,
          failuresPerIp: ctx.config.rateLimits.loginFailuresPerIp,
          windowMs: ctx.config.rateLimits.loginWindowMs,
        };
        const user = await authenticate(ctx.db, ctx.limiter, limits, request.body, request.ip);
        await startSession(request, reply, user);
        return toUser(user);
      },
    );

    app.post('/api/logout', { config: isPublic }, async (request, reply) => {
      const token = readSessionToken(request);
      if (token) await deleteSessionByToken(ctx.db, token);
      clearSessionCookie(request, reply);
      return reply.code(204).send();
    });

    app.get('/api/user', { schema: { response: { 200: userSchema } } }, async (request) => toUser(requireSession(request).user));

    app.get('/api/auth/options', { config: isPublic, schema: { response: { 200: authOptionsSchema } } }, async () => ({
      demoAccount: ctx.config.demoAccount,
      googleSignIn: { isConfigured: Boolean(ctx.config.googleClientId) },
    }));
  };
}
