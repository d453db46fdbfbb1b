import { protocolEntry } from '@uh/core/protocols/protocol-registry';
import type { RouteDocs } from '../../openapi/route-doc';
import { PAGING, UNDO } from '../../openapi/log-route-words';

const ANOTHER_FAST = 'Another fast is already running';

const tag = protocolEntry('fasting').apiTag.name;

/** The API reference's summary of each of this protocol's routes (the OpenAPI test names one left out). */
export const FASTING_ROUTE_DOCS: RouteDocs = {
  'POST /api/protocols/fasting': { summary: 'Start a fast', tag, errors: { 409: ANOTHER_FAST } },
  'GET /api/protocols/fasting/:userId': {
    summary: "List the caller's fasts",
    tag,
    description: `${PAGING} A fast past its target keeps running (not completed) until it is ended.`,
  },
  'PATCH /api/protocols/fasting/:id': {
    summary: 'End, reopen or correct a fast',
    tag,
    description:
      '`{endTime}` ends a running fast at that time (an ended fast comes back unchanged); `{endTime: null}` reopens it; `startTime`, `targetHours` and `endTime` together correct it. The duration and completion follow from the times (docs/decisions/0010-fast-times.md).',
    errors: { 409: 'Reopening while another fast runs' },
  },
  'DELETE /api/protocols/fasting/:id': { summary: 'Delete a fast', tag, description: UNDO },
  'GET /api/fasting-logs': { summary: "List the caller's fasts, durations in hours (alternate path)", tag, description: PAGING },
  'POST /api/fasting-logs': { summary: 'Start a fast (alternate path)', tag, errors: { 409: ANOTHER_FAST } },
  'PATCH /api/fasting-logs/:id': {
    summary: 'End, reopen or correct a fast (alternate path)',
    tag,
    errors: { 409: ANOTHER_FAST },
  },
};
