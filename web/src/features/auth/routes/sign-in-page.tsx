import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { NEW_ACCOUNT_VISIT_STATE } from '#lib/new-account-visit';
import { useSession } from '#lib/session';
import { useDocumentTitle } from '#lib/use-document-title';
import { PageSpinner } from '#ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#ui/tabs';
import { oidcStartUrl } from '../api/auth-queries';
import { AuthShell } from '../components/auth-shell';
import { DemoCredentials } from '../components/demo-credentials';
import { GoogleSignInTab, useProviderName } from '../components/google-sign-in-tab';
import { RegisterPrompt } from '../components/registration-notice';
import { SignInForm } from '../components/sign-in-form';
import { TermsNote } from '../components/terms-note';
import { returnPathOf } from '../lib/oidc-return';
import { useOidcReturn } from '../lib/use-oidc-return';

/** /login and /auth (docs/product.md §2 Sign-in screen), also where the provider's redirect sign-in ends. */
export function SignInPage() {
  useDocumentTitle('Sign in');
  const { data: user, isPending } = useSession();
  const outcome = useOidcReturn(isPending ? undefined : (user ?? null));
  const providerName = useProviderName();
  const [returnTo] = useState(() => returnPathOf(window.location.search));
  const [isLeavingToLink, setIsLeavingToLink] = useState(false);
  const [, navigate] = useLocation();
  if (isPending || isLeavingToLink) return <PageSpinner />;
  // Back to the page that sent the person here (`?next=`), whichever way they signed in.
  if (user) {
    const isNewAccount = outcome?.kind === 'signed-in' && outcome.isNewAccount;
    return (
      <Redirect
        to={outcome?.kind === 'signed-in' ? outcome.next : returnTo}
        replace
        state={isNewAccount ? NEW_ACCOUNT_VISIT_STATE : undefined}
      />
    );
  }

  // The provider vouched for an e-mail that has an account here: its password, once, then the provider is linked.
  const isLinkStep = outcome?.kind === 'failed' && outcome.code === 'link_required';
  const linkAfterSignIn = () => {
    setIsLeavingToLink(true);
    window.location.assign(oidcStartUrl({ intent: 'link' }));
  };

  return (
    <AuthShell title="Sign in" description="Sign in to access your Ultimate Human Dashboard" footer={<TermsNote action="signing in" />}>
      <Tabs defaultValue={outcome?.kind === 'failed' && !isLinkStep ? 'google' : 'password'}>
        <TabsList aria-label="Sign-in method">
          <TabsTrigger value="password">Username/Password</TabsTrigger>
          <TabsTrigger value="google">{providerName}</TabsTrigger>
        </TabsList>
        <TabsContent value="password">
          {isLinkStep ? (
            <p className="mb-4 rounded-card border border-border bg-surface-muted p-3 text-sm">
              Sign in with your username and password once to link {providerName} to your account. You will then choose your {providerName}{' '}
              account again.
            </p>
          ) : null}
          <SignInForm onSignedIn={isLinkStep ? linkAfterSignIn : () => navigate(returnTo, { replace: true })} />
          <DemoCredentials />
        </TabsContent>
        <TabsContent value="google">
          <GoogleSignInTab returnTo={returnTo} />
        </TabsContent>
      </Tabs>
      <RegisterPrompt />
    </AuthShell>
  );
}
