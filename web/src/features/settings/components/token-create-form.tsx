import {
  EMBED_TOKEN_EXPIRIES,
  type CreatedToken,
  type EmbedTokenCreate,
  type EmbedTokenExpiry,
  type TokenKind,
} from '@uh/core/embed/embed-tokens.schema';
import KeyRoundIcon from 'lucide-react/icons/key-round';
import { useState, type FormEvent } from 'react';
import { useSchemaForm } from '#lib/use-schema-form';
import { Button } from '#ui/button';
import { FormField } from '#ui/form-field';
import { Label } from '#ui/label';
import { toast } from '#ui/use-toast';
import { useCreateToken } from '../api/use-embed-tokens';
import { DEFAULT_EXPIRY, EXPIRY_LABELS } from '../lib/embed-tokens';
import { readableError, serverFieldError } from '../lib/server-field-error';
import { ApiScopePicker, useScopeChoice } from './api-scope-picker';
import { OptionGroup, type Option } from './option-group';

/** The name is checked by the core schema, loaded on first focus like the other settings forms. */
const loadNameSchema = async () => (await import('@uh/core/embed/embed-tokens.schema')).embedTokenCreateSchema.pick({ name: true });

const showFailed = (error: unknown) =>
  toast({ variant: 'destructive', title: 'Error', description: `Failed to create the token: ${readableError(error)}` });

/** The kinds a person makes here; widget tokens come from a widget's sign-in popup. */
type CreatableKind = Exclude<TokenKind, 'widget'>;

const KIND_OPTIONS: readonly Option<CreatableKind>[] = [
  { value: 'embed', label: 'For a website’s widgets' },
  { value: 'personal', label: 'For your own scripts and tools' },
];

const KIND_HINTS: Record<CreatableKind, string> = {
  embed: 'An embed token lets a site that knows you sign you in to its Ultimate Human widget. It reaches the widget features only.',
  personal: 'A personal access token lets your own scripts and tools call the API, limited to the scopes you tick.',
};

/** Kind, name and expiry of a new token (and a personal one's scopes); the token itself comes back once, to `onCreated`. */
export function TokenCreateForm({ onCreated }: { onCreated: (created: CreatedToken) => void }) {
  const create = useCreateToken();
  const [kind, setKind] = useState<CreatableKind>('embed');
  const [expiresIn, setExpiresIn] = useState<EmbedTokenExpiry>(DEFAULT_EXPIRY);
  const scopeChoice = useScopeChoice();
  const isPersonal = kind === 'personal';

  const { field, formProps, setServerErrors } = useSchemaForm({
    defaultValues: { name: '' },
    loadSchema: loadNameSchema,
    onValid: ({ name }) => {
      setServerErrors({});
      if (!isPersonal) return send({ name, expiresIn });
      const { scopes } = scopeChoice;
      scopeChoice
        .check({ shouldFocus: true })
        .then((isValid) => {
          if (isValid) send({ name, expiresIn, scopes });
        })
        .catch(showFailed);
    },
    onError: showFailed,
  });

  const send = (input: EmbedTokenCreate) =>
    create.mutate(input, {
      onSuccess: onCreated,
      onError: (error) => {
        const named = serverFieldError(error, ['name'] as const);
        if (named) setServerErrors({ name: named.message });
        showFailed(error);
      },
    });

  // Scopes are checked alongside the name, so both errors show after one submit; the name's focus wins.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (isPersonal) scopeChoice.check({ shouldFocus: false }).catch(() => {});
    formProps.onSubmit(event);
  };

  return (
    <form {...formProps} onSubmit={onSubmit} aria-labelledby="new-embed-token-heading" className="space-y-4">
      <h3 id="new-embed-token-heading" className="font-semibold">
        New token
      </h3>
      <div className="space-y-2">
        <OptionGroup legend="What is it for?" name="token-kind" options={KIND_OPTIONS} value={kind} onChange={setKind} />
        <p className="text-sm text-muted-foreground">{KIND_HINTS[kind]}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <FormField
          label="Name"
          placeholder={isPersonal ? 'e.g. Backup script' : 'e.g. My blog'}
          autoComplete="off"
          maxLength={60}
          {...field('name')}
        />
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
      {isPersonal ? (
        <ApiScopePicker
          scopes={scopeChoice.scopes}
          error={scopeChoice.error}
          onChange={scopeChoice.onChange}
          checkboxesRef={scopeChoice.checkboxesRef}
        />
      ) : null}
      <Button type="submit" disabled={create.isPending}>
        <KeyRoundIcon aria-hidden="true" className="size-4" />
        {create.isPending ? 'Creating token...' : isPersonal ? 'Create personal access token' : 'Create token'}
      </Button>
    </form>
  );
}
