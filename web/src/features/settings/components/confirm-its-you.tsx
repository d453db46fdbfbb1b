import ShieldCheckIcon from 'lucide-react/icons/shield-check';
import { useState, type FormEvent } from 'react';
import { settingsPath } from '@uh/core/settings/settings-sections';
import { Button } from '#ui/button';
import { FormField } from '#ui/form-field';
import { toast } from '#ui/use-toast';
import { useConfirmPassword } from '../api/use-sign-in-methods';
import { readableError, serverFieldError } from '../lib/server-field-error';

/** A new sign-in through the provider, coming back to this card: it counts as a recent sign-in. */
const providerSignInUrl = () => `/api/auth/oidc/start?${new URLSearchParams({ returnTo: settingsPath('security', 'sign-in-methods') })}`;

/**
 * Shown when the server wants to know it is really the person before a sign-in method changes
 * (their last sign-in is more than ten minutes old): the password, or the provider again when
 * the account has none.
 */
export function ConfirmItsYou({
  hasPassword,
  providerName,
  onConfirmed,
}: {
  hasPassword: boolean;
  providerName: string;
  onConfirmed: () => void;
}) {
  const confirm = useConfirmPassword();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    confirm.mutate(
      { password },
      {
        onSuccess: () => {
          toast({ title: 'Confirmed', description: 'For the next 10 minutes you can change how you sign in. Try again now.' });
          onConfirmed();
        },
        onError: (failure) => setError(serverFieldError(failure, ['password'] as const)?.message ?? readableError(failure)),
      },
    );
  };

  return (
    <div role="group" aria-labelledby="confirm-its-you-title" className="space-y-3 rounded-control border border-border p-4">
      <h3 id="confirm-its-you-title" className="flex items-center gap-2 font-semibold">
        <ShieldCheckIcon aria-hidden="true" className="size-4" />
        Confirm it&apos;s you
      </h3>
      {hasPassword ? (
        <form onSubmit={onSubmit} className="space-y-3">
          <p className="text-sm text-muted-foreground">You signed in a while ago. Enter your password before changing how you sign in.</p>
          <FormField
            id="confirm-its-you-password"
            label="Your password"
            type="password"
            autoComplete="current-password"
            value={password}
            error={error}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button type="submit" disabled={confirm.isPending || password === ''}>
            {confirm.isPending ? 'Confirming...' : 'Confirm'}
          </Button>
        </form>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            You signed in a while ago. Sign in with {providerName} again before changing how you sign in; you will come back here.
          </p>
          <Button variant="secondary" onClick={() => window.location.assign(providerSignInUrl())}>
            Sign in with {providerName} again
          </Button>
        </>
      )}
    </div>
  );
}
