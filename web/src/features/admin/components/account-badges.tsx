import type { AdminAccount } from '@uh/core/admin/admin.schema';

const BADGE = 'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold';

/** Admin, Disabled and Demo as words in outlined pills (colour never carries the meaning alone). */
export function AccountBadges({ account, isYou }: { account: AdminAccount; isYou: boolean }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      {isYou ? <span className={`${BADGE} border-ring text-foreground`}>You</span> : null}
      {account.isAdmin ? <span className={`${BADGE} border-ring text-foreground`}>Admin</span> : null}
      {account.disabled ? (
        <span className={`${BADGE} border-destructive text-destructive dark:border-status-bad dark:text-status-bad`}>Disabled</span>
      ) : null}
      {account.isDemo ? <span className={`${BADGE} border-border text-muted-foreground`}>Demo</span> : null}
    </span>
  );
}

const METHOD_NAMES: Record<AdminAccount['signInMethods'][number], string> = { password: 'Password', oidc: 'Single sign-on' };

/** 'Password, Single sign-on'; '—' for an account with no way in left. */
export function signInMethodsText(methods: AdminAccount['signInMethods']): string {
  return methods.length === 0 ? '—' : methods.map((method) => METHOD_NAMES[method]).join(', ');
}
