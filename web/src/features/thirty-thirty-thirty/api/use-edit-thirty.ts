import type { ThirtyLog, ThirtyLogPatch } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import { PROTOCOL_VIEWS } from '#lib/protocol-views';
import { useDeleteLog } from '#lib/use-delete-log';
import { useEditLog, type TrackerLogs } from '#lib/use-edit-log';
import { thirtyKeys } from './thirty-queries';

/** 30-30-30 sessions: after a change the list, the checklist and the summaries re-read. */
export const THIRTY_LOGS: TrackerLogs = { logsUrl: PROTOCOL_VIEWS.thirtyThirtyThirty.logsUrl, listKey: thirtyKeys.all() };

/** PATCH /api/protocols/thirty/{id}: a correction; the server re-decides completion and the checklist. */
export const useEditThirty = () => useEditLog<ThirtyLog, ThirtyLogPatch>(THIRTY_LOGS);

/** DELETE /api/protocols/thirty/{id}, with Undo in the toast for 10 seconds. */
export const useDeleteThirty = () => useDeleteLog({ ...THIRTY_LOGS, deletedTitle: '30-30-30 session deleted' });
