import { parse as parseQuery } from 'node:querystring';
import { progressQuerySchema } from '@uh/core/progress/progress.schema';
import { protocolEntry, type ProtocolId } from '@uh/core/protocols/protocol-registry';
import { listQuerySchema, OWN_USER_ID, userIdParamsSchema } from '@uh/core/protocols/protocols.schema';
import type { AppContext } from '../app-context';
import { progressSummary } from '../features/progress/progress.service';
import { toPreferences } from '../features/settings/settings.service';
import { isAdminUser } from '../lib/admin-role';
import { toUser, type UserRow } from '../lib/user-view';
import { TRACKERS } from '../trackers';

/** The parts of a read's address its route looks at: the query, and the `:userId` of a list. */
type ReadInput = { query: Record<string, unknown>; userId?: string };

/** What a route answers the signed-in `user` with 200, or null where it would answer anything else. */
type DirectRead = (user: UserRow, input: ReadInput) => Promise<unknown> | unknown;

/** The GET routes whose address is fixed, each answered as its handler answers (same service, same input checks). */
function fixedReads(ctx: AppContext): Map<string, DirectRead> {
  return new Map<string, DirectRead>([
    ['/api/user', (user) => ({ ...toUser(user), isAdmin: isAdminUser(user, ctx.config) })],
    ['/api/settings', (user) => toPreferences(user)],
    [
      '/api/progress/summary',
      (user, { query }) => {
        const parsed = progressQuerySchema.safeParse(query);
        return parsed.success ? progressSummary(ctx.db, user, parsed.data) : null;
      },
    ],
  ]);
}

/**
 * The trackers whose list a page reads as it opens, and whose service answers exactly what the
 * list route writes (signed-in-page.test.ts holds each to it); any other list goes through its route.
 */
const LISTS_READ_AHEAD = ['fasting'] as const satisfies readonly ProtocolId[];

/**
 * Those lists of the caller's logs (`{base}/:userId`), as lib/log-routes.ts answers them: the id in
 * the path must be the caller's own or `me`, as the guards require (403 otherwise).
 */
function listReads(ctx: AppContext): Map<string, DirectRead> {
  const deps = { db: ctx.db };
  return new Map(
    LISTS_READ_AHEAD.map((key): [string, DirectRead] => [
      `${protocolEntry(key).api.create}/`,
      (user, { query, userId }) => {
        const params = userIdParamsSchema.safeParse({ userId });
        const list = listQuerySchema.safeParse(query);
        if (!params.success || !list.success) return null;
        if (params.data.userId !== OWN_USER_ID && String(params.data.userId) !== String(user.id)) return null;
        return TRACKERS[key].service.list(deps, user, list.data);
      },
    ]),
  );
}

/** Answers one read for the person of a session; undefined for an address it does not know. */
export type PageReads = (user: UserRow, url: string) => Promise<unknown> | undefined;

/**
 * The reads signed-in pages make as they open (web/src/app/first-page-data.ts), answered by
 * calling the services their routes call, for the session's own person only: no request through
 * the whole pipeline, and no answer written as JSON to be parsed back. The objects are the ones
 * the routes' serializers write, so the page carries what the API would have answered
 * (signed-in-page.test.ts compares the two).
 */
export function createPageReads(ctx: AppContext): PageReads {
  const fixed = fixedReads(ctx);
  const lists = listReads(ctx);
  return (user, url) => {
    const [path = '', search = ''] = url.split('?', 2);
    const query = parseQuery(search);
    const read = fixed.get(path);
    if (read) return Promise.resolve(read(user, { query }));
    const slash = path.lastIndexOf('/');
    const list = lists.get(path.slice(0, slash + 1));
    const userId = path.slice(slash + 1);
    // An id that needs decoding is no id of a person (the route would refuse it too): the route answers it.
    return list && /^\w+$/.test(userId) ? Promise.resolve(list(user, { query, userId })) : undefined;
  };
}
