import type { PasswordChange } from '@uh/core/settings/account.schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ZodType } from 'zod';
import { useSchemaForm } from '#lib/use-schema-form';
import { Button } from '#ui/button';
import { FormField } from '#ui/form-field';
import { toast } from '#ui/use-toast';
import { useChangePassword } from '../api/use-account-security';
import { signInMethodsQueryOptions } from '../api/use-sign-in-methods';
import { readableError, serverFieldError } from '../lib/server-field-error';
import { LinkedAccountsReview } from './linked-accounts-review';
import { SettingsSection } from './settings-section';

type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';
const SERVER_FIELDS: readonly PasswordField[] = ['currentPassword', 'newPassword'];
const PASSWORDS_DONT_MATCH = "Passwords don't match";

/** The core schema plus the confirmation, checked in the browser only. */
const loadPasswordSchema = async () => {
  const [{ z }, { passwordChangeSchema }] = await Promise.all([import('zod'), import('@uh/core/settings/account.schema')]);
  return passwordChangeSchema
    .extend({ confirmPassword: z.string() })
    .refine((values) => values.newPassword === values.confirmPassword, { message: PASSWORDS_DONT_MATCH, path: ['confirmPassword'] })
    .transform(({ currentPassword, newPassword }) => ({ currentPassword, newPassword })) as ZodType<PasswordChange>;
};

const showFailed = (error: unknown) =>
  toast({ variant: 'destructive', title: 'Error', description: `Failed to change your password: ${readableError(error)}` });

function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const change = useChangePassword();
  const { field, formProps, setServerErrors } = useSchemaForm({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    loadSchema: loadPasswordSchema,
    onValid: (passwords) => {
      setServerErrors({});
      change.mutate(passwords, {
        onSuccess: () => {
          toast({ title: 'Password changed', description: 'Your new password is in use. Your other devices were signed out.' });
          onChanged();
        },
        onError: (error) => {
          const named = serverFieldError(error, SERVER_FIELDS);
          if (named) setServerErrors({ [named.field]: named.message });
          showFailed(error);
        },
      });
    },
    onError: showFailed,
  });

  return (
    <form {...formProps} className="space-y-4">
      <FormField label="Current password" type="password" autoComplete="current-password" {...field('currentPassword')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="New password" type="password" autoComplete="new-password" {...field('newPassword')} />
        <FormField label="Confirm new password" type="password" autoComplete="new-password" {...field('confirmPassword')} />
      </div>
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? 'Changing password...' : 'Change password'}
      </Button>
    </form>
  );
}

/**
 * Current password required; the server signs out every other session. An account made through a
 * sign-in provider has no password to change: Sign-in methods sets its first one.
 */
export function PasswordSection() {
  // A new form (empty fields) after each successful change.
  const [generation, setGeneration] = useState(0);
  const methods = useQuery(signInMethodsQueryOptions).data;
  if (methods && !methods.hasPassword) {
    return (
      <SettingsSection id="password" title="Password">
        <p className="text-sm text-muted-foreground">
          This account has no password yet: it signs in with {methods.provider.providerName}.{' '}
          <a href="#sign-in-methods" className="font-medium text-foreground underline underline-offset-4">
            Set one under Sign-in methods
          </a>
          .
        </p>
      </SettingsSection>
    );
  }
  return (
    <SettingsSection id="password" title="Password" description="Changing it signs you out everywhere else; this device stays signed in.">
      <PasswordForm key={generation} onChanged={() => setGeneration((current) => current + 1)} />
      {/* After a change, the provider accounts that can still sign in: a thief may have linked one. */}
      {generation > 0 && methods ? (
        <LinkedAccountsReview accounts={methods.identities.map(({ providerName, email }) => ({ providerName, email }))} />
      ) : null}
    </SettingsSection>
  );
}
