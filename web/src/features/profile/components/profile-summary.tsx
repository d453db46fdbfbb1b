import type { User } from '@uh/core/auth/auth.schema';
import UserIcon from 'lucide-react/icons/user';
import { Card } from '#ui/card';

/** Avatar (or a default), display name and e-mail. */
export function ProfileSummary({ user }: { user: User }) {
  return (
    <Card className="flex items-center gap-4 p-6">
      {user.photoURL ? (
        <img src={user.photoURL} alt="" className="size-20 rounded-full object-cover" referrerPolicy="no-referrer" />
      ) : (
        <span className="grid size-20 shrink-0 place-items-center rounded-full bg-surface-muted text-muted-foreground">
          <UserIcon aria-hidden="true" className="size-10" />
        </span>
      )}
      <div className="min-w-0">
        <h2 className="truncate text-xl font-semibold">{user.displayName}</h2>
        <p className="truncate text-muted-foreground">{user.email}</p>
      </div>
    </Card>
  );
}
