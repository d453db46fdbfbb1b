import { PROTOCOL_VIEWS } from '#lib/protocol-views';
import { useDeleteLog } from '#lib/use-delete-log';
import { fastingKeys } from './fasting-queries';

/** DELETE /api/protocols/fasting/{id}, with Undo for 10 seconds. */
export const useDeleteFast = (userId: number) =>
  useDeleteLog({ logsUrl: PROTOCOL_VIEWS.fasting.logsUrl, listKey: fastingKeys.list(userId), deletedTitle: 'Fast deleted' });
