import { useDeleteLog } from '#lib/use-delete-log';
import { fastingKeys } from './fasting-queries';

/** DELETE /api/protocols/fasting/{id}, with Undo for 10 seconds. */
export const useDeleteFast = (userId: number) =>
  useDeleteLog({ urlOf: (id) => `/api/protocols/fasting/${id}`, listKey: fastingKeys.list(userId), deletedTitle: 'Fast deleted' });
