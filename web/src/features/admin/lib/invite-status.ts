import type { AdminInvite } from '@uh/core/admin/admin.schema';

/** An invite's state in words: 'Open', 'Used by robin', 'Expired', 'Revoked'. */
export function inviteStatusLabel({ status, usedBy }: Pick<AdminInvite, 'status' | 'usedBy'>): string {
  switch (status) {
    case 'open':
      return 'Open';
    // The account that used it may since have been deleted.
    case 'used':
      return usedBy ? `Used by ${usedBy}` : 'Used';
    case 'expired':
      return 'Expired';
    case 'revoked':
      return 'Revoked';
  }
}
