import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatMessages } from '../../db/schema';

/** What the person wrote in their stored conversation, oldest first: the risk screen reads all of it. */
export async function listPersonsWords(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .select({ content: chatMessages.content })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.role, 'user')))
    .orderBy(asc(chatMessages.id));
  return rows.map((row) => row.content);
}
