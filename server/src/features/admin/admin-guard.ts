import type { FastifyRequest } from 'fastify';
import type { AdminRules } from '../../lib/admin-role';
import { isAdminUser } from '../../lib/admin-role';
import { notFound } from '../../lib/http-error';
import type { Actor } from './admin-audit.storage';

/** What a non-admin gets on every admin route: the same 404 as a path that does not exist, so the routes are not revealed. */
export const NOT_FOUND = 'Not found';

/**
 * The admin signed in to the app itself (cookie session). Anyone else — signed in without being
 * an admin, or with a token of any kind — gets 404.
 */
export function requireAdmin(request: FastifyRequest, rules: AdminRules): Actor {
  const user = request.session?.user;
  if (!user || request.auth?.kind !== 'session' || !isAdminUser(user, rules)) throw notFound(NOT_FOUND);
  return { id: user.id, username: user.username };
}
