import { isReleasedEmail } from '@uh/core/auth/released-email.logic';
import type { User } from '@uh/core/auth/auth.schema';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { errorMessage } from '#lib/api-client';
import { useIsHydrating, valueTypedBeforeHydration } from '#lib/use-hydrating';
import { useSchemaForm } from '#lib/use-schema-form';
import { Button } from '#ui/button';
import { FormField } from '#ui/form-field';
import { toast } from '#ui/use-toast';
import { useLogin } from '../api/use-login';

const showLoginFailed = (error: unknown) => toast({ variant: 'destructive', title: 'Login failed', description: errorMessage(error) });

/** Told at each sign-in until the account enters an address of its own (it was signed out everywhere when it lost it). */
const tellIfEmailReleased = (user: User) => {
  if (!isReleasedEmail(user.email)) return;
  toast({
    variant: 'destructive',
    title: 'Your e-mail address was released',
    description:
      'Someone proved the address you registered with is theirs, and you had never confirmed it. Your data is kept: enter your own address under Settings → Account.',
  });
};

/** Username and password; `onSignedIn` replaces the default of going to the dashboard. */
export function SignInForm({ onSignedIn }: { onSignedIn?: () => void }) {
  const [, navigate] = useLocation();
  const login = useLogin();
  const isHydrating = useIsHydrating();
  // On the pre-rendered screen the person may have typed before the script took over: kept.
  const [typed] = useState(() =>
    isHydrating ? { username: valueTypedBeforeHydration('username'), password: valueTypedBeforeHydration('password') } : null,
  );
  const { field, formProps } = useSchemaForm({
    defaultValues: typed ?? { username: '', password: '' },
    // The same schema the server validates with, fetched when the form is first used.
    loadSchema: () => import('@uh/core/auth/auth.schema').then((module) => module.loginRequestSchema),
    onValid: (credentials) =>
      login.mutate(credentials, {
        onSuccess: (user) => {
          tellIfEmailReleased(user);
          if (onSignedIn) onSignedIn();
          else navigate('/');
        },
        onError: showLoginFailed,
      }),
    onError: showLoginFailed,
  });

  return (
    // POST, so a form sent natively (no script at all) never puts the password in the address.
    <form method="post" {...formProps} className="space-y-4">
      <FormField label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} {...field('username')} />
      <FormField label="Password" type="password" autoComplete="current-password" {...field('password')} />
      <Button type="submit" className="w-full" disabled={isHydrating || login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
