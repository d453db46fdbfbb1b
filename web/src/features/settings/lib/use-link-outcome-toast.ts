import { oidcFailureMessage } from '@uh/core/auth/oidc-failure.logic';
import { RECENT_AUTHENTICATION_REQUIRED } from '@uh/core/auth/recent-authentication.logic';
import { useEffect, useRef } from 'react';
import { toast } from '#ui/use-toast';

/**
 * The way back from linking at the provider: `?linked=1` or `?linkError=<code>`, announced once.
 * `onNeedsConfirmation`: linking was refused until the person confirms it is them.
 */
export function useLinkOutcomeToast(providerName: string | undefined, onNeedsConfirmation: () => void) {
  const isHandled = useRef(false);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const error = params.get('linkError');
    if (isHandled.current || !providerName || (error === null && params.get('linked') !== '1')) return;
    isHandled.current = true;
    if (error === null) toast({ title: `${providerName} linked`, description: `You can now sign in with ${providerName}.` });
    else toast({ variant: 'destructive', title: `Linking ${providerName} failed`, description: oidcFailureMessage(error, providerName) });
    if (error === RECENT_AUTHENTICATION_REQUIRED) onNeedsConfirmation();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.hash}`);
  }, [providerName, onNeedsConfirmation]);
}
