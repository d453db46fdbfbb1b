import type { SignInMethods } from '@uh/core/auth/auth.schema';
import { oidcFailureMessage } from '@uh/core/auth/oidc-failure.logic';
import { RECENT_AUTHENTICATION_REQUIRED } from '@uh/core/auth/recent-authentication.logic';
import { useQuery } from '@tanstack/react-query';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import LinkIcon from 'lucide-react/icons/link';
import UnlinkIcon from 'lucide-react/icons/unlink';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatLongDate } from '#lib/format';
import { useSession } from '#lib/session';
import { Button } from '#ui/button';
import { LoadError } from '#ui/load-error';
import { toast } from '#ui/use-toast';
import { ConfirmItsYouError, LINK_PROVIDER_URL, signInMethodsQueryOptions, useUnlinkIdentity } from '../api/use-sign-in-methods';
import { readableError } from '../lib/server-field-error';
import { ConfirmItsYou } from './confirm-its-you';
import { SetFirstPasswordForm } from './set-first-password-form';
import { SettingsSection } from './settings-section';

/**
 * The way back from linking at the provider: `?linked=1` or `?linkError=<code>`, announced once.
 * `onNeedsConfirmation`: linking was refused until the person confirms it is them.
 */
function useLinkOutcomeToast(providerName: string | undefined, onNeedsConfirmation: () => void) {
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

/** A failed change: the request to confirm it is them, or the server's reason. */
function showChangeFailed(error: unknown, what: string, onNeedsConfirmation: () => void) {
  if (error instanceof ConfirmItsYouError) {
    toast({ variant: 'destructive', title: "Confirm it's you first", description: error.message });
    onNeedsConfirmation();
    return;
  }
  toast({ variant: 'destructive', title: 'Error', description: `Failed to ${what}: ${readableError(error)}` });
}

function IdentityRow({
  identity,
  timeZone,
  onNeedsConfirmation,
}: {
  identity: SignInMethods['identities'][number];
  timeZone: string;
  onNeedsConfirmation: () => void;
}) {
  const unlink = useUnlinkIdentity();
  const onUnlink = () =>
    unlink.mutate(identity.id, {
      onSuccess: () =>
        toast({ title: `${identity.providerName} unlinked`, description: `${identity.email ?? 'That account'} no longer signs you in.` }),
      onError: (error) => showChangeFailed(error, 'unlink', onNeedsConfirmation),
    });
  const noteId = `identity-${identity.id}-note`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-control border border-border p-4">
      <div className="space-y-1">
        <p className="font-semibold">{identity.providerName}</p>
        <p className="text-sm">{identity.email ?? 'No e-mail shared'}</p>
        <p id={noteId} className="text-sm text-muted-foreground">
          Linked on {formatLongDate(identity.createdAt, timeZone)}
          {identity.canUnlink ? '.' : '. It is your only way to sign in: set a password before unlinking it.'}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        disabled={!identity.canUnlink || unlink.isPending}
        aria-describedby={noteId}
        aria-label={`Unlink ${identity.providerName} (${identity.email ?? 'no e-mail'})`}
        onClick={onUnlink}
      >
        <UnlinkIcon aria-hidden="true" className="size-4" />
        {unlink.isPending ? 'Unlinking...' : 'Unlink'}
      </Button>
    </li>
  );
}

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
