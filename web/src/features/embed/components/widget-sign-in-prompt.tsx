import LogInIcon from 'lucide-react/icons/log-in';
import { useState } from 'react';
import { useDocumentTitle } from '#lib/use-document-title';
import { canKeepWidgetToken } from '#lib/widget-auth';
import { Button } from '#ui/button';
import { Card } from '#ui/card';
import { openSignInPopup } from '../lib/sign-in-popup';
import { WidgetStorageNotice } from './widget-storage-notice';

type PopupState = 'idle' | 'open' | 'blocked';

/**
 * A signed-out widget (docs/product.md §6): the session cookie is not sent inside another site's frame, so
 * signing in happens in a popup on the app's own site, which hands the widget a token.
 */
export function WidgetSignInPrompt({ featureLabel }: { featureLabel: string }) {
  useDocumentTitle(featureLabel);
  const [popupState, setPopupState] = useState<PopupState>('idle');
  const [canKeepSignIn] = useState(canKeepWidgetToken);
  const onSignIn = () => setPopupState(openSignInPopup() ? 'open' : 'blocked');

  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div className="space-y-1">
        <h1 className="text-xl font-bold">{featureLabel}</h1>
        <p className="text-muted-foreground">Sign in to use {featureLabel} here. What you log is kept in your Ultimate Human account.</p>
      </div>
      <Button onClick={onSignIn} className="w-full sm:w-auto">
        <LogInIcon aria-hidden="true" className="size-4" />
        Sign in to Ultimate Human
      </Button>
      <div aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
        {popupState === 'open' ? 'Finish signing in in the window that opened. This widget updates by itself.' : null}
        {popupState === 'blocked' ? (
          <span className="font-medium text-destructive dark:text-status-bad">
            The sign-in window was blocked. Allow pop-ups for this page, then press Sign in again.
          </span>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">No account yet? You can register in the same window.</p>
      {canKeepSignIn ? null : <WidgetStorageNotice />}
    </Card>
  );
}
