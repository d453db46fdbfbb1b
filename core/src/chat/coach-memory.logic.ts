import { COACH_MEMORY_TEXT_MAX } from './coach-memory.schema';
import { isQuestion } from './chat-drafts.logic';

/** "remember that I train at 6 am", "please remember: I take metformin". */
const REMEMBER = /^\s*(?:please\s+)?(?:can you\s+)?remember\s*(?:that\s+|:\s*)?(.+?)\s*[.!]*\s*$/is;

/**
 * The fact a message asks the coach to remember, in the person's words, or null: only when asked
 * in so many words ("remember …"), never a question ("do you remember…?"). Someone who says it has
 * agreed to it being kept; Settings → Coach memory lists, edits and deletes what is kept.
 */
export function rememberRequest(message: string): string | null {
  if (isQuestion(message) && !/^\s*(?:please\s+)?(?:can you\s+)?remember\b/i.test(message)) return null;
  const fact = REMEMBER.exec(message)?.[1]?.replace(/\?+$/, '').trim();
  if (!fact || fact.length > COACH_MEMORY_TEXT_MAX) return null;
  return fact.charAt(0).toUpperCase() + fact.slice(1);
}

/** What the coach says once it has kept a fact. */
export const rememberedReply = (fact: string) => `I'll remember: "${fact}". You can change or delete it in Settings → Coach memory.`;

/** The facts as the model's grounding lists them, after the person's data. */
export function memoryGrounding(facts: readonly string[]): string {
  if (facts.length === 0) return '';
  return `\n\nWhat the person asked you to remember:\n${facts.map((fact) => `- ${fact}`).join('\n')}`;
}
