import { PROTOCOL_REGISTRY } from '@uh/core/protocols/protocol-registry';
import type { RouteDocs } from './route-doc';

const NOT_OURS = 'No grant of the caller’s with this id';
const GONE = 'The share has ended, has expired, is not yet accepted, or is not the caller’s';
const NOT_IN_SHARE = 'The share does not include this';

/** What a grantee reads through a grant: each route answers as the owner's own route does. */
const through = (summary: string): RouteDocs[string] => ({ summary, tag: 'Sharing', errors: { 403: NOT_IN_SHARE, 404: GONE } });

/** Each protocol's logs, read through a grant, at the path its registry entry gives. */
const SHARED_LOGS: RouteDocs = Object.fromEntries(
  PROTOCOL_REGISTRY.map((entry) => [`GET /api/shared/:grantId${entry.path}`, through(`The sharer’s ${entry.names.label} logs`)]),
);

const LINK_NOT_OURS = 'No report link of the caller’s with this id';
const LINK_GONE = 'The link has ended, has expired or does not exist';
const PDF: RouteDocs[string]['success'] = { status: 200, description: 'The report as a PDF', contentType: 'application/pdf' };
const ZIP: RouteDocs[string]['success'] = {
  status: 200,
  description: 'The report’s numbers as CSV files in a ZIP',
  contentType: 'application/zip',
};
const WRONG = { 403: 'The passcode is not right', 404: LINK_GONE, 429: 'Too many wrong passcodes for this link; see Retry-After' } as const;

/** The clinician report, the owner's links to it, and the report through a link. */
const REPORT_ROUTE_DOCS: RouteDocs = {
  'GET /api/sharing/report': {
    summary: 'The caller’s clinician report',
    tag: 'Sharing',
    description:
      'The progress screen’s figures for the period, with fasting hours, cold minutes, biometric ranges and finished experiments.',
  },
  'GET /api/sharing/report.pdf': { summary: 'The caller’s clinician report as a PDF', tag: 'Sharing', success: PDF },
  'GET /api/sharing/report.zip': { summary: 'The caller’s clinician report as CSV files', tag: 'Sharing', success: ZIP },
  'GET /api/sharing/links': {
    summary: 'The caller’s report links',
    tag: 'Sharing',
    description: 'Newest first; their tokens and passcodes are not kept.',
  },
  'POST /api/sharing/links': {
    summary: 'Make a report link',
    tag: 'Sharing',
    description:
      'A link and an 8-digit passcode that open the report without an account, for 14 days unless another length (up to 90) is chosen. Both are shown this once.',
  },
  'DELETE /api/sharing/links/:id': {
    summary: 'End a report link',
    tag: 'Sharing',
    success: { status: 204, description: 'Ended' },
    errors: { 404: LINK_NOT_OURS },
  },
  'GET /api/sharing/links/:id/access': { summary: 'A report link’s access log', tag: 'Sharing', errors: { 404: LINK_NOT_OURS } },
  'POST /api/report-links/:token': { summary: 'Open a report with its link’s passcode', tag: 'Sharing', errors: WRONG },
  'POST /api/report-links/:token/pdf': { summary: 'A report through its link, as a PDF', tag: 'Sharing', success: PDF, errors: WRONG },
  'POST /api/report-links/:token/csv': { summary: 'A report through its link, as CSV files', tag: 'Sharing', success: ZIP, errors: WRONG },
};

/** Sharing (docs/sharing.md): grants given and received, and what a grantee reads and proposes. */
export const SHARING_ROUTE_DOCS: RouteDocs = {
  'GET /api/sharing/grants': { summary: 'The grants the caller gave', tag: 'Sharing', description: 'Newest first, ended ones too.' },
  'POST /api/sharing/grants': {
    summary: 'Share with another account',
    tag: 'Sharing',
    description: 'Scopes per domain, each read, propose or write; 90 days unless another length or "never" is chosen.',
    errors: { 404: 'No account with that username or e-mail', 409: 'The caller already shares with 20 people' },
  },
  'PATCH /api/sharing/grants/:id': { summary: 'Change a grant’s scopes or length', tag: 'Sharing', errors: { 404: NOT_OURS } },
  'DELETE /api/sharing/grants/:id': {
    summary: 'Stop sharing',
    tag: 'Sharing',
    description: 'Takes effect on the grantee’s next request; the grant stays listed, ended, with its access log.',
    success: { status: 204, description: 'Ended' },
    errors: { 404: NOT_OURS },
  },
  'GET /api/sharing/grants/:id/access': {
    summary: 'A grant’s access log',
    tag: 'Sharing',
    description: 'Every read, proposal and write through the grant: what, when and from which address, newest first.',
    errors: { 404: NOT_OURS },
  },
  'GET /api/sharing/received': { summary: 'The grants given to the caller', tag: 'Sharing' },
  'POST /api/sharing/received/:id/accept': { summary: 'Accept a grant', tag: 'Sharing', errors: { 404: GONE } },
  'DELETE /api/sharing/received/:id': {
    summary: 'Leave a share',
    tag: 'Sharing',
    success: { status: 204, description: 'Ended' },
    errors: { 404: GONE },
  },
  'GET /api/shared/:grantId': through('Whose data a grant opens, and what it allows'),
  'GET /api/shared/:grantId/progress': through('The sharer’s progress summary'),
  'GET /api/shared/:grantId/checklist': through('The sharer’s checklist today'),
  'GET /api/shared/:grantId/own-protocols': through('The sharer’s own protocols: the last 14 days’ states, habit strength and streak'),
  'GET /api/shared/:grantId/experiments': through('The sharer’s experiments'),
  ...SHARED_LOGS,
  'POST /api/shared/:grantId/proposals': {
    summary: 'Propose entries for the sharer',
    tag: 'Sharing',
    description:
      'Entries in words ("log a 3 minute plunge at 4 °C"): drafts the sharer confirms, or written at once when the grant allows writing.',
    errors: { 400: 'Nothing in the text can be logged', 403: NOT_IN_SHARE, 404: GONE, 429: 'More than 10 proposals a minute' },
  },
  ...REPORT_ROUTE_DOCS,
};
