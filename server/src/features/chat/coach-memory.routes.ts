import { coachMemoryParamsSchema, coachMemorySchema, coachMemoryWriteSchema } from '@uh/core/chat/coach-memory.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { requireSession } from '../../plugins/guards';
import { addMemory, deleteMemory, listMemories, updateMemory } from './coach-memory.storage';

/**
 * Settings → Coach memory (docs/coach-tools.md): what the coach remembers for the person, which
 * they list, add, edit and delete. Session only: no token reads or writes it.
 */
export function coachMemoryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const sessionOnly = { scope: null } as const;
    const one = { params: coachMemoryParamsSchema };

    app.get('/api/chat/memory', { config: sessionOnly, schema: { response: { 200: z.array(coachMemorySchema) } } }, async (request) =>
      listMemories(ctx.db, requireSession(request).user.id),
    );

    app.post(
      '/api/chat/memory',
      { config: sessionOnly, schema: { body: coachMemoryWriteSchema, response: { 201: coachMemorySchema } } },
      async (request, reply) => reply.code(201).send(await addMemory(ctx.db, requireSession(request).user.id, request.body.text)),
    );

    app.patch(
      '/api/chat/memory/:id',
      { config: sessionOnly, schema: { ...one, body: coachMemoryWriteSchema, response: { 200: coachMemorySchema } } },
      async (request) => updateMemory(ctx.db, requireSession(request).user.id, request.params.id, request.body.text),
    );

    app.delete('/api/chat/memory/:id', { config: sessionOnly, schema: one }, async (request, reply) => {
      await deleteMemory(ctx.db, requireSession(request).user.id, request.params.id);
      return reply.code(204).send();
    });
  };
}
