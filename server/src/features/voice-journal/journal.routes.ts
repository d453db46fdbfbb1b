import { logIdParamsSchema } from '@uh/core/protocols/protocols.schema';
import {
  journalDeleteQuerySchema,
  journalDeleteResultSchema,
  journalEntryCreateSchema,
  journalEntryPatchSchema,
  journalEntrySchema,
  journalListQuerySchema,
} from '@uh/core/voice-journal/journal.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { requireSession } from '../../plugins/guards';
import type { JournalPorts } from './journal-ports';
import { createEntry, deleteEntry, listEntries, patchEntry } from './journal.service';
import { entryAudio } from './recordings.service';

// Reachable with a widget token as well: the embeddable features (docs/decisions/0016).
const widget = { widget: true };
const journalRead = { ...widget, scope: 'logs:read' } as const;
const journalWrite = { ...widget, scope: 'logs:write' } as const;

export function journalRoutes(ctx: AppContext, ports: JournalPorts): FastifyPluginAsyncZod {
  const journal = { db: ctx.db, ports };
  return async (app) => {
    app.get(
      '/api/journal/entries',
      { config: journalRead, schema: { querystring: journalListQuerySchema, response: { 200: z.array(journalEntrySchema) } } },
      async (request) => listEntries(ctx.db, requireSession(request).user.id, request.query),
    );

    app.post(
      '/api/journal/entries',
      { config: journalWrite, schema: { body: journalEntryCreateSchema, response: { 201: journalEntrySchema } } },
      async (request, reply) => reply.code(201).send(await createEntry(journal, requireSession(request).user, request.body)),
    );

    app.patch(
      '/api/journal/entries/:id',
      { config: journalWrite, schema: { params: logIdParamsSchema, body: journalEntryPatchSchema, response: { 200: journalEntrySchema } } },
      async (request) => patchEntry(journal, requireSession(request).user.id, request.params.id, request.body),
    );

    app.delete(
      '/api/journal/entries/:id',
      {
        config: journalWrite,
        schema: { params: logIdParamsSchema, querystring: journalDeleteQuerySchema, response: { 200: journalDeleteResultSchema } },
      },
      async (request) => deleteEntry(journal, requireSession(request).user, request.params.id, request.query.alsoDeleteLogs),
    );

    app.get('/api/journal/entries/:id/audio', { config: journalRead, schema: { params: logIdParamsSchema } }, async (request, reply) => {
      const audio = await entryAudio(ctx.db, requireSession(request).user.id, request.params.id);
      if (!audio) throw notFound('This entry has no recording');
      return reply.type('audio/wav').header('cache-control', 'private, no-store').send(audio);
    });
  };
}
