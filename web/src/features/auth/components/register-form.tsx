import { useLocation } from 'wouter';
import { errorMessage } from '#lib/api-client';
import { useSchemaForm } from '#lib/use-schema-form';
import { Button } from '#ui/button';
import { FormField } from '#ui/form-field';
import { toast } from '#ui/use-toast';
import { useRegister } from '../api/use-register';

const showRegistrationFailed = (error: unknown) =>
  toast({ variant: 'destructive', title: 'Registration failed', description: errorMessage(error) });

/** `inviteCode`: from the invite link the person opened, sent with the form. */
export function RegisterForm({ inviteCode }: { inviteCode?: string }) {
  const [, navigate] = useLocation();
  const register = useRegister(inviteCode);
  const { field, formProps } = useSchemaForm({
    defaultValues: { username: '', email: '', displayName: '', password: '', confirmPassword: '' },
    // The same schema the server validates with, fetched when the form is first used.
    loadSchema: () => import('@uh/core/auth/auth.schema').then((module) => module.registerFormSchema),
    onValid: (form) => register.mutate(form, { onSuccess: () => navigate('/'), onError: showRegistrationFailed }),
    onError: showRegistrationFailed,
  });

  return (
    <form {...formProps} className="space-y-4">
      <FormField label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} {...field('username')} />
      <FormField label="Email" type="email" autoComplete="email" {...field('email')} />
      <FormField label="Display Name" autoComplete="name" {...field('displayName')} />
      <FormField label="Password" type="password" autoComplete="new-password" {...field('password')} />
      <FormField label="Confirm Password" type="password" autoComplete="new-password" {...field('confirmPassword')} />
      <Button type="submit" className="w-full" disabled={register.isPending}>
        {register.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
