import type { User } from '@uh/core/auth/auth.schema';
import type { PopupMessage } from '@uh/core/embed/embed-messages.schema';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { errorMessage } from '#lib/api-client';
import { useSession } from '#lib/session';
import { useDocumentTitle } from '#lib/use-document-title';
import { Card } from '#ui/card';
import { LoadError } from '#ui/load-error';
import { BrandedPage } from '#ui/logo';
import { PageSpinner, Spinner } from '#ui/spinner';
import { useCreateWidgetToken } from '../api/embed-queries';
import { SIGN_IN_POPUP_PATH } from '../lib/sign-in-popup';
import { useOpenerSite } from '../lib/use-opener-site';

/**
 * /embed-sign-in, the popup a signed-out widget opens: on the app's own site, so the session
 * cookie and every sign-in method work. Signed out, it goes through the normal sign-in and comes
 * back; signed in, it asks the widget that opened it which site it sits on (this origin only),
 * makes a widget token for that site, posts it to that widget and closes. Opened by anything else,
 * it makes nothing.
 */
export function EmbedSignInPage() {
  useDocumentTitle('Sign in to the widget');
  const { data: user, isPending } = useSession();
  const [opener] = useState(() => (window.opener as Window | null) ?? null);
  if (isPending) return <PageSpinner />;
  // Nothing to hand a token to: none is made.
  if (opener === null) return <NotFromAWidget />;
  if (!user) return <Redirect to={`/auth?next=${encodeURIComponent(SIGN_IN_POPUP_PATH)}`} replace />;
  return <SiteCheck user={user} opener={opener} />;
}

function NotFromAWidget() {
  return (
    <PopupShell title="Sign in to the widget">
      <p className="text-muted-foreground">
        This window signs in an Ultimate Human widget on another site. Press “Sign in to Ultimate Human” in the widget to use it.
      </p>
    </PopupShell>
  );
}

function SiteCheck({ user, opener }: { user: User; opener: Window }) {
  const site = useOpenerSite(opener);
  const name = user.displayName || user.username;
  if (site === null) return <NotFromAWidget />;
  if (site === undefined) {
    return (
      <PopupShell title="Sign in to the widget">
        <div className="flex items-center gap-3">
          <Spinner label="Signing in" className="shrink-0" />
          <p>Signing the widget in as {name}…</p>
        </div>
      </PopupShell>
    );
  }
  return <TokenHandOff name={name} opener={opener} site={site} />;
}

function TokenHandOff({ name, opener, site }: { name: string; opener: Window; site: string }) {
  const createToken = useCreateWidgetToken();
  const hasStarted = useRef(false);
  const { mutate } = createToken;

  const handOff = () =>
    mutate(
      { origin: site },
      {
        onSuccess: ({ token }) => {
          const message: PopupMessage = { type: 'WIDGET_TOKEN', token };
          // To this origin only: the widget that named the site is the app's own page.
          opener.postMessage(message, window.location.origin);
          window.close();
        },
      },
    );

  // Once the widget has named its site (a ref survives StrictMode's second run).
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    handOff();
  });

  return (
    <PopupShell title="Sign in to the widget">
      {createToken.isError ? (
        <LoadError
          isFramed={false}
          message={`Could not sign the widget in: ${errorMessage(createToken.error)}`}
          onRetry={handOff}
          isRetrying={createToken.isPending}
        />
      ) : createToken.isSuccess ? (
        <p role="status">Signed in as {name}. You can close this window.</p>
      ) : (
        <div className="flex items-center gap-3">
          <Spinner label="Signing in" className="shrink-0" />
          <p>Signing the widget in as {name}…</p>
        </div>
      )}
    </PopupShell>
  );
}

function PopupShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <BrandedPage>
      <Card className="w-full max-w-md space-y-3 p-4 sm:p-6">
        <h1 className="text-2xl font-bold">{title}</h1>
        {children}
      </Card>
    </BrandedPage>
  );
}
