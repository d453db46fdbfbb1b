import { formatWhen } from '#lib/format';
import { Button } from '#ui/button';
import type { AdminInvite } from '@uh/core/admin/admin.schema';
import { inviteStatusLabel } from '../lib/invite-status';

type InviteListProps = {
  invites: readonly AdminInvite[];
  timeZone: string;
  now: number;
  onRevoke: (invite: AdminInvite) => void;
  revokingId: number | null;
};

/** What last happened to the invite, or will: 'expires Nov 30, 5:30 AM', 'used Nov 28, 9:00 AM'. */
function lastEvent(invite: AdminInvite, when: (iso: string) => string): string {
  if (invite.status === 'used' && invite.usedAt) return `used ${when(invite.usedAt)}`;
  if (invite.status === 'revoked' && invite.revokedAt) return `revoked ${when(invite.revokedAt)}`;
  return `${invite.status === 'expired' ? 'expired' : 'expires'} ${when(invite.expiresAt)}`;
}

/** Every invite made, newest first, with Revoke for those still open. */
export function InviteList({ invites, timeZone, now, onRevoke, revokingId }: InviteListProps) {
  if (invites.length === 0) {
    return (
      <p className="rounded-control border border-dashed border-input-border p-4 text-sm text-muted-foreground">No invite links yet.</p>
    );
  }
  const when = (iso: string) => formatWhen(iso, timeZone, now, { time: true });
  const sorted = [...invites].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return (
    <ul aria-label="Invite links" className="divide-y divide-border border-y border-border">
      {sorted.map((invite) => {
        const status = inviteStatusLabel(invite);
        return (
          <li key={invite.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
            <div className="min-w-0 space-y-1">
              <p className="font-medium">
                Invite {invite.id}: <span className={invite.status === 'open' ? 'text-foreground' : 'text-muted-foreground'}>{status}</span>
              </p>
              <p className="text-muted-foreground">
                By {invite.createdBy}, {when(invite.createdAt)} · {lastEvent(invite, when)}
              </p>
            </div>
            {invite.status === 'open' ? (
              <Button variant="secondary" size="sm" onClick={() => onRevoke(invite)} disabled={revokingId === invite.id}>
                {revokingId === invite.id ? 'Revoking...' : 'Revoke'}
                <span className="sr-only"> invite {invite.id}</span>
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
