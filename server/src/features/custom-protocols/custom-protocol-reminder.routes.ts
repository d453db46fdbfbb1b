import { customProtocolIdParamsSchema, customProtocolSchema } from '@uh/core/custom-protocols/custom-protocols.schema';
import { protocolReminderSchema } from '@uh/core/custom-protocols/protocol-reminder.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { sessionUserId } from '../../plugins/guards';
import { setProtocolReminder } from './custom-protocol-reminder.service';
import { CUSTOM_PROTOCOL_ACCESS as access } from './custom-protocols.access';

/** PUT /api/custom-protocols/{id}/reminder: on or off, at a time or at the schedule's anchor; answers the protocol. */
export function customProtocolReminderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.put(
      '/api/custom-protocols/:id/reminder',
      {
        config: access.write,
        schema: { params: customProtocolIdParamsSchema, body: protocolReminderSchema, response: { 200: customProtocolSchema } },
      },
      async (request) => setProtocolReminder(ctx.db, sessionUserId(request), request.params.id, request.body),
    );
  };
}
