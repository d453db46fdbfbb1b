import type { AdminPorts } from './features/admin/admin.routes';
import { removeAccountRows } from './features/settings/settings.service';

/** What the admin pages reuse of other features: an admin deletes an account the way its owner would. */
export const adminPorts: Omit<AdminPorts, 'speech'> = { removeAccountRows };
