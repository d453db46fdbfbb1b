import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import type { UserRow } from '../../lib/user-view';
import { readSessionToken, setSessionCookie } from '../../plugins/session';
import { setThemeCookie } from '../../plugins/web-app';
import { createSession, deleteSessionByToken } from './session.service';

/**
 * Signs the person in, the same way whichever method proved who they are: any session the
 * browser already had is destroyed (rotation) and a fresh one is set in the session cookie.
 * `oidcIdToken`: the provider's ID token, when the provider proved it.
 */
export async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  oidcIdToken: string | null = null,
): Promise<void> {
  const previous = readSessionToken(request);
  if (previous) await deleteSessionByToken(ctx.db, previous);
  const token = await createSession(ctx.db, user.id, request.headers['user-agent'], oidcIdToken);
  setSessionCookie(ctx, request, reply, token);
  // This browser may not have seen the saved theme yet: apply it before the next page's first paint.
  setThemeCookie(reply, user.theme);
}
