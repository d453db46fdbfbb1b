import { TOKEN_PREFIX } from '@uh/core/embed/embed-tokens.schema';
import { useSyncExternalStore } from 'react';
import { getWidgetToken, onWidgetTokenChange } from '#lib/widget-auth';
import { Button } from '#ui/button';
import { useWidgetSignOut } from '../api/embed-queries';

/**
 * Under the widget: 'Powered by Ultimate Human' (docs/product.md §2) only inside another site's frame, opening
 * the app in a new tab; and Sign out while the popup's sign-in is in use (a site's own embed token
 * is the site's to manage).
 */
export function WidgetFooter({ isFramed }: { isFramed: boolean }) {
  const token = useSyncExternalStore(onWidgetTokenChange, getWidgetToken);
  const signOut = useWidgetSignOut();
  const canSignOut = token?.startsWith(TOKEN_PREFIX.widget) ?? false;
  if (!isFramed && !canSignOut) return null;
  return (
    <footer className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-border px-3 py-1.5 text-xs text-muted-foreground">
      {isFramed ? (
        <a
          href="/"
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-6 items-center underline-offset-4 hover:text-foreground hover:underline"
        >
          Powered by Ultimate Human<span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        <span />
      )}
      {canSignOut ? (
        <Button
          variant="ghost"
          size="sm"
          className="min-h-6 px-2 py-0.5 text-xs"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          Sign out
        </Button>
      ) : null}
    </footer>
  );
}
