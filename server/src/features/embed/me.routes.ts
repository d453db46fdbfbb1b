import { hasReadScope, meSchema, READ_SCOPES, type Me } from '@uh/core/embed/me.schema';
import { TEMPERATURE_UNITS, WEIGHT_UNITS } from '@uh/core/settings/settings.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../lib/http-error';
import type { UserRow } from '../../lib/user-view';
import { requireSession } from '../../plugins/guards';

// Any personal access token passes the guard; the route asks for one read scope, whichever.
const anyReadScope = { scope: null, checksScopesItself: true } as const;

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

function toMe(user: UserRow): Me {
  return {
    id: user.id,
    username: user.username,
    timeZone: user.timeZone,
    units: { weight: oneOf(WEIGHT_UNITS, user.weightUnit, 'lbs'), temperature: oneOf(TEMPERATURE_UNITS, user.temperatureUnit, 'F') },
  };
}

/** `GET /api/me`: who the caller is, for scripts that hold only a personal access token (docs/api.md). */
export function meRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/me', { config: anyReadScope, schema: { response: { 200: meSchema } } }, async (request) => {
      const session = requireSession(request);
      if (request.auth?.kind === 'token' && !hasReadScope(request.auth.scopes)) {
        throw forbidden(`This token needs one of the read scopes to say whose it is: ${READ_SCOPES.join(', ')}`);
      }
      return toMe(session.user);
    });
  };
}
