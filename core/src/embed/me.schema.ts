import { z } from 'zod';
import { TEMPERATURE_UNITS, WEIGHT_UNITS } from '../settings/settings.schema';
import { API_SCOPES } from './embed-tokens.schema';

/**
 * `GET /api/me` (docs/api.md): who a token or session belongs to, so that a script holding only a
 * personal access token can name its owner in paths that take a user id (or write `me` there).
 */
export const meSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  timeZone: z.string(),
  units: z.object({ weight: z.enum(WEIGHT_UNITS), temperature: z.enum(TEMPERATURE_UNITS) }),
});
export type Me = z.infer<typeof meSchema>;

/** Any of these lets a personal access token read `GET /api/me`. */
export const READ_SCOPES = API_SCOPES.filter((scope) => scope.endsWith(':read'));

export const hasReadScope = (scopes: readonly string[]) => scopes.some((scope) => (READ_SCOPES as readonly string[]).includes(scope));
