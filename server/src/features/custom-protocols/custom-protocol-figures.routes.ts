import { dayRangeQuerySchema, everyProtocolsFiguresSchema } from '@uh/core/custom-protocols/custom-protocols.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { sessionUserId } from '../../plugins/guards';
import { readEveryProtocolsFigures } from './custom-protocol-figures.service';
import { CUSTOM_PROTOCOL_ACCESS as access } from './custom-protocols.access';

/** Progress's read of every protocol at once: figures over a timeframe, without the days (docs/protocols.md). */
export function customProtocolFiguresRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/custom-protocols/figures',
      { config: access.read, schema: { querystring: dayRangeQuerySchema, response: { 200: everyProtocolsFiguresSchema } } },
      async (request) => readEveryProtocolsFigures(ctx.db, { userId: sessionUserId(request), ...request.query }),
    );
  };
}
