import { lt, and, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { reminderDeliveries } from '../../db/schema';
import { errorLogFields } from '../../lib/error-log';
import { pollingWorker, type Worker } from '../../workers/worker';
import { deliverOne, type DeliveryOutcome } from './reminder-deliverer';
import { planDueReminders, type ReminderScope } from './reminder-planner';
import type { ReminderRoundDeps } from './reminder-ports';

/** Sent, failed and skipped deliveries are kept this long (they stop a reminder being planned twice). */
const KEEP_FINISHED_MS = 30 * 86_400_000;

export type RoundResult = { planned: number; outcomes: Partial<Record<DeliveryOutcome, number>> };

/** One round: plan what fell due by `now`, then deliver until nothing due is left unclaimed. */
export async function runReminderRound(deps: ReminderRoundDeps, now: Date, scope: ReminderScope = {}): Promise<RoundResult> {
  const planned = await planDueReminders(deps, now, scope);
  const outcomes: RoundResult['outcomes'] = {};
  for (let outcome = await deliverOne(deps, now, scope); outcome !== null; outcome = await deliverOne(deps, now, scope)) {
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  }
  return { planned, outcomes };
}

export type ReminderScheduler = Worker;

/**
 * Runs a round every `pollMs` in the app process (and at once on start, which sends what was
 * missed while the server was down and still matters). `pollMs` 0: this server sends none.
 */
export function createReminderScheduler(deps: ReminderRoundDeps & { pollMs: number; log: FastifyBaseLogger }): ReminderScheduler {
  let lastPrune = 0;
  return pollingWorker(
    'reminders',
    async () => {
      const now = new Date();
      const result = await runReminderRound(deps, now);
      if (result.outcomes.failed || result.outcomes.retry) deps.log.warn({ reminders: result }, 'Some reminders could not be delivered');
      if (now.getTime() - lastPrune > 3_600_000) {
        lastPrune = now.getTime();
        await deps.db
          .delete(reminderDeliveries)
          .where(
            and(ne(reminderDeliveries.status, 'pending'), lt(reminderDeliveries.createdAt, new Date(now.getTime() - KEEP_FINISHED_MS))),
          );
      }
    },
    { pollMs: deps.pollMs, onError: (error) => deps.log.error({ error: errorLogFields(error) }, 'Reminder round failed') },
  );
}
