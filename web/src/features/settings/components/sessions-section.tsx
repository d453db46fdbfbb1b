import type { LinkedAccount } from '@uh/core/auth/auth.schema';
import LogOutIcon from 'lucide-react/icons/log-out';
import { useState } from 'react';
import { Button } from '#ui/button';
import { toast } from '#ui/use-toast';
import { useSignOutOtherSessions } from '../api/use-account-security';
import { readableError } from '../lib/server-field-error';
import { LinkedAccountsReview } from './linked-accounts-review';
import { SettingsSection } from './settings-section';

/** 'Signed out of 2 other devices.' */
function signedOutText(count: number): string {
  if (count === 0) return 'No other devices were signed in.';
  return `Signed out of ${count} other ${count === 1 ? 'device' : 'devices'}.`;
}

/** Ends every session of the account except this one. */
export function SessionsSection() {
  const signOut = useSignOutOtherSessions();
  const [stillLinked, setStillLinked] = useState<LinkedAccount[] | null>(null);
  const onClick = () =>
    signOut.mutate(undefined, {
      onSuccess: ({ signedOut, linkedAccounts }) => {
        toast({ title: 'Other devices signed out', description: signedOutText(signedOut) });
        setStillLinked(linkedAccounts);
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Error', description: `Failed to sign out other devices: ${readableError(error)}` }),
    });
  return (
    <SettingsSection
      id="sessions"
      title="Sessions"
      description="Lost a phone or signed in on a shared computer? End every session except the one you are using now."
    >
      <Button variant="secondary" disabled={signOut.isPending} onClick={onClick}>
        <LogOutIcon aria-hidden="true" className="size-4" />
        {signOut.isPending ? 'Signing out...' : 'Sign out of all other devices'}
      </Button>
      {stillLinked ? <LinkedAccountsReview accounts={stillLinked} /> : null}
    </SettingsSection>
  );
}
