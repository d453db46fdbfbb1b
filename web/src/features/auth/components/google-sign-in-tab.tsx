import { oidcFailureMessage } from '@uh/core/auth/oidc-failure.logic';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIsHydrating } from '#lib/use-hydrating';
import { Button } from '#ui/button';
import { authOptionsQueryOptions, oidcStartUrl } from '../api/auth-queries';
import { DEFAULT_PROVIDER_NAME, rememberedProviderName, rememberProviderName } from '../lib/provider-name';

/**
 * The provider's name on the tab and its button: Google unless the operator chose another issuer.
 * Until the server answers (or while offline), the name it gave last time on this device.
 */
export function useProviderName(): string {
  const { data } = useQuery(authOptionsQueryOptions);
  // The pre-rendered page says the default; the name kept on this device comes right after hydration.
  const isHydrating = useIsHydrating();
  const name = data?.oidcSignIn.providerName;
  useEffect(() => {
    if (name) rememberProviderName(name);
  }, [name]);
  return name ?? (isHydrating ? DEFAULT_PROVIDER_NAME : rememberedProviderName());
}

/** "Sign in with Google": a full-page redirect through the server, which runs the OpenID Connect flow. */
export function GoogleSignInTab({ returnTo }: { returnTo: string }) {
  const { data, isError } = useQuery(authOptionsQueryOptions);
  const oidc = data?.oidcSignIn;
  const name = useProviderName();

  let notice = `Checking whether ${name} sign-in is available…`;
  if (isError) notice = `Could not check whether ${name} sign-in is available. Use your username and password, or try again later.`;
  else if (oidc && !oidc.isConfigured)
    notice = `${name} sign-in is not configured on this server. Ask the site operator to set it up, or sign in with your username and password.`;
  else if (oidc?.error) notice = oidcFailureMessage(oidc.error, name);
  else if (oidc) notice = `You will choose a ${name} account, then come back here signed in.`;

  return (
    <div className="space-y-4">
      <p id="google-sign-in-notice" className="text-sm text-muted-foreground">
        {notice}
      </p>
      <Button
        variant="secondary"
        className="w-full"
        // Still offered while the provider is unreachable: the next try may work, and says why if not.
        disabled={oidc?.isConfigured !== true}
        aria-describedby="google-sign-in-notice"
        onClick={() => window.location.assign(oidcStartUrl({ returnTo }))}
      >
        {name === 'Google' ? <GoogleMark /> : null}
        Sign in with {name}
      </Button>
    </div>
  );
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.94l3.66-2.84z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.56 10.56 0 0 0 12 1 11 11 0 0 0 2.18 7.06l3.66 2.84c.87-2.6 3.3-4.52 6.16-4.52z"
      />
    </svg>
  );
}
