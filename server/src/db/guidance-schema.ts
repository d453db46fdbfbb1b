import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { owner } from './auth-schema';
import { createdAt } from './schema-columns';

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
