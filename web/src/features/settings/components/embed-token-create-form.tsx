import { EMBED_TOKEN_EXPIRIES, type CreatedToken, type EmbedTokenExpiry } from '@uh/core/embed/embed-tokens.schema';
import KeyRoundIcon from 'lucide-react/icons/key-round';
import { useState } from 'react';
import { useSchemaForm } from '#lib/use-schema-form';
import { Button } from '#ui/button';
import { FormField } from '#ui/form-field';
import { Label } from '#ui/label';
import { toast } from '#ui/use-toast';
import { useCreateEmbedToken } from '../api/use-embed-tokens';
import { DEFAULT_EXPIRY, EXPIRY_LABELS } from '../lib/embed-tokens';
import { readableError, serverFieldError } from '../lib/server-field-error';

/** The name is checked by the core schema, loaded on first focus like the other settings forms. */
const loadNameSchema = async () => (await import('@uh/core/embed/embed-tokens.schema')).embedTokenCreateSchema.pick({ name: true });

const showFailed = (error: unknown) =>
  toast({ variant: 'destructive', title: 'Error', description: `Failed to create the token: ${readableError(error)}` });

/** Name and expiry of a new embed token; the token itself comes back once, to `onCreated`. */
export function EmbedTokenCreateForm({ onCreated }: { onCreated: (created: CreatedToken) => void }) {
  const create = useCreateEmbedToken();
  const [expiresIn, setExpiresIn] = useState<EmbedTokenExpiry>(DEFAULT_EXPIRY);
  const { field, formProps, setServerErrors } = useSchemaForm({
    defaultValues: { name: '' },
    loadSchema: loadNameSchema,
    onValid: ({ name }) => {
      setServerErrors({});
      create.mutate(
        { name, expiresIn },
        {
          onSuccess: onCreated,
          onError: (error) => {
            const named = serverFieldError(error, ['name'] as const);
            if (named) setServerErrors({ name: named.message });
            showFailed(error);
          },
        },
      );
    },
    onError: showFailed,
  });

  return (
    <form {...formProps} aria-labelledby="new-embed-token-heading" className="space-y-4">
      <h3 id="new-embed-token-heading" className="font-semibold">
        New token
      </h3>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <FormField label="Name" placeholder="e.g. My blog" autoComplete="off" maxLength={60} {...field('name')} />
        <div className="space-y-2">
          <Label htmlFor="embed-token-expiry">Expires after</Label>
          <select
            id="embed-token-expiry"
            value={expiresIn}
            onChange={(event) => setExpiresIn(event.target.value as EmbedTokenExpiry)}
            className="block min-h-11 w-full rounded-control border border-input-border bg-surface px-3 py-2 text-base text-foreground"
          >
            {EMBED_TOKEN_EXPIRIES.map((expiry) => (
              <option key={expiry} value={expiry}>
                {EXPIRY_LABELS[expiry]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Button type="submit" disabled={create.isPending}>
        <KeyRoundIcon aria-hidden="true" className="size-4" />
        {create.isPending ? 'Creating token...' : 'Create token'}
      </Button>
    </form>
  );
}
