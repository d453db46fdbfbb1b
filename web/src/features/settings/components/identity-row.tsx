import type { SignInMethods } from '@uh/core/auth/auth.schema';
import UnlinkIcon from 'lucide-react/icons/unlink';
import { formatLongDate } from '#lib/format';
import { Button } from '#ui/button';
import { toast } from '#ui/use-toast';
import { ConfirmItsYouError, useUnlinkIdentity } from '../api/use-sign-in-methods';
import { readableError } from '../lib/server-field-error';

/** A failed change: the request to confirm it is them, or the server's reason. */
function showChangeFailed(error: unknown, what: string, onNeedsConfirmation: () => void) {
  if (error instanceof ConfirmItsYouError) {
    toast({ variant: 'destructive', title: "Confirm it's you first", description: error.message });
    onNeedsConfirmation();
    return;
  }
  toast({ variant: 'destructive', title: 'Error', description: `Failed to ${what}: ${readableError(error)}` });
}

/** A provider account that signs in to this one, with Unlink (not for the last way to sign in). */
export function IdentityRow({
  identity,
  timeZone,
  onNeedsConfirmation,
}: {
  identity: SignInMethods['identities'][number];
  timeZone: string;
  onNeedsConfirmation: () => void;
}) {
  const unlink = useUnlinkIdentity();
  const onUnlink = () =>
    unlink.mutate(identity.id, {
      onSuccess: () =>
        toast({ title: `${identity.providerName} unlinked`, description: `${identity.email ?? 'That account'} no longer signs you in.` }),
      onError: (error) => showChangeFailed(error, 'unlink', onNeedsConfirmation),
    });
  const noteId = `identity-${identity.id}-note`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-control border border-border p-4">
      <div className="space-y-1">
        <p className="font-semibold">{identity.providerName}</p>
        <p className="text-sm">{identity.email ?? 'No e-mail shared'}</p>
        <p id={noteId} className="text-sm text-muted-foreground">
          Linked on {formatLongDate(identity.createdAt, timeZone)}
          {identity.canUnlink ? '.' : '. It is your only way to sign in: set a password before unlinking it.'}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        disabled={!identity.canUnlink || unlink.isPending}
        aria-describedby={noteId}
        aria-label={`Unlink ${identity.providerName} (${identity.email ?? 'no e-mail'})`}
        onClick={onUnlink}
      >
        <UnlinkIcon aria-hidden="true" className="size-4" />
        {unlink.isPending ? 'Unlinking...' : 'Unlink'}
      </Button>
    </li>
  );
}
