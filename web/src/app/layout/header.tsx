import type { User } from '@uh/core/auth/auth.schema';
import { Link } from 'wouter';
import type { LucideIcon } from 'lucide-react';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import CloudUploadIcon from 'lucide-react/icons/cloud-upload';
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
        <Link to="/" className="flex min-h-11 min-w-0 items-center gap-2 rounded-control px-1">
          <LogoMark className="size-7 shrink-0" />
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="truncate text-base font-bold sm:text-lg">Ultimate Human</span>
            <span className="truncate text-xs text-muted-foreground">health optimize</span>
          </span>
        </Link>
        {/* On a phone the statuses shrink to icons and counts, so the name keeps its one line. */}
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
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
        <span className="inline-flex min-h-8 items-center gap-1.5 rounded-full bg-surface-muted px-2 text-sm font-medium sm:px-3">
          <WifiOffIcon aria-hidden="true" className="size-4" />
          <span className="max-sm:sr-only">Offline</span>
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
  return (
    <span role="status" className="contents">
      {waiting > 0 || refused.length > 0 ? (
        <span className="inline-flex items-center gap-1 text-sm whitespace-nowrap text-muted-foreground">
          {waiting > 0 ? <SyncCount icon={CloudUploadIcon} count={waiting} words="waiting to sync" /> : null}
          {waiting > 0 && refused.length > 0 ? <span aria-hidden="true"> · </span> : null}
          {refused.length > 0 ? <SyncCount icon={CircleAlertIcon} count={refused.length} words="not saved" /> : null}
        </span>
      ) : null}
    </span>
  );
}

/** "2 waiting to sync"; on a phone the words give way to an icon (screen readers still hear them). */
function SyncCount({ icon: Icon, count, words }: { icon: LucideIcon; count: number; words: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Icon aria-hidden="true" className="size-4 sm:hidden" />
      {count}
      <span className="max-sm:sr-only"> {words}</span>
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
    <Link to="/profile" className="flex min-h-11 shrink-0 items-center gap-2 rounded-control px-1 hover:bg-surface-muted sm:px-2">
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
