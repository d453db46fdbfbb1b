import type { RouteDocs } from './route-doc';

// Moving from and back to Loop Habit Tracker (docs/protocols.md), beside the protocols' own routes.

const tag = 'Your protocols' as const;

export const LOOP_ROUTE_DOCS: RouteDocs = {
  'POST /api/custom-protocols/import/loop': {
    summary: 'Import a Loop Habit Tracker CSV export',
    tag,
    description:
      'Each habit becomes a protocol after the caller’s others, with its checkmarks as entries and skipped days. Both generations of the export are read. All or nothing.',
    body: {
      description: 'The ZIP Loop’s "Export as CSV" makes, up to 20 MB',
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: { file: { type: 'string', contentMediaType: 'application/zip' } }, required: ['file'] },
        },
      },
    },
    errors: {
      400: 'Not a ZIP, not a Loop export, or a value no protocol can hold (the message names the file, the row and the habit)',
      409: 'The habits and the caller’s protocols together pass 50',
      413: 'Over 20 MB, or it unpacks to far more than an export holds',
      415: 'Not multipart',
    },
  },
  'GET /api/custom-protocols/export/loop': {
    summary: 'Export the protocols as a Loop Habit Tracker CSV export',
    tag,
    description:
      'Loop’s current layout: `Habits.csv` and a `NNN <name>/Checkmarks.csv` per protocol. A Loop habit holds one value a day, so a protocol of several components goes as its first numeric or check one; `README.txt` in the ZIP lists what was simplified.',
    success: { status: 200, description: 'loop-habits.zip', contentType: 'application/zip' },
  },
};
