import type { SignInMethods } from '@uh/core/auth/auth.schema';
import { useQuery } from '@tanstack/react-query';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import LinkIcon from 'lucide-react/icons/link';
import { useCallback, useState } from 'react';
import { useSession } from '#lib/session';
import { Button } from '#ui/button';
import { LoadError } from '#ui/load-error';
import { LINK_PROVIDER_URL, signInMethodsQueryOptions } from '../api/use-sign-in-methods';
import { useLinkOutcomeToast } from '../lib/use-link-outcome-toast';
import { ConfirmItsYou } from './confirm-its-you';
import { IdentityRow } from './identity-row';
import { SetFirstPasswordForm } from './set-first-password-form';
import { SettingsSection } from './settings-section';

function Methods({
  methods,
  timeZone,
  isConfirmationAsked,
  onNeedsConfirmation,
  onConfirmed,
}: {
  methods: SignInMethods;
  timeZone: string;
  isConfirmationAsked: boolean;
  onNeedsConfirmation: () => void;
  onConfirmed: () => void;
}) {
  const { provider } = methods;
  return (
    <div className="space-y-5">
      {isConfirmationAsked ? (
        <ConfirmItsYou hasPassword={methods.hasPassword} providerName={provider.providerName} onConfirmed={onConfirmed} />
      ) : null}
      <div className="space-y-3">
        <h3 className="font-semibold">Password</h3>
        {methods.hasPassword ? (
          <p className="flex items-center gap-2 text-sm">
            <CircleCheckIcon aria-hidden="true" className="size-4 text-status-good" />
            Set. Change it under Password.
          </p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              Not set: you sign in with {provider.providerName}. A password lets you sign in with your username too.
            </p>
            <SetFirstPasswordForm onNeedsConfirmation={onNeedsConfirmation} />
          </>
        )}
      </div>
      <div className="space-y-3">
        <h3 className="font-semibold">Linked accounts</h3>
        {methods.identities.length > 0 ? (
          <ul className="space-y-3">
            {methods.identities.map((identity) => (
              <IdentityRow key={identity.id} identity={identity} timeZone={timeZone} onNeedsConfirmation={onNeedsConfirmation} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No linked accounts yet.</p>
        )}
        {provider.isConfigured ? (
          <Button variant="secondary" onClick={() => window.location.assign(LINK_PROVIDER_URL)}>
            <LinkIcon aria-hidden="true" className="size-4" />
            Link a {provider.providerName} account
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">Signing in with {provider.providerName} is not configured on this server.</p>
        )}
      </div>
    </div>
  );
}

/** "Sign-in methods": the password and the provider accounts that sign in to this one; link, unlink, set a password. */
export function SignInMethodsSection() {
  const { data: user } = useSession();
  const methods = useQuery(signInMethodsQueryOptions);
  const [isConfirmationAsked, setIsConfirmationAsked] = useState(false);
  const askForConfirmation = useCallback(() => setIsConfirmationAsked(true), []);
  useLinkOutcomeToast(methods.data?.provider.providerName, askForConfirmation);
  return (
    <SettingsSection
      id="sign-in-methods"
      title="Sign-in methods"
      description="The ways you can sign in. Your last one cannot be removed, so you can always get back in."
    >
      {methods.data ? (
        <Methods
          methods={methods.data}
          timeZone={user?.timeZone ?? 'UTC'}
          isConfirmationAsked={isConfirmationAsked}
          onNeedsConfirmation={askForConfirmation}
          onConfirmed={() => setIsConfirmationAsked(false)}
        />
      ) : methods.isError ? (
        <LoadError
          isFramed={false}
          message="Failed to load your sign-in methods."
          onRetry={() => void methods.refetch()}
          isRetrying={methods.isFetching}
        />
      ) : (
        <p className="text-sm text-muted-foreground" role="status">
          Loading…
        </p>
      )}
    </SettingsSection>
  );
}
