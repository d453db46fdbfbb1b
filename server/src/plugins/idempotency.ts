import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { errorLogFields } from '../lib/error-log';
import { badRequest, conflict, HttpError } from '../lib/http-error';
import { isApiRequest } from './errors';

// A write sent again after its answer was lost (the offline app retries its queue when the
// connection returns) must not be stored twice. With an `Idempotency-Key` header, the first
// request claims the key for the signed-in person; its answer is kept, and the same request with
// the same key within 24 hours gets that answer again instead of running (docs/api.md).

/** How long a key is honoured. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 3600_000;
/** A claim still unanswered after this long belongs to a request that never finished (a crash). */
const UNFINISHED_AFTER_MS = 60_000;
const SWEEP_EVERY_MS = 3600_000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/* eslint-disable @typescript-eslint/consistent-type-definitions -- module augmentation needs interfaces */
declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request claimed, answered in onSend; null when it sent none or replays an answer. */
    idempotencyClaim: { userId: number; key: string } | null;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/** What makes two requests "the same": method, address and body. */
function requestHash(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n`)
    .update(JSON.stringify(request.body ?? null))
    .digest('base64url');
}

/** The `Idempotency-Key` header of a signed-in write, or null when it has none. */
function keyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined || !WRITE_METHODS.has(request.method) || !isApiRequest(request) || !request.session) return null;
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
    throw badRequest('Idempotency-Key must be 1 to 255 visible ASCII characters');
  }
  return header;
}

const SECRET_FIELDS = ['token', 'secret'];

/**
 * A route whose success answer has a `token` or `secret` field must say that its answer holds a
 * secret, so that a new route of that kind cannot quietly have its secret kept for replays.
 */
function refuseUnmarkedSecrets(route: RouteOptions) {
  if (route.config?.answerHoldsSecret) return;
  const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
  for (const [status, schema] of Object.entries(responses)) {
    if (!status.startsWith('2') || !(schema instanceof z.ZodObject)) continue;
    const field = SECRET_FIELDS.find((name) => name in schema.shape);
    if (field) {
      throw new Error(`${route.method} ${route.url} answers with a "${field}": mark it config.answerHoldsSecret`);
    }
  }
}

/** Claims the key for this request: true when it is new (or its 24 hours are over). */
async function claim(db: Database, userId: number, key: string, hash: string, now: Date): Promise<boolean> {
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash: hash, createdAt: now })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { requestHash: hash, statusCode: null, responseBody: null, createdAt: now },
      setWhere: lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS)),
    })
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

/**
 * What is kept in place of an answer that carried a secret: a replay learns that the write was
 * done, never the secret itself (which may since have been revoked).
 */
export const SECRET_SHOWN_ONCE = {
  statusCode: 409,
  body: JSON.stringify({ message: 'Already created with this Idempotency-Key: its secret was shown once and is not shown again' }),
};

export function registerIdempotency(app: FastifyInstance, db: Database) {
  app.decorateRequest('idempotencyClaim', null);
  app.addHook('onRoute', refuseUnmarkedSecrets);
  let lastSweep = 0;

  app.addHook('preHandler', async (request, reply) => {
    const key = keyOf(request);
    if (key === null || !request.session) return;
    const userId = request.session.user.id;
    const hash = requestHash(request);
    const now = new Date();
    if (now.getTime() - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = now.getTime();
      await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS)));
    }
    if (await claim(db, userId, key, hash, now)) {
      request.idempotencyClaim = { userId, key };
      return;
    }

    const [earlier] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    // Gone between the two statements (its request failed and let go of it): send it again.
    if (!earlier) throw new HttpError(409, 'A request with this Idempotency-Key has just failed: send it again', { 'retry-after': '1' });
    if (earlier.requestHash !== hash) {
      throw new HttpError(422, 'This Idempotency-Key was already used for a different request');
    }
    if (earlier.statusCode === null) {
      if (now.getTime() - earlier.createdAt.getTime() > UNFINISHED_AFTER_MS) {
        throw conflict('An earlier request with this Idempotency-Key never finished: check whether it was saved before sending it again');
      }
      throw new HttpError(409, 'A request with this Idempotency-Key is still being handled: try again shortly', { 'retry-after': '2' });
    }
    return reply
      .code(earlier.statusCode)
      .header('idempotent-replayed', 'true')
      .type('application/json; charset=utf-8')
      .send(earlier.responseBody ?? '');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claimed = request.idempotencyClaim;
    if (!claimed) return payload;
    request.idempotencyClaim = null;
    const own = and(eq(idempotencyKeys.userId, claimed.userId), eq(idempotencyKeys.key, claimed.key));
    try {
      // A server error (or an answer that is not JSON) is not kept: the same request may run again.
      if (reply.statusCode >= 500 || typeof payload !== 'string') {
        await db.delete(idempotencyKeys).where(own);
      } else {
        const isSecret = reply.statusCode < 300 && request.routeOptions.config.answerHoldsSecret === true;
        const kept = isSecret ? SECRET_SHOWN_ONCE : { statusCode: reply.statusCode, body: payload };
        await db
          .update(idempotencyKeys)
          .set({ statusCode: kept.statusCode, responseBody: kept.body })
          .where(and(own, sql`${idempotencyKeys.statusCode} is null`));
      }
    } catch (error) {
      // The write itself is done: its answer still goes out. The key stays claimed, so the same
      // request again is refused (409) rather than stored twice.
      request.log.error({ error: errorLogFields(error) }, 'could not keep the answer for an Idempotency-Key');
    }
    return payload;
  });
}
