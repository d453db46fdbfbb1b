import { INVITE_DAYS, type CreatedInvite } from '@uh/core/admin/admin.schema';
import LinkIcon from 'lucide-react/icons/link';
import { useState } from 'react';
import { errorMessage } from '#lib/api-client';
import { Button } from '#ui/button';
import { FormField } from '#ui/form-field';
import { toast } from '#ui/use-toast';
import { useCreateInvite } from '../api/use-admin-mutations';

/** How long the link works, then a new link; the link itself comes back once, to `onCreated`. */
export function CreateInviteForm({ onCreated }: { onCreated: (invite: CreatedInvite) => void }) {
  const create = useCreateInvite();
  const [days, setDays] = useState(String(INVITE_DAYS.default));
  const parsed = Number(days);
  const isValid = Number.isInteger(parsed) && parsed >= INVITE_DAYS.min && parsed <= INVITE_DAYS.max;

  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!isValid) return;
        create.mutate(parsed, {
          onSuccess: (invite) => {
            toast({ title: 'Invite link created', description: 'Copy it now: it will not be shown again.' });
            onCreated(invite);
          },
          onError: (error) => toast({ variant: 'destructive', title: 'Could not create the invite', description: errorMessage(error) }),
        });
      }}
    >
      <div className="w-40">
        <FormField
          id="invite-days"
          label="Expires after (days)"
          type="number"
          inputMode="numeric"
          min={INVITE_DAYS.min}
          max={INVITE_DAYS.max}
          step={1}
          required
          value={days}
          onChange={(event) => setDays(event.target.value)}
          error={days !== '' && !isValid ? `Between ${INVITE_DAYS.min} and ${INVITE_DAYS.max} days` : undefined}
        />
      </div>
      <Button type="submit" disabled={create.isPending || !isValid}>
        <LinkIcon aria-hidden="true" className="size-4" />
        {create.isPending ? 'Creating...' : 'Create invite link'}
      </Button>
    </form>
  );
}
