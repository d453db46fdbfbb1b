import type { RouteDocs } from './route-doc';

// The protocol logs, biometrics, checklist, progress and the voice journal (route-summaries.ts).

const OFFLINE_TIMESTAMP = '`timestamp`: when it happened, sent by a session that logged it offline (default: now).';
const UNDO = 'Answers `{undoId}`: `POST /api/deleted-logs/{undoId}/restore` brings the log back within 10 minutes.';
const PAGING = 'Newest first; `limit` (default 50, at most 200) and `before` (an ISO time) page back.';
const ANOTHER_FAST = 'Another fast is already running';

export const LOG_ROUTE_DOCS: RouteDocs = {
  'POST /api/protocols/thirty': { summary: 'Log a 30-30-30', tag: '30-30-30', description: OFFLINE_TIMESTAMP },
  'GET /api/protocols/thirty/:userId': { summary: "List the caller's 30-30-30 logs", tag: '30-30-30', description: PAGING },
  'PATCH /api/protocols/thirty/:id': {
    summary: 'Complete or correct a 30-30-30 log',
    tag: '30-30-30',
    description:
      '`{completed: true}` marks it completed; any of the amounts or `timestamp` corrects it, and completion follows the rule again.',
  },
  'DELETE /api/protocols/thirty/:id': { summary: 'Delete a 30-30-30 log', tag: '30-30-30', description: UNDO },
  'GET /api/thirty-thirty-thirty-logs': {
    summary: "List the caller's 30-30-30 logs (alternate path)",
    tag: '30-30-30',
    description: PAGING,
  },
  'POST /api/thirty-thirty-thirty-logs': { summary: 'Log a 30-30-30 (alternate path)', tag: '30-30-30', description: OFFLINE_TIMESTAMP },
  'PATCH /api/thirty-thirty-thirty-logs/:id': { summary: 'Complete or correct a 30-30-30 log (alternate path)', tag: '30-30-30' },
  'DELETE /api/thirty-thirty-thirty-logs/:id': { summary: 'Delete a 30-30-30 log (alternate path)', tag: '30-30-30', description: UNDO },

  'POST /api/protocols/fasting': { summary: 'Start a fast', tag: 'Fasting', errors: { 409: ANOTHER_FAST } },
  'GET /api/protocols/fasting/:userId': {
    summary: "List the caller's fasts",
    tag: 'Fasting',
    description: `${PAGING} A fast past its target keeps running (not completed) until it is ended.`,
  },
  'PATCH /api/protocols/fasting/:id': {
    summary: 'End, reopen or correct a fast',
    tag: 'Fasting',
    description:
      '`{endTime}` ends a running fast at that time (an ended fast comes back unchanged); `{endTime: null}` reopens it; `startTime`, `targetHours` and `endTime` together correct it. The duration and completion follow from the times (docs/decisions/0010-fast-times.md).',
    errors: { 409: 'Reopening while another fast runs' },
  },
  'DELETE /api/protocols/fasting/:id': { summary: 'Delete a fast', tag: 'Fasting', description: UNDO },
  'GET /api/fasting-logs': { summary: "List the caller's fasts, durations in hours (alternate path)", tag: 'Fasting', description: PAGING },
  'POST /api/fasting-logs': { summary: 'Start a fast (alternate path)', tag: 'Fasting', errors: { 409: ANOTHER_FAST } },
  'PATCH /api/fasting-logs/:id': {
    summary: 'End, reopen or correct a fast (alternate path)',
    tag: 'Fasting',
    errors: { 409: ANOTHER_FAST },
  },

  'POST /api/protocols/cold': { summary: 'Log a cold exposure session', tag: 'Cold exposure', description: OFFLINE_TIMESTAMP },
  'GET /api/protocols/cold': { summary: "List the caller's cold exposure sessions", tag: 'Cold exposure', description: PAGING },
  'GET /api/protocols/cold/:userId': {
    summary: "List the caller's cold exposure sessions (by user id)",
    tag: 'Cold exposure',
    description: PAGING,
  },
  'PATCH /api/protocols/cold/:id': {
    summary: 'Complete or correct a cold exposure session',
    tag: 'Cold exposure',
    description: 'Any of the fields and `timestamp`, or `{completed: true}`; temperatures above 30 °C / 86 °F are refused.',
  },
  'DELETE /api/protocols/cold/:id': { summary: 'Delete a cold exposure session', tag: 'Cold exposure', description: UNDO },

  'POST /api/biometrics': {
    summary: 'Record biometric readings',
    tag: 'Biometrics',
    description: 'One or more readings taken together, with an optional past `timestamp`; weight in lbs, sleep in hours.',
  },
  'GET /api/biometrics/:userId': {
    summary: "List the caller's biometric readings",
    tag: 'Biometrics',
    description: `${PAGING} \`wearableSource\` says where a reading came from (\`manual\` or a device), \`hrvMethod\` how HRV was measured.`,
  },
  'PATCH /api/biometrics/:id': {
    summary: 'Correct biometric readings',
    tag: 'Biometrics',
    description: 'Any reading (`null` clears it) and `timestamp`; the result must still hold one reading.',
  },
  'DELETE /api/biometrics/:id': { summary: 'Delete biometric readings', tag: 'Biometrics', description: UNDO },

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
