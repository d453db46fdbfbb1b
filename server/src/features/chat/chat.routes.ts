import { Readable } from 'node:stream';
import {
  chatCompletionRequestSchema,
  chatCompletionResponseSchema,
  chatDraftConfirmedSchema,
  chatDraftUndoneSchema,
  chatMessageCreateSchema,
  coachInfoSchema,
  storedChatMessageSchema,
} from '@uh/core/chat/chat.schema';
import { chatDraftParamsSchema, chatDraftSchema } from '@uh/core/chat/chat-drafts.schema';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireSession } from '../../plugins/guards';
import type { LlmProvider } from '../../providers/llm/llm-provider';
import { modelToolsOf } from '@uh/core/coach-tools/model-tools.logic';
import { chatDraftEditSchema } from '@uh/core/chat/chat-draft-edit.logic';
import type { ChatPorts } from './chat-ports';
import { confirmDraft, discardDraft, undoDraft } from './chat-draft-decisions.service';
import { editDraft } from './chat-drafts.service';
import { pendingDrafts } from './chat-drafts.storage';
import { openChatStream } from './chat-stream.service';
import { clearMessages, completeChat, countMessageWrite, listMessages, saveMessage, type ChatDeps } from './chat.service';

// Reachable with a widget token as well: the embeddable features (docs/decisions/0016).
const widget = { widget: true, scope: 'chat' } as const;

const historyQuerySchema = z.object({
  limit: z.coerce.number({ message: 'limit must be a number' }).int('limit must be a whole number').min(1).max(500).default(200),
});

/** Aborted when the client goes away before the answer is complete: the upstream request stops too. */
function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

export function chatRoutes(ctx: AppContext, provider: LlmProvider, ports: ChatPorts): FastifyPluginAsyncZod {
  // Only a language model is offered tools; the offline coach drafts through the extractor alone.
  const toolNames = provider.info.coach === 'llm' ? ctx.config.llm.tools : [];
  const modelTools = { names: toolNames, definitions: modelToolsOf(toolNames) };
  return async (app) => {
    const deps = (log: { warn: (obj: object, msg: string) => void }): ChatDeps => ({
      db: ctx.db,
      limiter: ctx.limiter,
      provider,
      completionsPerMinute: ctx.config.chatCompletionsPerMinute,
      messagesPerMinute: ctx.config.chatMessagesPerMinute,
      onUpstreamError: (error) => log.warn({ kind: error.kind, reason: error.message }, 'Coach provider failed'),
      ports,
      modelTools,
    });

    app.get(
      '/api/chat/messages',
      { config: widget, schema: { querystring: historyQuerySchema, response: { 200: z.array(storedChatMessageSchema) } } },
      async (request) => listMessages(ctx.db, requireSession(request).user.id, request.query.limit),
    );

    app.post(
      '/api/chat/messages',
      { config: widget, schema: { body: chatMessageCreateSchema, response: { 201: storedChatMessageSchema } } },
      async (request, reply) => {
        const userId = requireSession(request).user.id;
        await countMessageWrite(deps(request.log), userId);
        return reply.code(201).send(await saveMessage(ctx.db, userId, request.body));
      },
    );

    app.delete('/api/chat/messages', { config: widget }, async (request, reply) => {
      await clearMessages(ctx.db, requireSession(request).user.id);
      return reply.code(204).send();
    });

    // Session only: a confirm writes health data, which widget tokens never do, and personal access
    // tokens confirm nothing here.
    const sessionOnly = { scope: null } as const;
    app.get('/api/chat/drafts', { config: sessionOnly, schema: { response: { 200: z.array(chatDraftSchema) } } }, async (request) =>
      pendingDrafts(ctx.db, requireSession(request).user.id),
    );

    app.post(
      '/api/chat/drafts/:id/confirm',
      { config: sessionOnly, schema: { params: chatDraftParamsSchema, response: { 200: chatDraftConfirmedSchema } } },
      async (request) => {
        const { user } = requireSession(request);
        await countMessageWrite(deps(request.log), user.id);
        return confirmDraft(ctx.db, ports, user, request.params.id);
      },
    );

    app.patch(
      '/api/chat/drafts/:id',
      { config: sessionOnly, schema: { params: chatDraftParamsSchema, body: chatDraftEditSchema, response: { 200: chatDraftSchema } } },
      async (request) => editDraft(ctx.db, requireSession(request).user, request.params.id, request.body),
    );

    app.post(
      '/api/chat/drafts/:id/undo',
      { config: sessionOnly, schema: { params: chatDraftParamsSchema, response: { 200: chatDraftUndoneSchema } } },
      async (request) => {
        const { user } = requireSession(request);
        await countMessageWrite(deps(request.log), user.id);
        return undoDraft(ctx.db, ports, user, request.params.id);
      },
    );

    app.post('/api/chat/drafts/:id/discard', { config: sessionOnly, schema: { params: chatDraftParamsSchema } }, async (request, reply) => {
      await discardDraft(ctx.db, requireSession(request).user.id, request.params.id);
      return reply.code(204).send();
    });

    app.get('/api/chat/coach', { config: widget, schema: { response: { 200: coachInfoSchema } } }, async () => provider.info);

    app.post(
      '/api/chat/completion',
      { config: widget, schema: { body: chatCompletionRequestSchema, response: { 200: chatCompletionResponseSchema } } },
      async (request, reply) => completeChat(deps(request.log), requireSession(request).user, request.body, abortOnDisconnect(reply)),
    );

    app.post('/api/chat/completion/stream', { config: widget, schema: { body: chatCompletionRequestSchema } }, async (request, reply) => {
      const events = await openChatStream(deps(request.log), requireSession(request).user, request.body, abortOnDisconnect(reply));
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store, no-transform')
        .header('x-accel-buffering', 'no')
        .send(Readable.from(events, { objectMode: false }));
    });
  };
}
