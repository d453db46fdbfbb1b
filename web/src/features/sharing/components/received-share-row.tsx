import type { ReceivedShare } from '@uh/core/sharing/share-grants.schema';
import CheckIcon from 'lucide-react/icons/check';
import EyeIcon from 'lucide-react/icons/eye';
import LogOutIcon from 'lucide-react/icons/log-out';
import XIcon from 'lucide-react/icons/x';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button, buttonClasses } from '#ui/button';
import { FieldError } from '#ui/field-error';
import type { useReceivedShareChanges } from '../api/use-received-shares';
import { expiryText, knownScopes, scopeSummary } from '../lib/share-words';
import { ConfirmDialog } from './confirm-dialog';
import { ShareStatusLabel } from './share-status';

type Changes = ReturnType<typeof useReceivedShareChanges>;

/** One share someone gave the person: Accept or Decline while it waits, Open or Leave once active. */
export function ReceivedShareRow({ share, timeZone, changes }: { share: ReceivedShare; timeZone: string; changes: Changes }) {
  const [problem, setProblem] = useState<string | undefined>();
  const [isConfirming, setIsConfirming] = useState(false);
  const name = share.owner.displayName;
  const isBusy = changes.pendingId === share.id;
  const decide = async (decision: 'accept' | 'leave') => {
    setIsConfirming(false);
    const refused = await (decision === 'accept' ? changes.accept(share.id) : changes.leave(share.id));
    setProblem(refused ?? undefined);
  };

  return (
    <li className="space-y-3 rounded-control border border-border p-4">
      <div className="space-y-1">
        <p className="font-semibold break-words">
          {name} <span className="font-normal text-muted-foreground">@{share.owner.username}</span>
        </p>
        <ShareStatusLabel status={share.status} side="grantee" />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">You can</dt>
        <dd className="break-words">{scopeSummary(knownScopes(share.scopes))}</dd>
        <dt className="text-muted-foreground">Ends</dt>
        <dd>{expiryText(share, timeZone)}</dd>
        <dt className="text-muted-foreground">Alerts</dt>
        <dd>{share.alerts ? 'Sent to your reminders' : 'Off'}</dd>
      </dl>
      {share.status === 'pending' ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" aria-label={`Accept ${name}'s share`} disabled={isBusy} onClick={() => void decide('accept')}>
            <CheckIcon aria-hidden="true" className="size-4" />
            Accept
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Decline ${name}'s share`}
            disabled={isBusy}
            onClick={() => void decide('leave')}
          >
            <XIcon aria-hidden="true" className="size-4" />
            Decline
          </Button>
        </div>
      ) : null}
      {share.status === 'active' ? (
        <div className="flex flex-wrap gap-2">
          <Link href={`/shared/${share.id}`} aria-label={`Open ${name}'s data`} className={buttonClasses({ size: 'sm' })}>
            <EyeIcon aria-hidden="true" className="size-4" />
            Open
          </Link>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Leave ${name}'s share`}
            disabled={isBusy}
            onClick={() => setIsConfirming(true)}
          >
            <LogOutIcon aria-hidden="true" className="size-4" />
            Leave
          </Button>
        </div>
      ) : null}
      <FieldError id={`share-received-${share.id}-error`} message={problem} />
      <ConfirmDialog
        isOpen={isConfirming}
        title={`Leave ${name}'s share?`}
        description={`You will no longer see ${name}'s data. Only ${name} can share it with you again.`}
        confirmLabel="Leave"
        isBusy={isBusy}
        onConfirm={() => void decide('leave')}
        onClose={() => setIsConfirming(false)}
      />
    </li>
  );
}
