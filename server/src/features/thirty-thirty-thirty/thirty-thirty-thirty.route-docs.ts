import { protocolEntry } from '@uh/core/protocols/protocol-registry';
import type { RouteDocs } from '../../openapi/route-doc';
import { OFFLINE_TIMESTAMP, PAGING, UNDO } from '../../openapi/log-route-words';

const tag = protocolEntry('thirtyThirtyThirty').apiTag.name;

/** The API reference's summary of each of this protocol's routes (the OpenAPI test names one left out). */
export const THIRTY_ROUTE_DOCS: RouteDocs = {
  'POST /api/protocols/thirty': { summary: 'Log a 30-30-30', tag, description: OFFLINE_TIMESTAMP },
  'GET /api/protocols/thirty/:userId': { summary: "List the caller's 30-30-30 logs", tag, description: PAGING },
  'PATCH /api/protocols/thirty/:id': {
    summary: 'Complete or correct a 30-30-30 log',
    tag,
    description:
      '`{completed: true}` marks it completed; any of the amounts or `timestamp` corrects it, and completion follows the rule again.',
  },
  'DELETE /api/protocols/thirty/:id': { summary: 'Delete a 30-30-30 log', tag, description: UNDO },
  'GET /api/thirty-thirty-thirty-logs': {
    summary: "List the caller's 30-30-30 logs (alternate path)",
    tag,
    description: PAGING,
  },
  'POST /api/thirty-thirty-thirty-logs': { summary: 'Log a 30-30-30 (alternate path)', tag, description: OFFLINE_TIMESTAMP },
  'PATCH /api/thirty-thirty-thirty-logs/:id': { summary: 'Complete or correct a 30-30-30 log (alternate path)', tag },
  'DELETE /api/thirty-thirty-thirty-logs/:id': { summary: 'Delete a 30-30-30 log (alternate path)', tag, description: UNDO },
};
