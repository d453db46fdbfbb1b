import type { SignInMethods } from '@uh/core/auth/auth.schema';
import { oidcFailureMessage } from '@uh/core/auth/oidc-failure.logic';
import { useQuery } from '@tanstack/react-query';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import LinkIcon from 'lucide-react/icons/link';
import UnlinkIcon from 'lucide-react/icons/unlink';
import { useEffect, useRef } from 'react';
import { formatLongDate } from '#lib/format';
import { useSession } from '#lib/session';
import { Button } from '#ui/button';
import { LoadError } from '#ui/load-error';
import { toast } from '#ui/use-toast';
import { LINK_PROVIDER_URL, signInMethodsQueryOptions, useUnlinkIdentity } from '../api/use-sign-in-methods';
import { readableError } from '../lib/server-field-error';
import { SetFirstPasswordForm } from './set-first-password-form';
import { SettingsSection } from './settings-section';

/** The way back from linking at the provider: `?linked=1` or `?linkError=<code>`, announced once. */
function useLinkOutcomeToast(providerName: string | undefined) {
  const isHandled = useRef(false);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const error = params.get('linkError');
    if (isHandled.current || !providerName || (error === null && params.get('linked') !== '1')) return;
    isHandled.current = true;
    if (error === null) toast({ title: `${providerName} linked`, description: `You can now sign in with ${providerName}.` });
    else toast({ variant: 'destructive', title: `Linking ${providerName} failed`, description: oidcFailureMessage(error, providerName) });
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.hash}`);
  }, [providerName]);
}

function IdentityRow({ identity, timeZone }: { identity: SignInMethods['identities'][number]; timeZone: string }) {
  const unlink = useUnlinkIdentity();
  const onUnlink = () =>
    unlink.mutate(identity.id, {
      onSuccess: () =>
        toast({ title: `${identity.providerName} unlinked`, description: `${identity.email ?? 'That account'} no longer signs you in.` }),
      onError: (error) => toast({ variant: 'destructive', title: 'Error', description: `Failed to unlink: ${readableError(error)}` }),
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

function Methods({ methods, timeZone }: { methods: SignInMethods; timeZone: string }) {
  const { provider } = methods;
  return (
    <div className="space-y-5">
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
            <SetFirstPasswordForm />
          </>
        )}
      </div>
      <div className="space-y-3">
        <h3 className="font-semibold">Linked accounts</h3>
        {methods.identities.length > 0 ? (
          <ul className="space-y-3">
            {methods.identities.map((identity) => (
              <IdentityRow key={identity.id} identity={identity} timeZone={timeZone} />
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
  useLinkOutcomeToast(methods.data?.provider.providerName);
  return (
    <SettingsSection
      id="sign-in-methods"
      title="Sign-in methods"
      description="The ways you can sign in. Your last one cannot be removed, so you can always get back in."
    >
      {methods.data ? (
        <Methods methods={methods.data} timeZone={user?.timeZone ?? 'UTC'} />
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
