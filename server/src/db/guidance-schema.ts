import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AppliedWrite, ToolPlan } from '@uh/core/coach-tools/tool-plan.schema';
import { owner } from './auth-schema';
import { createdAt } from './schema-columns';
import { shareGrants } from './sharing-schema';

// The coach and the Learn courses; re-exported by schema.ts.

/** The coach conversation, per user, oldest first by id. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    role: text('role').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('chat_messages_user_id_idx').on(table.userId, table.id)],
);

/**
 * Logs the coach offered and nobody has confirmed or discarded yet: nothing reaches a protocol's
 * own table until the person confirms (then the row is marked, in the same transaction as the write).
 */
export const chatDrafts = pgTable(
  'chat_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    summary: text('summary').notNull(),
    plan: jsonb('plan').$type<ToolPlan>().notNull(),
    /** pending, confirmed, discarded, or undone (confirmed, then taken back). */
    status: text('status').notNull().default('pending'),
    /**
     * Which door proposed it: 'coach' (the chat), 'mcp' (a personal access token's tool call) or
     * 'share' (someone the person shares with, through `proposedByGrantId`).
     */
    origin: text('origin').notNull().default('coach'),
    proposedByGrantId: integer('proposed_by_grant_id').references(() => shareGrants.id, { onDelete: 'set null' }),
    /** The proposer's name as it was when they proposed it (shown on the card, kept if the grant goes). */
    proposedBy: text('proposed_by'),
    /** What confirming it wrote (null: nothing was left to add), for Undo. */
    written: jsonb('written').$type<AppliedWrite>(),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('chat_drafts_user_status_idx').on(table.userId, table.status, table.createdAt),
    check('chat_drafts_origin_check', sql`${table.origin} IN ('coach', 'mcp', 'share')`),
  ],
);

/** Facts a person asked the coach to remember (Settings → Coach memory), in their own words. */
export const coachMemories = pgTable(
  'coach_memories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: owner(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('coach_memories_user_idx').on(table.userId, table.id)],
);

/** How far each person got in each Learn course; no row means never opened (0 %). */
export const courseProgress = pgTable(
  'course_progress',
  {
    userId: owner(),
    courseId: text('course_id').notNull(),
    // Lesson numbers (1-based) the person marked done; progress = done / lessons in the course.
    completedLessons: integer('completed_lessons')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.courseId] })],
);
