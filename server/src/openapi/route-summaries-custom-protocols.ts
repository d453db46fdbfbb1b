import type { RouteDocs } from './route-doc';

// A person's own protocols (docs/protocols.md) and the JSON Schema of their file format (route-summaries.ts).

const tag = 'Your protocols' as const;
const NOT_FOUND = 'No such protocol of the caller (or it was deleted)';
const DAY_ERRORS = { 404: NOT_FOUND };

export const CUSTOM_PROTOCOL_ROUTE_DOCS: RouteDocs = {
  'GET /api/schemas/protocol/v1.json': {
    summary: 'The JSON Schema of a protocol file',
    tag,
    description: 'Draft 2020-12, the open document format v1 as written in a file (before defaults are filled in). Public, cacheable.',
    success: { status: 200, description: 'The JSON Schema', contentType: 'application/schema+json' },
  },
  'GET /api/custom-protocols': {
    summary: "The caller's own protocols, in their order",
    tag,
    description: 'Archived ones included, flagged.',
  },
  'POST /api/custom-protocols': {
    summary: 'Add a protocol from a document',
    tag,
    description: 'From a form, a template or an imported file; the document is checked field by field.',
    errors: { 409: 'At 50 protocols (archived ones count), or a protocol of the caller already has this document id' },
  },
  'GET /api/custom-protocols/templates': {
    summary: 'Documents to start from',
    tag,
    description: '`templates` to add as they are; `builtIns`, the built-in protocols as documents, to copy and change.',
  },
  'PUT /api/custom-protocols/order': {
    summary: 'Reorder the protocols',
    tag,
    errors: { 400: '`ids` does not list each of the caller’s protocols exactly once' },
  },
  'GET /api/custom-protocols/:id': { summary: 'One protocol', tag, errors: DAY_ERRORS },
  'PUT /api/custom-protocols/:id': {
    summary: 'Replace the document',
    tag,
    description: 'Entries of components the new document no longer has are kept, but not shown.',
    errors: { 404: NOT_FOUND, 409: 'Another protocol of the caller has this document id' },
  },
  'PATCH /api/custom-protocols/:id': {
    summary: 'Archive, place or acknowledge a protocol',
    tag,
    description: '`archived`, `onDashboard`, `onChecklist`, and `safetyAcknowledged: true` once its safety questions are answered.',
    errors: DAY_ERRORS,
  },
  'DELETE /api/custom-protocols/:id': {
    summary: 'Delete a protocol',
    tag,
    description: 'With its entries and pauses. `POST …/restore` brings it back until `undoUntil` (30 seconds).',
    errors: DAY_ERRORS,
  },
  'PUT /api/custom-protocols/:id/reminder': {
    summary: 'Set the protocol’s reminder',
    tag,
    description:
      'On or off, at a clock time or (`time` null) at the schedule’s anchor: wake-up (a wearable’s, else the usual wake time) or the running fast. Answers the protocol.',
    errors: { 400: '`time` null for a protocol without an anchor, or anchored to sleep', 404: NOT_FOUND },
  },
  'POST /api/custom-protocols/:id/restore': {
    summary: 'Undo the deletion of a protocol',
    tag,
    errors: { 404: 'Not deleted by the caller in the last 30 seconds', 409: 'At 50 protocols, or its document id was taken since' },
  },
  'GET /api/custom-protocols/:id/export': {
    summary: 'Download the protocol as a file',
    tag,
    description: 'The document, as `<document id>.protocol.json`, which `POST /api/custom-protocols` takes on any server.',
    errors: DAY_ERRORS,
  },
  'GET /api/custom-protocols/:id/days': {
    summary: 'A range of the protocol’s days',
    tag,
    description:
      'Each day’s state (done, partial, notDone, skipped, paused, unknown), figures and entries; the pauses, counts per state, the streak and habit strength (0–100) at the range’s end. At most 366 days.',
    errors: DAY_ERRORS,
  },
  'GET /api/custom-protocols/days': {
    summary: 'A range of days of every protocol',
    tag,
    description:
      'For each protocol the caller keeps (archived and deleted ones left out), in their order: its `id` and what `GET /api/custom-protocols/{id}/days` answers for the same range. At most 366 days.',
  },
  'GET /api/custom-protocols/figures': {
    summary: 'Every protocol’s figures over a range',
    tag,
    description:
      'For each protocol the caller keeps, in their order: its `id`, the days per state (`counts`), the `streak` and habit `strength` that `GET /api/custom-protocols/{id}/days` answers for the same range, without the days. At most 366 days.',
  },
  'POST /api/custom-protocols/:id/entries': {
    summary: 'Log a value of one component',
    tag,
    description: 'Archived protocols take entries too. The value must fit its component (kind, scale).',
    errors: DAY_ERRORS,
  },
  'PATCH /api/custom-protocols/:id/entries/:entryId': { summary: 'Correct an entry', tag, errors: { 404: 'No such entry or protocol' } },
  'DELETE /api/custom-protocols/:id/entries/:entryId': {
    summary: 'Delete an entry',
    tag,
    description: 'Answers the deleted entry, so a client can post it again to undo.',
    errors: { 404: 'No such entry or protocol' },
  },
  'PUT /api/custom-protocols/:id/days/:date/skip': {
    summary: 'Skip a day',
    tag,
    description: 'A skipped day neither breaks a streak nor lowers habit strength. Answers the day.',
    errors: DAY_ERRORS,
  },
  'DELETE /api/custom-protocols/:id/days/:date/skip': {
    summary: 'Stop skipping a day',
    tag,
    success: { status: 204, description: 'The day is no longer skipped' },
    errors: DAY_ERRORS,
  },
  'POST /api/custom-protocols/:id/pauses': { summary: 'Pause a protocol for a range of days', tag, errors: DAY_ERRORS },
  'DELETE /api/custom-protocols/:id/pauses/:pauseId': {
    summary: 'Remove a pause',
    tag,
    success: { status: 204, description: 'Removed' },
    errors: { 404: 'No such pause or protocol' },
  },
  'PUT /api/custom-protocols/logged-everything/:date': {
    summary: 'Say everything was logged on a day',
    tag,
    description: 'On that day, every protocol’s missing values count as 0 or unchecked, so nothing logged is not done rather than unknown.',
  },
  'DELETE /api/custom-protocols/logged-everything/:date': { summary: 'Take back "everything was logged" for a day', tag },
};
