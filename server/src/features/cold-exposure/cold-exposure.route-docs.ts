import { protocolEntry } from '@uh/core/protocols/protocol-registry';
import type { RouteDocs } from '../../openapi/route-doc';
import { OFFLINE_TIMESTAMP, PAGING, UNDO } from '../../openapi/log-route-words';

const tag = protocolEntry('coldExposure').apiTag.name;

/** The API reference's summary of each of this protocol's routes (the OpenAPI test names one left out). */
export const COLD_ROUTE_DOCS: RouteDocs = {
  'POST /api/protocols/cold': { summary: 'Log a cold exposure session', tag, description: OFFLINE_TIMESTAMP },
  'GET /api/protocols/cold': { summary: "List the caller's cold exposure sessions", tag, description: PAGING },
  'GET /api/protocols/cold/:userId': {
    summary: "List the caller's cold exposure sessions (by user id)",
    tag,
    description: PAGING,
  },
  'PATCH /api/protocols/cold/:id': {
    summary: 'Complete or correct a cold exposure session',
    tag,
    description: 'Any of the fields and `timestamp`, or `{completed: true}`; temperatures above 30 °C / 86 °F are refused.',
  },
  'DELETE /api/protocols/cold/:id': { summary: 'Delete a cold exposure session', tag, description: UNDO },
};
