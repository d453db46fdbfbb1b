import type { User } from '@uh/core/auth/auth.schema';
import { Link } from 'wouter';
import MenuIcon from 'lucide-react/icons/menu';
import UserIcon from 'lucide-react/icons/user';
import WifiOffIcon from 'lucide-react/icons/wifi-off';
import { useEffect, useRef } from 'react';
import { useQueuedWrites } from '#lib/offline-writes';
import { useSession } from '#lib/session';
import { useIsOnline } from '#lib/use-is-online';
import { Button, buttonClasses } from '#ui/button';
import { LogoMark } from '#ui/logo';
import { toast } from '#ui/use-toast';

type HeaderProps = { isMenuOpen: boolean; onToggleMenu: () => void };

export function Header({ isMenuOpen, onToggleMenu }: HeaderProps) {
  const { data: user, isPending } = useSession();
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface">
      <div className="flex h-16 items-center gap-2 px-2 md:px-4">
        <Button variant="ghost" size="icon" aria-label="Toggle menu" aria-expanded={isMenuOpen} onClick={onToggleMenu}>
          <MenuIcon aria-hidden="true" className="size-6" />
        </Button>
        <Link to="/" className="flex min-h-11 items-center gap-2 rounded-control px-1">
          <LogoMark className="size-7" />
          <span className="flex flex-col leading-tight">
            <span className="text-lg font-bold">Ultimate Human</span>
            <span className="text-xs text-muted-foreground">health optimize</span>
          </span>
        </Link>
        <div className="ml-auto flex items-center gap-2">
          <OfflineBadge />
          {user ? <SyncStatus /> : null}
          {user ? <UserBadge user={user} /> : isPending ? null : <LogInButton />}
        </div>
      </div>
    </header>
  );
}

/** Shown while the browser has no connection: the pages show the last data kept on this device. */
function OfflineBadge() {
  const isOnline = useIsOnline();
  return (
    <span role="status" className="contents">
      {isOnline ? null : (
        <span className="inline-flex min-h-8 items-center gap-1.5 rounded-full bg-surface-muted px-3 text-sm font-medium">
          <WifiOffIcon aria-hidden="true" className="size-4" />
          Offline
        </span>
      )}
    </span>
  );
}

/**
 * How many changes made offline are still on this device only, and how many the server refused
 * (each shown, with its reason, on its page until dismissed). A new refusal is also told at once.
 */
function SyncStatus() {
  const writes = useQueuedWrites();
  const waiting = writes.filter((write) => write.failure === null).length;
  const refused = writes.filter((write) => write.failure !== null);
  const toldRefusals = useRef(new Set<string>());
  useEffect(() => {
    for (const write of refused) {
      if (toldRefusals.current.has(write.id)) continue;
      toldRefusals.current.add(write.id);
      toast({ variant: 'destructive', title: `Not saved: ${write.label}`, description: write.failure ?? '' });
    }
  }, [refused]);
  const parts = [waiting > 0 ? `${waiting} waiting to sync` : null, refused.length > 0 ? `${refused.length} not saved` : null].filter(
    Boolean,
  );
  return (
    <span role="status" className="contents">
      {parts.length > 0 ? <span className="text-sm text-muted-foreground max-sm:sr-only">{parts.join(' · ')}</span> : null}
    </span>
  );
}

function LogInButton() {
  return (
    <Link to="/auth" className={buttonClasses({ size: 'sm', className: 'min-h-11' })}>
      Log In
    </Link>
  );
}

function UserBadge({ user }: { user: User }) {
  const name = user.displayName || user.email;
  return (
    <Link to="/profile" className="flex min-h-11 items-center gap-2 rounded-control px-2 hover:bg-surface-muted">
      <span className="max-w-[10rem] truncate text-sm font-medium max-sm:sr-only">{name}</span>
      {user.photoURL ? (
        <img src={user.photoURL} alt="" className="size-9 rounded-full object-cover" referrerPolicy="no-referrer" />
      ) : (
        <span className="grid size-9 place-items-center rounded-full bg-surface-muted text-muted-foreground">
          <UserIcon aria-hidden="true" className="size-5" />
        </span>
      )}
    </Link>
  );
}
