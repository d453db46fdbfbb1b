import type { User } from '@uh/core/auth/auth.schema';
import type { AccountPatch } from '@uh/core/settings/account.schema';
import type { ZodType } from 'zod';
import { useSchemaForm } from '#lib/use-schema-form';
import { Button } from '#ui/button';
import { FormField } from '#ui/form-field';
import { toast } from '#ui/use-toast';
import { useUpdateAccount } from '../api/use-update-account';
import { readableError, serverFieldError } from '../lib/server-field-error';
import { SettingsSection } from './settings-section';

type AccountField = 'displayName' | 'email' | 'photoURL';
const ACCOUNT_FIELDS: readonly AccountField[] = ['displayName', 'email', 'photoURL'];
const EMAIL_TAKEN = 'An account with this email already exists';

/** The core schema, with an empty photo field meaning "no photo". */
const loadAccountSchema = async () => {
  const [{ z }, { accountPatchSchema }] = await Promise.all([import('zod'), import('@uh/core/settings/account.schema')]);
  return z.preprocess((values) => {
    const { photoURL, ...rest } = values as Record<AccountField, string>;
    return { ...rest, photoURL: photoURL.trim() === '' ? null : photoURL.trim() };
  }, accountPatchSchema) as ZodType<AccountPatch>;
};

const showFailed = (error: unknown) =>
  toast({ variant: 'destructive', title: 'Error', description: `Failed to update your account: ${readableError(error)}` });

function AccountForm({ user }: { user: User }) {
  const update = useUpdateAccount();
  const { field, formProps, setServerErrors } = useSchemaForm({
    defaultValues: { displayName: user.displayName, email: user.email, photoURL: user.photoURL ?? '' },
    loadSchema: loadAccountSchema,
    onValid: (patch) => {
      setServerErrors({});
      update.mutate(patch, {
        onSuccess: () => toast({ title: 'Account updated', description: 'Your name, e-mail and photo are saved.' }),
        onError: (error) => {
          const named = serverFieldError(error, ACCOUNT_FIELDS);
          if (named) setServerErrors({ [named.field]: named.message });
          else if (readableError(error) === EMAIL_TAKEN) setServerErrors({ email: EMAIL_TAKEN });
          showFailed(error);
        },
      });
    },
    onError: showFailed,
  });

  return (
    <form {...formProps} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Display name" autoComplete="name" {...field('displayName')} />
        <FormField label="E-mail" type="email" autoComplete="email" spellCheck={false} {...field('email')} />
      </div>
      <FormField
        label="Photo URL (optional)"
        type="url"
        inputMode="url"
        placeholder="https://example.com/me.jpg"
        spellCheck={false}
        {...field('photoURL')}
      />
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save'}
      </Button>
    </form>
  );
}

/** Display name, e-mail and photo (the profile's Edit Profile lands here). */
export function AccountSection({ user }: { user: User }) {
  return (
    <SettingsSection id="account" title="Account" description="How you appear in the app and where we can reach you.">
      <AccountForm user={user} />
    </SettingsSection>
  );
}
