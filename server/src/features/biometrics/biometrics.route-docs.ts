import { protocolEntry } from '@uh/core/protocols/protocol-registry';
import type { RouteDocs } from '../../openapi/route-doc';
import { PAGING, UNDO } from '../../openapi/log-route-words';

const tag = protocolEntry('biometrics').apiTag.name;

/** The API reference's summary of each of this protocol's routes (the OpenAPI test names one left out). */
export const BIOMETRIC_ROUTE_DOCS: RouteDocs = {
  'POST /api/biometrics': {
    summary: 'Record biometric readings',
    tag,
    description: 'One or more readings taken together, with an optional past `timestamp`; weight in lbs, sleep in hours.',
  },
  'GET /api/biometrics/:userId': {
    summary: "List the caller's biometric readings",
    tag,
    description: `${PAGING} \`wearableSource\` says where a reading came from (\`manual\` or a device), \`hrvMethod\` how HRV was measured.`,
  },
  'PATCH /api/biometrics/:id': {
    summary: 'Correct biometric readings',
    tag,
    description: 'Any reading (`null` clears it) and `timestamp`; the result must still hold one reading.',
  },
  'DELETE /api/biometrics/:id': { summary: 'Delete biometric readings', tag, description: UNDO },
};
