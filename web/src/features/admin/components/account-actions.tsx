import Trash2Icon from 'lucide-react/icons/trash-2';
import UserCheckIcon from 'lucide-react/icons/user-check';
import UserXIcon from 'lucide-react/icons/user-x';
import { Button } from '#ui/button';
import type { AdminAccount } from '@uh/core/admin/admin.schema';

export type AccountActionHandlers = {
  onEnable: (account: AdminAccount) => void;
  onDisable: (account: AdminAccount) => void;
  onDelete: (account: AdminAccount) => void;
  /** The account whose enable request is under way. */
  enablingId: number | null;
};

/** Enable or Disable, and Delete; none on the admin's own row (the server refuses them too). */
export function AccountActions({ account, isYou, handlers }: { account: AdminAccount; isYou: boolean; handlers: AccountActionHandlers }) {
  if (isYou) return <span className="text-sm text-muted-foreground">Your account</span>;
  const name = <span className="sr-only"> {account.username}</span>;
  return (
    <div className="flex flex-wrap gap-2">
      {account.disabled ? (
        <Button variant="secondary" size="sm" onClick={() => handlers.onEnable(account)} disabled={handlers.enablingId === account.id}>
          <UserCheckIcon aria-hidden="true" className="size-4" />
          Enable{name}
        </Button>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => handlers.onDisable(account)}>
          <UserXIcon aria-hidden="true" className="size-4" />
          Disable{name}
        </Button>
      )}
      <Button variant="secondary" size="sm" onClick={() => handlers.onDelete(account)}>
        <Trash2Icon aria-hidden="true" className="size-4" />
        Delete{name}
      </Button>
    </div>
  );
}
