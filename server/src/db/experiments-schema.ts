import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { owner } from './auth-schema';
import { createdAt } from './schema-columns';

// N-of-1 experiments (docs/experiments.md): a person's planned on and off days for one habit;
// re-exported by schema.ts.

/**
 * One experiment as it was made: the question, the design and the stopping rule (fixed before any
 * day is seen, so never updated), and the seed its plan is drawn from, so the plan is never stored
 * but always worked out again the same. `stopped_on` is the day it was ended early (by its rule or
 * by the person); `finished_at` is when `experiment.finished` was raised, claimed by one server only.
 */
export const experiments = pgTable(
  'experiments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    intervention: jsonb('intervention').notNull(),
    outcome: jsonb('outcome').notNull(),
    lag: text('lag').notNull(),
    smallestChange: doublePrecision('smallest_change').notNull(),
    direction: text('direction').notNull(),
    design: jsonb('design').notNull(),
    stopping: jsonb('stopping').notNull(),
    startDay: date('start_day', { mode: 'string' }).notNull(),
    /** The last planned day, kept so the running ones can be counted and the ended ones found in SQL. */
    endDay: date('end_day', { mode: 'string' }).notNull(),
    seed: integer('seed').notNull(),
    createdAt: createdAt(),
    stoppedOn: date('stopped_on', { mode: 'string' }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('experiments_user_id_idx').on(table.userId, table.createdAt),
    index('experiments_unfinished_idx')
      .on(table.endDay)
      .where(sql`${table.finishedAt} IS NULL`),
    check('experiments_direction_check', sql`${table.direction} IN ('increase', 'decrease')`),
  ],
);
