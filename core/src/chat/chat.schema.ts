import { z } from 'zod';
import { appliedWriteSchema } from '../coach-tools/tool-plan.schema';
import { chatDraftSchema } from './chat-drafts.schema';

/** docs/product.md §9. */
export const CHAT_GREETING = "Hello! I'm your wellness AI coach. How can I help you optimize your health today?";
export const DEFAULT_SYSTEM_PROMPT = 'You are a helpful wellness coach.';
/** docs/product.md §7/§9: the completion carries the last 9 stored messages plus the new one. */
export const CHAT_CONTEXT_MESSAGES = 10;
/** What a person may type in one message. */
export const CHAT_MESSAGE_MAX_CHARS = 4000;
/** Coach replies and system prompts may be longer than what a person types. */
export const CHAT_REPLY_MAX_CHARS = 20_000;
/** Clients may send more history than the window; the server keeps the last CHAT_CONTEXT_MESSAGES. */
export const CHAT_REQUEST_MAX_MESSAGES = 50;

export const chatRoleSchema = z.enum(['system', 'user', 'assistant'], { message: 'role must be system, user or assistant' });
export type ChatRole = z.infer<typeof chatRoleSchema>;

const nonBlank = (text: string) => text.trim().length > 0;
const EMPTY_MESSAGE = 'content cannot be empty';
const TOO_LONG_MESSAGE = `content must be at most ${CHAT_MESSAGE_MAX_CHARS} characters`;

const text = z.string({ message: 'content must be text' });
const userContent = text.max(CHAT_MESSAGE_MAX_CHARS, TOO_LONG_MESSAGE).refine(nonBlank, EMPTY_MESSAGE);
const replyContent = text
  .max(CHAT_REPLY_MAX_CHARS, `content must be at most ${CHAT_REPLY_MAX_CHARS} characters`)
  .refine(nonBlank, EMPTY_MESSAGE);

/** A person's messages are held to 4,000 characters; coach replies (which come back as history) may be longer. */
export const chatMessageSchema = z.discriminatedUnion('role', [
  z.strictObject({ role: z.literal('user'), content: userContent }),
  z.strictObject({ role: z.enum(['system', 'assistant']), content: replyContent }),
]);
export type ChatMessage = { role: ChatRole; content: string };

/** GET /api/chat/messages items: the stored conversation, oldest first. */
export const storedChatMessageSchema = z.object({
  id: z.number().int(),
  role: chatRoleSchema,
  content: z.string(),
  createdAt: z.string(),
});
export type StoredChatMessage = z.infer<typeof storedChatMessageSchema>;

/** POST /api/chat/messages: save one message of the conversation (docs/product.md §7: {content, role}). */
export const chatMessageCreateSchema = z.discriminatedUnion(
  'role',
  [
    z.strictObject({ role: z.literal('user'), content: userContent }),
    z.strictObject({ role: z.literal('assistant'), content: replyContent }),
  ],
  { message: 'role must be user or assistant' },
);
export type ChatMessageCreate = z.infer<typeof chatMessageCreateSchema>;

/**
 * POST /api/chat/completion: the conversation's last messages, ending with the person's new one.
 * The server keeps the last 10 and prepends a system prompt if none is present.
 */
export const chatCompletionRequestSchema = z.strictObject({
  messages: z
    .array(chatMessageSchema)
    .min(1, 'messages cannot be empty')
    .max(CHAT_REQUEST_MAX_MESSAGES, `send at most ${CHAT_REQUEST_MAX_MESSAGES} messages`)
    .refine((messages) => messages.at(-1)?.role === 'user', 'the last message must be the user’s'),
});
export type ChatCompletionRequest = z.infer<typeof chatCompletionRequestSchema>;

export const coachKindSchema = z.enum(['offline', 'llm']);
export type CoachKind = z.infer<typeof coachKindSchema>;

/** docs/product.md §7: the reply is read from `message`; `conversationContext` is the grounding summary used. */
export const chatCompletionResponseSchema = z.object({
  message: z.string(),
  conversationContext: z.string().optional(),
  coach: coachKindSchema,
  /** Logs the reply offers, stored only once the person confirms one (POST /api/chat/drafts/:id/confirm). */
  drafts: z.array(chatDraftSchema).optional(),
});
export type ChatCompletionResponse = z.infer<typeof chatCompletionResponseSchema>;

/** GET /api/chat/coach: which coach answers, for the page to say so. */
export const coachInfoSchema = z.object({ coach: coachKindSchema, model: z.string().nullable() });
export type CoachInfo = z.infer<typeof coachInfoSchema>;

/**
 * POST /api/chat/completion/stream answers text/event-stream with these events:
 * `token` (a piece of the reply), then `done` (the saved reply) or `error` (nothing was saved).
 */
export const chatStreamDoneSchema = z.object({
  message: storedChatMessageSchema,
  conversationContext: z.string().optional(),
  coach: coachKindSchema,
  drafts: z.array(chatDraftSchema).optional(),
});

/** POST /api/chat/drafts/:id/confirm: the coach's sentence, written from the log as stored, and which log it is. */
export const chatDraftConfirmedSchema = z.object({ message: storedChatMessageSchema, log: appliedWriteSchema.nullable() });
export type ChatDraftConfirmed = z.infer<typeof chatDraftConfirmedSchema>;
/** POST /api/chat/drafts/{id}/undo: the coach's saved sentence saying it was taken back. */
export const chatDraftUndoneSchema = z.object({ message: storedChatMessageSchema });
export type ChatDraftUndone = z.infer<typeof chatDraftUndoneSchema>;
export type ChatStreamDone = z.infer<typeof chatStreamDoneSchema>;
export const chatStreamTokenSchema = z.object({ text: z.string() });
export const chatStreamErrorSchema = z.object({ message: z.string() });
export const CHAT_STREAM_EVENTS = ['token', 'done', 'error'] as const;
export type ChatStreamEventName = (typeof CHAT_STREAM_EVENTS)[number];
