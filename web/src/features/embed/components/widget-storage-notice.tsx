import { useState } from 'react';
import { Button } from '#ui/button';
import { askForStorageAccess, canAskForStorageAccess } from '../lib/widget-storage';

type AskState = 'idle' | 'asking' | 'granted' | 'refused';

/**
 * Shown where the browser blocks storage in this frame: why the widget asks for a sign-in again
 * after a reload or in a new tab, and, where the browser offers it, a way to let it remember.
 */
export function WidgetStorageNotice() {
  const [askState, setAskState] = useState<AskState>('idle');
  const onAsk = async () => {
    setAskState('asking');
    setAskState((await askForStorageAccess()) ? 'granted' : 'refused');
  };

  return (
    <div className="space-y-2 rounded-md border border-border p-3 text-sm">
      <p>
        Your browser does not let this widget keep anything on this site, so it asks you to sign in again after a reload or in a new tab.
      </p>
      {canAskForStorageAccess() && askState !== 'granted' ? (
        <Button variant="secondary" size="sm" disabled={askState === 'asking'} onClick={() => void onAsk()}>
          Remember my sign-in on this site
        </Button>
      ) : null}
      <div aria-live="polite" className="text-muted-foreground empty:hidden">
        {askState === 'granted' ? 'Allowed: after you sign in, this widget remembers you until the tab is closed.' : null}
        {askState === 'refused' ? 'The browser did not allow it: you will be asked to sign in again after a reload.' : null}
      </div>
    </div>
  );
}
