import { localDateOf } from '@uh/core/common/calendar.logic';
import { type WebhookEventInput, webhookEventDataSchemas } from '@uh/core/webhooks/webhook-events.schema';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { errorLogFields } from '../../lib/error-log';
import { queueChecklistCompleted, queueWebhookEvent } from './webhook-queue';

type Body = Record<string, unknown>;
type LoggedProtocol = 'thirty-thirty-thirty' | 'fasting' | 'cold-exposure';

/** The writes that add a log, and the protocol each one logs. */
const LOG_CREATES: Record<string, LoggedProtocol> = {
  'POST /api/protocols/thirty': 'thirty-thirty-thirty',
  'POST /api/thirty-thirty-thirty-logs': 'thirty-thirty-thirty',
  'POST /api/protocols/fasting': 'fasting',
  'POST /api/fasting-logs': 'fasting',
  'POST /api/protocols/cold': 'cold-exposure',
};
const FAST_ENDS = new Set(['PATCH /api/protocols/fasting/:id', 'PATCH /api/fasting-logs/:id']);
/** Writes after which the day's checklist may have reached 100 % (logs tick their item). */
const CHECKLIST_WRITES = new Set([
  ...Object.keys(LOG_CREATES),
  ...FAST_ENDS,
  'PATCH /api/daily-checklist/:date',
  'POST /api/deleted-logs/:undoId/restore',
]);

/** One event, its data checked against the event's schema (a record of another shape throws). */
const eventOf = <T extends WebhookEventInput['type']>(type: T, key: string, data: unknown): WebhookEventInput =>
  ({ type, key, data: webhookEventDataSchemas[type].parse(data) }) as WebhookEventInput;

/** The events a successful write raises, read from what it answered (the stored record). */
export function eventsOf(route: string, body: Body, requestBody: unknown): WebhookEventInput[] {
  const id = typeof body.id === 'number' ? body.id : null;
  if (id === null) return [];
  const events: WebhookEventInput[] = [];
  const protocol = LOG_CREATES[route];
  if (protocol) {
    events.push(eventOf('log.created', `${protocol}_${id}`, { protocol, id, log: body }));
    if (protocol === 'fasting') events.push(eventOf('fast.started', String(id), { fast: body }));
  }
  const endsFast = typeof requestBody === 'object' && requestBody !== null && 'endTime' in requestBody;
  if (FAST_ENDS.has(route) && endsFast && body.endTime) events.push(eventOf('fast.completed', String(id), { fast: body }));
  if (route === 'POST /api/biometrics') events.push(eventOf('biometrics.created', String(id), { reading: body }));
  return events;
}

function checklistDate(route: string, body: Body, request: FastifyRequest): string | null {
  if (!CHECKLIST_WRITES.has(route)) return null;
  if (typeof body.date === 'string') return body.date;
  return request.session ? localDateOf(new Date(), request.session.user.timeZone) : null;
}

/** Raises the webhook events of a successful write (its route, the stored record, what was sent, the day it touched). */
export type RaiseWebhookEvents = (userId: number, route: string, record: Body, requestBody: unknown, checklistDate: string | null) => void;

/**
 * Queues a write's events in the background (the answer does not wait) and wakes the delivery
 * worker when something was queued. Queueing is one INSERT … SELECT that writes nothing for a
 * person without endpoints, and each event's message id comes from the record, so raising the
 * same write twice (a replayed request) queues nothing new.
 */
export function webhookEventRaiser(db: Database, kick: () => void, log: FastifyBaseLogger, dailyLimit: number): RaiseWebhookEvents {
  return (userId, route, record, requestBody, checklistDate) => {
    void (async () => {
      let queued = 0;
      for (const event of eventsOf(route, record, requestBody)) queued += await queueWebhookEvent(db, userId, event, dailyLimit);
      if (checklistDate) queued += await queueChecklistCompleted(db, userId, checklistDate, dailyLimit);
      if (queued > 0) kick();
    })().catch((error: unknown) => log.error({ error: errorLogFields(error) }, 'Could not queue webhook events'));
  };
}

const TRIGGER_ROUTES = new Set([...CHECKLIST_WRITES, 'POST /api/biometrics']);

/** Raises webhook events from the app's successful writes, after the answer: no route has to know about webhooks. */
export function registerWebhookTriggers(app: FastifyInstance, raise: RaiseWebhookEvents) {
  app.addHook('onSend', async (request, reply, payload) => {
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    if (!request.session || reply.statusCode >= 300 || typeof payload !== 'string' || !TRIGGER_ROUTES.has(route)) return payload;
    let record: Body;
    try {
      record = JSON.parse(payload) as Body;
    } catch {
      return payload;
    }
    raise(request.session.user.id, route, record, request.body, checklistDate(route, record, request));
    return payload;
  });
}
