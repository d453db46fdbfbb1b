import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatMessages, coachMemories } from '../../db/schema';

/**
 * What the person told the coach: the facts it keeps for them (Settings → Coach memory), then their
 * stored conversation, oldest first. The risk screen reads all of it: "I take metformin", kept
 * once, keeps applying after the conversation is cleared.
 */
export async function listPersonsWords(db: Database, userId: number): Promise<string[]> {
  const memories = await db.select({ text: coachMemories.text }).from(coachMemories).where(eq(coachMemories.userId, userId));
  const rows = await db
    .select({ content: chatMessages.content })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.role, 'user')))
    .orderBy(asc(chatMessages.id));
  return [...memories.map((memory) => memory.text), ...rows.map((row) => row.content)];
}
