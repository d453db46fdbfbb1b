import { useState } from 'react';
import { Redirect } from 'wouter';
import { useSession } from '#lib/session';
import { useDocumentTitle } from '#lib/use-document-title';
import { PageSpinner } from '#ui/spinner';
import { AuthShell } from '../components/auth-shell';
import { RegisterForm } from '../components/register-form';
import {
  FIRST_ACCOUNT_NOTE,
  REGISTRATION_BY_INVITE,
  REGISTRATION_CLOSED,
  RegistrationNotice,
  SignInInstead,
  useRegistrationMode,
} from '../components/registration-notice';
import { TermsNote } from '../components/terms-note';

/**
 * /register (docs/product.md §2 Registration screen). Where registration is closed, or by invitation
 * and the person came without an invite link (`?invite=`), it says so instead of showing the form.
 */
export function RegisterPage() {
  useDocumentTitle('Create an account');
  const { data: user, isPending } = useSession();
  const registration = useRegistrationMode();
  const [inviteCode] = useState(() => new URLSearchParams(window.location.search).get('invite') || undefined);
  if (isPending || registration.isPending) return <PageSpinner />;
  if (user) return <Redirect to="/" replace />;
  if (registration.mode === 'closed') return <RegisterShell notice={REGISTRATION_CLOSED} />;
  // The server's first account needs no invite: it is the admin who will make them.
  if (registration.mode === 'invite' && !inviteCode && !registration.firstAccount) return <RegisterShell notice={REGISTRATION_BY_INVITE} />;
  return <RegisterShell inviteCode={inviteCode} isFirstAccount={registration.firstAccount} />;
}

function RegisterShell({ notice, inviteCode, isFirstAccount }: { notice?: string; inviteCode?: string; isFirstAccount?: boolean }) {
  return (
    <AuthShell
      title="Create an account"
      description="Sign up to start your health optimization journey"
      footer={<TermsNote action="creating an account" />}
    >
      {notice ? (
        <RegistrationNotice message={notice} />
      ) : (
        <>
          {isFirstAccount ? (
            <p role="note" className="mb-4 rounded-card border border-border bg-surface-muted p-4 text-sm">
              {FIRST_ACCOUNT_NOTE}
            </p>
          ) : null}
          <RegisterForm inviteCode={inviteCode} />
          <SignInInstead className="mt-6" />
        </>
      )}
    </AuthShell>
  );
}
