import type { User } from '@uh/core/auth/auth.schema';
import { oidcFailureMessage } from '@uh/core/auth/oidc-failure.logic';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { apiRequest } from '#lib/api-client';
import { toast } from '#ui/use-toast';
import { authOptionsQueryOptions } from '../api/auth-queries';
import { readOidcReturn, type OidcReturn } from './oidc-return';
import { rememberedProviderName } from './provider-name';

const providerNameOf = (queryClient: QueryClient) =>
  queryClient.fetchQuery(authOptionsQueryOptions).then(
    (options) => options.oidcSignIn.providerName,
    () => rememberedProviderName(),
  );

const CLAIMED_EMAIL_NOTICE = (name: string) =>
  `Another account had registered your address without ever confirming it. ${name} confirmed it is yours, so it now belongs to this account.`;

/** An account made through the provider starts in UTC; the browser knows the person's zone. */
async function adoptBrowserTimeZone(queryClient: QueryClient, user: User) {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!timeZone || timeZone === user.timeZone) return;
  await apiRequest('PATCH', '/api/settings', { timeZone });
  await queryClient.invalidateQueries();
}

/**
 * The way back from the provider (docs/product.md §8): 'Google Sign-in failed' with the reason, or
 * 'Google Sign-in successful' / 'Welcome, {name}!'. Shown once: the query that carried the
 * outcome leaves the address (the page redirects or replaces it).
 */
export function useOidcReturn(user: User | null | undefined): OidcReturn {
  const [outcome] = useState(() => readOidcReturn(window.location.search));
  const isHandled = useRef(false);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  useEffect(() => {
    if (!outcome || isHandled.current || user === undefined) return;
    isHandled.current = true;
    if (outcome.kind === 'failed') {
      void providerNameOf(queryClient).then((name) =>
        toast({ variant: 'destructive', title: `${name} Sign-in failed`, description: oidcFailureMessage(outcome.code, name) }),
      );
      if (!user) navigate('/login', { replace: true });
      return;
    }
    if (!user) return;
    void providerNameOf(queryClient).then((name) => {
      toast({ title: `${name} Sign-in successful`, description: `Welcome, ${user.displayName}!` });
      if (outcome.hasClaimedEmail) toast({ title: 'Your e-mail address is yours here', description: CLAIMED_EMAIL_NOTICE(name) });
    });
    if (outcome.isNewAccount) void adoptBrowserTimeZone(queryClient, user).catch(() => undefined);
  }, [outcome, user, queryClient, navigate]);

  return outcome;
}
