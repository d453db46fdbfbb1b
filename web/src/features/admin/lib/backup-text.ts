import type { AdminStatus } from '@uh/core/admin/admin.schema';
import { formatWhen } from '#lib/format';
import { formatStorageSize } from './storage-size';

type When = { timeZone: string; now: number };

const at = (iso: string, { timeZone, now }: When) => formatWhen(iso, timeZone, now, { time: true });

/**
 * The last backup in a line or two, the failure first when there is one, e.g.
 * 'Verified Nov 28, 3:00 AM (6.5 MB): restores exactly' or 'Failed Nov 28, 3:00 AM: the disk is full.
 * Last verified Nov 27, 3:00 AM.'
 */
export function lastBackupText(backup: AdminStatus['lastBackup'], when: When): string {
  if (backup === null) return 'No backups yet';
  if (backup.status === 'running') return `Running since ${at(backup.startedAt, when)}`;
  const finished = at(backup.finishedAt ?? backup.startedAt, when);
  if (backup.status === 'verified') {
    const size = backup.bytes === null ? '' : ` (${formatStorageSize(backup.bytes)})`;
    return `Verified ${finished}${size}: restores exactly`;
  }
  const lastGood = backup.lastVerifiedAt ? `Last verified ${at(backup.lastVerifiedAt, when)}.` : 'None has been verified yet.';
  return `Failed ${finished}: ${backup.message ?? 'no reason was recorded.'} ${lastGood}`;
}
