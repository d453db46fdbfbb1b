import type { SetPassword } from '@uh/core/auth/auth.schema';
import type { ZodType } from 'zod';
import { useSchemaForm } from '#lib/use-schema-form';
import { Button } from '#ui/button';
import { FormField } from '#ui/form-field';
import { toast } from '#ui/use-toast';
import { ConfirmItsYouError, useSetFirstPassword } from '../api/use-sign-in-methods';
import { readableError, serverFieldError } from '../lib/server-field-error';

const PASSWORDS_DONT_MATCH = "Passwords don't match";

/** The core schema plus the confirmation, checked in the browser only. */
const loadSchema = async () => {
  const [{ z }, { setPasswordSchema }] = await Promise.all([import('zod'), import('@uh/core/auth/auth.schema')]);
  return setPasswordSchema
    .extend({ confirmPassword: z.string() })
    .refine((values) => values.newPassword === values.confirmPassword, { message: PASSWORDS_DONT_MATCH, path: ['confirmPassword'] })
    .transform(({ newPassword }) => ({ newPassword })) as ZodType<SetPassword>;
};

const showFailed = (error: unknown) =>
  toast({ variant: 'destructive', title: 'Error', description: `Failed to set your password: ${readableError(error)}` });

/**
 * For an account that only ever signed in through a provider: a password as a second way in.
 * `onNeedsConfirmation`: the server wants a recent sign-in first.
 */
export function SetFirstPasswordForm({ onNeedsConfirmation }: { onNeedsConfirmation: () => void }) {
  const setPassword = useSetFirstPassword();
  const { field, formProps, setServerErrors } = useSchemaForm({
    defaultValues: { newPassword: '', confirmPassword: '' },
    loadSchema,
    onValid: (input) => {
      setServerErrors({});
      setPassword.mutate(input, {
        onSuccess: () => toast({ title: 'Password set', description: 'You can now also sign in with your username and password.' }),
        onError: (error) => {
          if (error instanceof ConfirmItsYouError) {
            toast({ variant: 'destructive', title: "Confirm it's you first", description: error.message });
            onNeedsConfirmation();
            return;
          }
          const named = serverFieldError(error, ['newPassword'] as const);
          if (named) setServerErrors({ [named.field]: named.message });
          showFailed(error);
        },
      });
    },
    onError: showFailed,
  });

  return (
    <form {...formProps} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Password" type="password" autoComplete="new-password" {...field('newPassword')} />
        <FormField label="Confirm password" type="password" autoComplete="new-password" {...field('confirmPassword')} />
      </div>
      <Button type="submit" disabled={setPassword.isPending}>
        {setPassword.isPending ? 'Setting password...' : 'Set password'}
      </Button>
    </form>
  );
}
