import { protocolEntry } from '@uh/core/protocols/protocol-registry';
import { type WebhookEventInput, webhookEventDataSchemas } from '@uh/core/webhooks/webhook-events.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { AppEventBus } from '../../lib/app-events';
import { errorLogFields } from '../../lib/error-log';
import { queueChecklistCompleted, queueWebhookEvent } from './webhook-queue';

/** One event, its data checked against the event's schema (a record of another shape throws). */
const eventOf = <T extends WebhookEventInput['type']>(type: T, key: string, data: unknown): WebhookEventInput =>
  ({ type, key, data: webhookEventDataSchemas[type].parse(data) }) as WebhookEventInput;

export type WebhookQueueing = { db: Database; kick: () => void; log: FastifyBaseLogger; dailyLimit: number };

/**
 * Queues the webhook events of the app's writes. Queueing runs in the background (the answer does
 * not wait) on the app's own connection, and a failure there is logged, never the write's failure.
 * Queueing is one INSERT … SELECT that writes nothing for a person without endpoints, and each
 * event's message id comes from the record, so the same event raised twice queues nothing new.
 */
export function subscribeWebhooks(events: AppEventBus, { db, kick, log, dailyLimit }: WebhookQueueing) {
  const queue = (queueing: () => Promise<number>) => {
    void queueing()
      .then((queued) => {
        if (queued > 0) kick();
      })
      .catch((error: unknown) => log.error({ error: errorLogFields(error) }, 'Could not queue webhook events'));
  };
  const raise = (userId: number, event: () => WebhookEventInput) => queue(async () => queueWebhookEvent(db, userId, event(), dailyLimit));

  events.on('log.created', ({ userId, kind, id, log: record }) => {
    const protocol = protocolEntry(kind).webhookName;
    raise(userId, () => eventOf('log.created', `${protocol}_${id}`, { protocol, id, log: record }));
  });
  events.on('fast.started', ({ userId, fast }) => raise(userId, () => eventOf('fast.started', String(fast.id), { fast })));
  events.on('fast.ended', ({ userId, fast }) => raise(userId, () => eventOf('fast.completed', String(fast.id), { fast })));
  events.on('biometrics.created', ({ userId, reading }) =>
    raise(userId, () => eventOf('biometrics.created', String(reading.id), { reading })),
  );
  // Told once per entry, and once per skip: a new reason for a day already skipped is not news.
  // A wearable entry a later sync gives a new value is told again, under a message id of its own.
  const entryKey = (entry: { id: number; createdAt: string; updatedAt: string }) =>
    entry.updatedAt === entry.createdAt ? String(entry.id) : `${entry.id}_${Date.parse(entry.updatedAt)}`;
  events.on('protocolEntry.created', ({ userId, protocol, component, entry }) =>
    raise(userId, () =>
      eventOf('protocolEntry.created', entryKey(entry), {
        protocol,
        component,
        entryId: entry.id,
        date: entry.date,
        value: entry.value,
        text: entry.text,
        source: entry.source,
        createdAt: entry.createdAt,
      }),
    ),
  );
  events.on('protocolDay.skipped', ({ userId, protocol, date, reason, markId }) =>
    raise(userId, () => eventOf('protocolDay.skipped', String(markId), { protocol, date, reason })),
  );
  // Raised once per experiment (its end is claimed in the database), and keyed by it besides.
  events.on('experiment.finished', ({ userId, db: _db, ...data }) =>
    raise(userId, () => eventOf('experiment.finished', String(data.experimentId), data)),
  );
  // Queued only when the day's items are all ticked, once per day and endpoint.
  events.on('checklist.changed', ({ userId, date, isComplete }) => {
    if (isComplete) queue(() => queueChecklistCompleted(db, userId, date, dailyLimit));
  });
}
