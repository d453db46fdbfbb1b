import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '#lib/api-client';
import { formatDateTime } from '#lib/format';
import { useNow } from '#lib/use-now';
import { useSession } from '#lib/session';
import { OneTimeSecretPanel } from '#ui/one-time-secret-panel';
import { toast } from '#ui/use-toast';
import { adminInvitesQueryOptions } from '../api/admin-queries';
import type { AdminInvite, CreatedInvite } from '@uh/core/admin/admin.schema';
import { useRevokeInvite } from '../api/use-admin-mutations';
import { AdminSection, WhenLoaded } from './admin-section';
import { CreateInviteForm } from './create-invite-form';
import { InviteList } from './invite-list';

/** Links that let one person each create an account, while registration is by invitation. */
export function InvitesSection() {
  const { data: user } = useSession();
  const timeZone = user?.timeZone ?? 'UTC';
  const invites = useQuery(adminInvitesQueryOptions);
  const now = useNow(60_000);
  const revoke = useRevokeInvite();
  // The link lives here only until Done: the server keeps only a hash of its code.
  const [created, setCreated] = useState<CreatedInvite | null>(null);

  const onRevoke = (invite: AdminInvite) =>
    revoke.mutate(invite.id, {
      onSuccess: () => toast({ title: 'Invite revoked', description: `Invite ${invite.id} no longer works.` }),
      onError: (error) => toast({ variant: 'destructive', title: 'Could not revoke the invite', description: errorMessage(error) }),
    });

  return (
    <AdminSection id="admin-invites" title="Invites" description="Each link creates one account, until it expires or you revoke it.">
      {created ? (
        <OneTimeSecretPanel
          id="created-invite-link"
          heading="Invite link created"
          note={`Copy the link now and send it to the person: it will not be shown again. It works once, until ${formatDateTime(created.expiresAt, timeZone)}.`}
          label="Invite link"
          secret={created.url}
          onDone={() => setCreated(null)}
        />
      ) : (
        <CreateInviteForm onCreated={setCreated} />
      )}
      <WhenLoaded query={invites} what="the invites">
        {(list) => (
          <InviteList
            invites={list}
            timeZone={timeZone}
            now={now}
            onRevoke={onRevoke}
            revokingId={revoke.isPending ? revoke.variables : null}
          />
        )}
      </WhenLoaded>
    </AdminSection>
  );
}
