import { cn } from '#lib/cn';
import type { RegistrationMode } from '@uh/core/admin/admin.schema';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { authOptionsQueryOptions } from '../api/auth-queries';

// Written out here rather than imported with the server's schemas: the sign-in screen stays light.
export const REGISTRATION_CLOSED = 'Registration is closed on this server.';
export const REGISTRATION_BY_INVITE = 'Registration on this server is by invitation: ask its admin for an invite link.';

export const FIRST_ACCOUNT_NOTE = 'No one has an account on this server yet: the account you create now becomes its admin.';

/** Who may create an account here (GET /api/auth/options), once the server has said, and whether nobody has one yet. */
export function useRegistrationMode(): { mode: RegistrationMode | undefined; firstAccount: boolean; isPending: boolean } {
  const { data, isPending } = useQuery(authOptionsQueryOptions);
  return { mode: data?.registration?.mode, firstAccount: data?.registration?.firstAccount === true, isPending };
}

/** Why there is no form: registration is closed, or needs an invite link. */
export function RegistrationNotice({ message }: { message: string }) {
  return (
    <div className="space-y-4">
      <p role="note" className="rounded-card border border-border bg-surface-muted p-4 text-sm">
        {message}
      </p>
      <SignInInstead />
    </div>
  );
}

/** Under the register form and its notices: the way back to signing in. */
export function SignInInstead({ className }: { className?: string }) {
  return (
    <p className={cn('text-center text-sm text-muted-foreground', className)}>
      Already have an account?{' '}
      <Link to="/auth" className="font-medium text-foreground underline underline-offset-4">
        Sign in
      </Link>
    </p>
  );
}

/** Under the sign-in form: the way to register, or that registration is closed. */
export function RegisterPrompt() {
  const { mode } = useRegistrationMode();
  if (mode === 'closed') return <p className="mt-6 text-center text-sm text-muted-foreground">{REGISTRATION_CLOSED}</p>;
  return (
    <p className="mt-6 text-center text-sm text-muted-foreground">
      Don&apos;t have an account?{' '}
      <Link to="/register" className="font-medium text-foreground underline underline-offset-4">
        Register now
      </Link>
    </p>
  );
}
