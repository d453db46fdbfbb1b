import UserPlusIcon from 'lucide-react/icons/user-plus';
import UsersIcon from 'lucide-react/icons/users';
import { useId } from 'react';
import { Card } from '#ui/card';
import type { Group } from '../content/groups';
import { membersLabel } from '../lib/community-format';
import { PlaceholderButton } from '#ui/placeholder-button';

/** One sample group: name, size, what it is about, and Join Group (not built yet). */
export function GroupCard({ group }: { group: Group }) {
  const nameId = useId();
  return (
    <Card role="group" aria-labelledby={nameId} className="flex h-full flex-col gap-3 p-4 sm:p-5" data-testid="group-card">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-protocol-biometrics-soft text-protocol-biometrics"
        >
          <UsersIcon className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 id={nameId} className="font-semibold">
            {group.name}
          </h3>
          <p className="text-sm text-muted-foreground figures">{membersLabel(group.members)}</p>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{group.description}</p>
      <PlaceholderButton variant="secondary" accessibleName={`Join Group: ${group.name}`} className="mt-auto pt-1">
        <UserPlusIcon aria-hidden="true" className="size-4" />
        Join Group
      </PlaceholderButton>
    </Card>
  );
}
