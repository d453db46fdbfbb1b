import TrashIcon from 'lucide-react/icons/trash-2';
import TriangleAlertIcon from 'lucide-react/icons/triangle-alert';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useSession } from '#lib/session';
import { Button } from '#ui/button';
import { FormField } from '#ui/form-field';
import { toast } from '#ui/use-toast';
import { useDeleteAccount } from '../api/use-account-security';
import { signInMethodsQueryOptions } from '../api/use-sign-in-methods';
import { readableError, serverFieldError } from '../lib/server-field-error';
import { SettingsSection } from './settings-section';

const PASSWORD_REQUIRED = 'Enter your password to delete the account';
const USERNAME_REQUIRED = 'Type your username to confirm';
const passwordId = 'delete-account-password';
const confirmId = 'delete-account-confirm';
const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/**
 * Danger zone: the password again (an account that signs in only through a provider types its
 * username instead), then an explicit confirmation, then everything is deleted.
 */
export function DeleteAccountSection() {
  const [, navigate] = useLocation();
  const deleteAccount = useDeleteAccount();
  const username = useSession().data?.username ?? '';
  // Until the methods are known, ask for the password: the account most people have.
  const hasPassword = useQuery(signInMethodsQueryOptions).data?.hasPassword ?? true;
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [isConfirming, setIsConfirming] = useState(false);

  const askToConfirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '') {
      setPasswordError(hasPassword ? PASSWORD_REQUIRED : USERNAME_REQUIRED);
      document.getElementById(passwordId)?.focus();
      return;
    }
    setIsConfirming(true);
    // The confirmation replaces the button that was just pressed: keep the focus with it.
    focusLater(confirmId);
  };

  const cancel = () => {
    setIsConfirming(false);
    focusLater(passwordId);
  };

  const confirm = () =>
    deleteAccount.mutate(hasPassword ? { password } : { confirmUsername: password }, {
      onSuccess: () => {
        toast({ title: 'Account deleted', description: 'Your account and all of its data have been deleted.' });
        navigate('/login', { replace: true });
      },
      onError: (error) => {
        setIsConfirming(false);
        setPasswordError(serverFieldError(error, ['password', 'confirmUsername'])?.message);
        toast({ variant: 'destructive', title: 'Error', description: `Failed to delete your account: ${readableError(error)}` });
        focusLater(passwordId);
      },
    });

  return (
    <SettingsSection
      id="delete-account"
      title="Delete account"
      tone="danger"
      description="Permanently deletes your account, every log, checklist and chat message, and signs you out on every device. Export your data first if you want to keep it."
    >
      <form noValidate onSubmit={askToConfirm} className="space-y-4">
        <FormField
          id={passwordId}
          label={hasPassword ? 'Password' : `Type your username (${username}) to confirm`}
          type={hasPassword ? 'password' : 'text'}
          autoComplete={hasPassword ? 'current-password' : 'off'}
          value={password}
          error={passwordError}
          disabled={isConfirming || deleteAccount.isPending}
          onChange={(event) => {
            setPassword(event.target.value);
            setPasswordError(undefined);
          }}
          className="sm:max-w-sm"
        />
        {isConfirming ? (
          <div role="alert" className="space-y-3 rounded-control border border-destructive p-4 dark:border-status-bad">
            <p className="flex items-start gap-2 font-medium">
              <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive dark:text-status-bad" />
              Delete your account and all of its data? This cannot be undone.
            </p>
            <div className="flex flex-wrap gap-3">
              <Button id={confirmId} variant="destructive" disabled={deleteAccount.isPending} onClick={confirm}>
                <TrashIcon aria-hidden="true" className="size-4" />
                {deleteAccount.isPending ? 'Deleting...' : 'Yes, delete my account'}
              </Button>
              <Button variant="secondary" disabled={deleteAccount.isPending} onClick={cancel}>
                Cancel
              </Button>
            </div>
          </div>
        ) : (
          <Button type="submit" variant="destructive">
            <TrashIcon aria-hidden="true" className="size-4" />
            Delete account
          </Button>
        )}
      </form>
    </SettingsSection>
  );
}
