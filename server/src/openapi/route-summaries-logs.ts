import type { RouteDocs } from './route-doc';

// Undoing a deletion, the checklist, progress and the voice journal (route-summaries.ts); each
// protocol's own log routes are summarised in its feature folder (`*.route-docs.ts`, via trackers.ts).

export const LOG_ROUTE_DOCS: RouteDocs = {
  'POST /api/deleted-logs/:undoId/restore': {
    summary: 'Undo the deletion of a log',
    tag: 'Logs',
    description: 'Within 10 minutes of a DELETE of any log: it comes back as it was (same id) and counts again.',
    errors: { 404: 'The deletion can no longer be undone' },
  },

  'GET /api/daily-checklist/today': { summary: "Today's checklist", tag: 'Checklist', description: "Today in the person's time zone." },
  'GET /api/daily-checklist/weekly': {
    summary: "This week's checklists",
    tag: 'Checklist',
    description: 'From Monday, in the person’s time zone.',
  },
  'PATCH /api/daily-checklist/:date': {
    summary: 'Tick or untick checklist items',
    tag: 'Checklist',
    description: 'One or more of the item booleans, for a day up to one day ahead.',
  },

  'GET /api/progress/summary': {
    summary: 'Progress summary',
    tag: 'Progress',
    description:
      'Streaks, rates, adherence, habit strength, series, a calendar month and biometric statistics for a week, a month or all time.',
  },

  'GET /api/journal/entries': {
    summary: "List the caller's journal entries",
    tag: 'Journal',
    description: 'Newest first, filtered by type.',
  },
  'POST /api/journal/entries': {
    summary: 'Save a journal entry',
    tag: 'Journal',
    description:
      'Details are checked for the type. With `createLogs` (default) a cold session, a reading, a fast start or end, or protein is logged too, and the checklist follows (docs/decisions/0014-voice-journal-entries.md).',
    errors: { 409: 'A fast already runs, or none runs to end: nothing is saved' },
  },
  'PATCH /api/journal/entries/:id': {
    summary: 'Edit a journal entry',
    tag: 'Journal',
    description: 'Summary and details (whole, for the entry’s own type); the logs it made are not changed.',
  },
  'DELETE /api/journal/entries/:id': {
    summary: 'Delete a journal entry',
    tag: 'Journal',
    description:
      'With `alsoDeleteLogs=true` the logs it created go too (each with an undo id), protein it added is taken back, and the values it logged on the caller’s own protocols are deleted (`deletedProtocolEntries`).',
  },
  'GET /api/journal/entries/:id/audio': {
    summary: "A journal entry's recording",
    tag: 'Journal',
    success: { status: 200, description: 'The kept recording', contentType: 'audio/wav' },
    errors: { 404: 'The entry has no recording' },
  },
  'GET /api/voice/options': { summary: 'Speech-to-text engine and recording limits', tag: 'Journal' },
  'POST /api/voice/warm-up': {
    summary: 'Start loading the speech engine',
    tag: 'Journal',
    description:
      'Called as the voice page opens: the built-in engine starts reading its model into memory, so a recording made at once waits less. Answers `loading`, `ready`, or `unavailable` (no engine on this server, or its last load failed; a recording tries again).',
  },
  'POST /api/voice/process': {
    summary: 'Transcribe a recording and extract a journal entry',
    tag: 'Journal',
    description:
      'The recording waits an hour for an entry to keep it. When the server has no engine, the browser’s own transcript (or typed words) is used.',
    body: {
      description: 'A WAV recording (16-bit PCM) and, optionally, a transcript',
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { audio: { type: 'string', contentMediaType: 'audio/wav' }, transcript: { type: 'string' } },
            required: ['audio'],
          },
        },
      },
    },
    errors: {
      400: 'No recording, not audio, empty or silent',
      413: 'Over 10 MB or 5 minutes',
      415: 'Not multipart, or another container than WAV',
      429: 'Past 20 recordings a minute',
      502: 'The speech-to-text engine failed',
      503: 'The engine is unavailable and no transcript came',
      504: 'The engine timed out',
    },
  },
};
