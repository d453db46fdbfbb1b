import type { ShareGrant } from '@uh/core/sharing/share-grants.schema';
import BanIcon from 'lucide-react/icons/ban';
import HistoryIcon from 'lucide-react/icons/history';
import PencilIcon from 'lucide-react/icons/pencil';
import { useState } from 'react';
import { Button } from '#ui/button';
import { FieldError } from '#ui/field-error';
import { toast } from '#ui/use-toast';
import { useShareGrantChanges } from '../api/use-share-grants';
import { expiryText, isLive, knownScopes, scopeSummary } from '../lib/share-words';
import { AccessLog } from './access-log';
import { ConfirmDialog } from './confirm-dialog';
import { GrantEditForm } from './grant-edit-form';
import { ShareStatusLabel } from './share-status';

/** One person the owner shares with: who, how it stands, what and until when; Edit, Stop sharing, Access log. */
export function GrantRow({ grant, timeZone }: { grant: ShareGrant; timeZone: string }) {
  const changes = useShareGrantChanges();
  const [isEditing, setIsEditing] = useState(false);
  const [isLogOpen, setIsLogOpen] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const { displayName: name, username } = grant.grantee;
  const logId = `share-access-${grant.id}`;
  const editButtonId = `share-edit-${grant.id}-button`;
  const closeEdit = () => {
    setIsEditing(false);
    document.getElementById(editButtonId)?.focus();
  };
  const canChange = isLive(grant.status);

  const stop = async () => {
    setIsConfirming(false);
    const { problem: refused } = await changes.end(grant.id);
    setProblem(refused ?? undefined);
    if (refused === null) toast({ title: `Stopped sharing with ${name}`, description: 'They can no longer see anything of yours.' });
  };

  return (
    <li className="space-y-3 rounded-control border border-border p-4">
      <div className="space-y-1">
        <p className="font-semibold break-words">
          {name} <span className="font-normal text-muted-foreground">@{username}</span>
        </p>
        <ShareStatusLabel status={grant.status} side="owner" />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Shares</dt>
        <dd className="break-words">{scopeSummary(knownScopes(grant.scopes))}</dd>
        <dt className="text-muted-foreground">Ends</dt>
        <dd>{expiryText(grant, timeZone)}</dd>
        <dt className="text-muted-foreground">Alerts</dt>
        <dd>{grant.alerts ? 'On' : 'Off'}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        {canChange ? (
          <>
            <Button
              id={editButtonId}
              size="sm"
              variant="secondary"
              aria-label={`Edit sharing with ${name}`}
              aria-expanded={isEditing}
              onClick={() => (isEditing ? closeEdit() : setIsEditing(true))}
            >
              <PencilIcon aria-hidden="true" className="size-4" />
              Edit
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Stop sharing with ${name}`}
              onClick={() => setIsConfirming(true)}
              disabled={changes.isChanging}
            >
              <BanIcon aria-hidden="true" className="size-4" />
              Stop sharing
            </Button>
          </>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Access log of ${name}`}
          aria-expanded={isLogOpen}
          aria-controls={isLogOpen ? logId : undefined}
          onClick={() => setIsLogOpen((open) => !open)}
        >
          <HistoryIcon aria-hidden="true" className="size-4" />
          Access log
        </Button>
      </div>
      <FieldError id={`share-grant-${grant.id}-error`} message={problem} />
      {isEditing && canChange ? <GrantEditForm grant={grant} onDone={closeEdit} /> : null}
      {isLogOpen ? <AccessLog id={logId} grantId={grant.id} name={name} timeZone={timeZone} /> : null}
      <ConfirmDialog
        isOpen={isConfirming}
        title={`Stop sharing with ${name}?`}
        description="They lose access at once. The share stays listed here as ended, with its access log."
        confirmLabel="Stop sharing"
        isBusy={changes.isChanging}
        onConfirm={() => void stop()}
        onClose={() => setIsConfirming(false)}
      />
    </li>
  );
}
