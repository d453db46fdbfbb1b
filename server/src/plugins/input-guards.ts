import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http-error';

/** Deep enough for any body the API takes; deeper structures are refused by their schemas anyway. */
const MAX_DEPTH = 8;

/**
 * The path of the first string holding a NUL character, or null. PostgreSQL's text cannot store
 * U+0000, so such a value would otherwise fail inside the database as a 500.
 */
export function findNulCharacter(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'value' : null;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.(a key)` : '(a key)';
    const found = findNulCharacter(item, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** One rule for every route's input: no NUL characters in any string of the path, query or body. */
export function registerInputGuards(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const found = findNulCharacter(request.params) ?? findNulCharacter(request.query) ?? findNulCharacter(request.body);
    if (found !== null) throw badRequest(`${found}: must not contain a NUL character`);
  });
}
