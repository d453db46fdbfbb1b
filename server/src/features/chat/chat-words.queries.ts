import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatMessages, coachMemories } from '../../db/schema';

/**
 * What the person told the coach: the facts it keeps for them (Settings → Coach memory), then their
 * stored conversation, oldest first. The risk screen reads all of it: "I take metformin", kept
 * once, keeps applying after the conversation is cleared.
 */
export async function listPersonsWords(db: Database, userId: number): Promise<string[]> {
  const { memories, conversation } = await readPersonsWords(db, userId);
  return [...memories, ...conversation];
}

/** The same, in its two parts: the facts kept (oldest first), which the model's grounding lists too, and what was said. */
export async function readPersonsWords(db: Database, userId: number): Promise<{ memories: string[]; conversation: string[] }> {
  const memories = await db
    .select({ text: coachMemories.text })
    .from(coachMemories)
    .where(eq(coachMemories.userId, userId))
    .orderBy(asc(coachMemories.id));
  const rows = await db
    .select({ content: chatMessages.content })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.role, 'user')))
    .orderBy(asc(chatMessages.id));
  return { memories: memories.map((memory) => memory.text), conversation: rows.map((row) => row.content) };
}
