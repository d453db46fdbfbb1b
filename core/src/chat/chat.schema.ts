import { z } from 'zod';

/** Spec §9. */
export const CHAT_GREETING = "Hello! I'm your wellness AI coach. How can I help you optimize your health today?";
export const DEFAULT_SYSTEM_PROMPT = 'You are a helpful wellness coach.';
/** Spec §7/§9: the completion carries the last 9 stored messages plus the new one. */
export const CHAT_CONTEXT_MESSAGES = 10;
export const CHAT_MESSAGE_MAX_CHARS = 4000;

export const chatRoleSchema = z.enum(['system', 'user', 'assistant'], { message: 'role must be system, user or assistant' });
export type ChatRole = z.infer<typeof chatRoleSchema>;

const content = z
  .string({ message: 'content must be text' })
  .max(CHAT_MESSAGE_MAX_CHARS, `content must be at most ${CHAT_MESSAGE_MAX_CHARS} characters`)
  .refine((text) => text.trim().length > 0, 'content cannot be empty');

export const chatMessageSchema = z.object({ role: chatRoleSchema, content });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** GET /api/chat/messages items: the stored conversation, oldest first. */
export const storedChatMessageSchema = z.object({
  id: z.number().int(),
  role: chatRoleSchema,
  content: z.string(),
  createdAt: z.string(),
});
export type StoredChatMessage = z.infer<typeof storedChatMessageSchema>;

/** POST /api/chat/messages: save one message of the conversation (spec §7: {content, role}). */
export const chatMessageCreateSchema = z.object({
  content,
  role: z.enum(['user', 'assistant'], { message: 'role must be user or assistant' }),
});

/** POST /api/chat/completion: up to the last 10 messages; a system prompt is prepended if none is present. */
export const chatCompletionRequestSchema = z.object({
  messages: z
    .array(chatMessageSchema)
    .min(1, 'messages cannot be empty')
    .max(CHAT_CONTEXT_MESSAGES + 1, `send at most ${CHAT_CONTEXT_MESSAGES} messages`),
});

export const coachKindSchema = z.enum(['offline', 'llm']);
export type CoachKind = z.infer<typeof coachKindSchema>;

/** Spec §7: the reply is read from `message`; `conversationContext` is the grounding summary used. */
export const chatCompletionResponseSchema = z.object({
  message: z.string(),
  conversationContext: z.string().optional(),
  coach: coachKindSchema,
});
export type ChatCompletionResponse = z.infer<typeof chatCompletionResponseSchema>;

/** GET /api/chat/coach: which coach answers, for the page to say so. */
export const coachInfoSchema = z.object({ coach: coachKindSchema, model: z.string().nullable() });
export type CoachInfo = z.infer<typeof coachInfoSchema>;
