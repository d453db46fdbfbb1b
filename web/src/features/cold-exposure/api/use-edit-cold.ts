import type { ColdLog, ColdLogPatch } from '@uh/core/cold-exposure/cold-exposure.schema';
import { PROTOCOL_VIEWS } from '#lib/protocol-views';
import { useDeleteLog } from '#lib/use-delete-log';
import { useEditLog, type TrackerLogs } from '#lib/use-edit-log';
import { coldKeys } from './cold-queries';

/** Cold sessions: after a change the strip, the history and the checklist re-read. */
export const COLD_LOGS: TrackerLogs = { logsUrl: PROTOCOL_VIEWS.coldExposure.logsUrl, listKey: coldKeys.all() };

/** PATCH /api/protocols/cold/{id}: a correction. */
export const useEditCold = () => useEditLog<ColdLog, ColdLogPatch>(COLD_LOGS);

/** DELETE /api/protocols/cold/{id}, with Undo in the toast for 10 seconds. */
export const useDeleteCold = () => useDeleteLog({ ...COLD_LOGS, deletedTitle: 'Cold session deleted' });
