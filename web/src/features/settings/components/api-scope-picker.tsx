import { API_SCOPE_LABELS, type ApiScope } from '@uh/core/embed/embed-tokens.schema';
import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button } from '#ui/button';
import { READ_SCOPES, scopesProblem, toggleScope, withEveryReadScope, WRITE_SCOPES } from '../lib/personal-tokens';

/** The scopes rule is the core schema's, loaded when first needed like the name's. */
const loadScopesSchema = async () => (await import('@uh/core/embed/embed-tokens.schema')).embedTokenCreateSchema.shape.scopes.unwrap();

/**
 * The ticked scopes and their error. Like the text fields, the error appears on the first submit
 * and then follows every change; `check` focuses the first checkbox when none is ticked.
 */
export function useScopeChoice() {
  const [scopes, setScopes] = useState<ApiScope[]>([]);
  const [error, setError] = useState<string | null>(null);
  const hasChecked = useRef(false);
  const checkboxesRef = useRef<HTMLDivElement>(null);

  const validate = async (next: readonly ApiScope[]) => {
    const problem = scopesProblem(await loadScopesSchema(), next);
    setError(problem);
    return problem === null;
  };

  /** On submit: true when the scopes may be sent, else the error is shown and focused on. */
  const check = async ({ shouldFocus }: { shouldFocus: boolean }) => {
    hasChecked.current = true;
    const isValid = await validate(scopes);
    if (!isValid && shouldFocus) checkboxesRef.current?.querySelector('input')?.focus();
    return isValid;
  };

  const onChange = (next: ApiScope[]) => {
    setScopes(next);
    if (hasChecked.current) validate(next).catch(() => {});
  };

  return { scopes, error, check, onChange, checkboxesRef };
}

function ScopeCheckbox({ scope, isChecked, onToggle }: { scope: ApiScope; isChecked: boolean; onToggle: () => void }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 py-1 text-sm">
      <input type="checkbox" checked={isChecked} onChange={onToggle} className="mt-0.5 size-5 shrink-0 accent-primary" />
      <span>
        {API_SCOPE_LABELS[scope]}
        <code className="block font-mono text-xs text-muted-foreground">{scope}</code>
      </span>
    </label>
  );
}

type ScopeGroupProps = {
  legend: string;
  groupScopes: readonly ApiScope[];
  scopes: readonly ApiScope[];
  onChange: (scopes: ApiScope[]) => void;
  children?: ReactNode;
};

function ScopeGroup({ legend, groupScopes, scopes, onChange, children }: ScopeGroupProps) {
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-semibold">{legend}</legend>
      {groupScopes.map((scope) => (
        <ScopeCheckbox key={scope} scope={scope} isChecked={scopes.includes(scope)} onToggle={() => onChange(toggleScope(scopes, scope))} />
      ))}
      {children}
    </fieldset>
  );
}

type ApiScopePickerProps = {
  scopes: readonly ApiScope[];
  error: string | null;
  onChange: (scopes: ApiScope[]) => void;
  checkboxesRef: RefObject<HTMLDivElement | null>;
};

/** The scopes of a personal access token as labelled checkboxes, reads apart from writes. */
export function ApiScopePicker({ scopes, error, onChange, checkboxesRef }: ApiScopePickerProps) {
  const id = useId();
  return (
    <fieldset className="space-y-3" aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}>
      <legend className="text-sm font-medium">Scopes</legend>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        Tick what your scripts need, at least one. No token ever reaches your account, password, tokens or other settings.
      </p>
      <div ref={checkboxesRef} className="grid gap-4 sm:grid-cols-2">
        <ScopeGroup legend="Read" groupScopes={READ_SCOPES} scopes={scopes} onChange={onChange}>
          <Button variant="secondary" size="sm" onClick={() => onChange(withEveryReadScope(scopes))}>
            Select every read scope
          </Button>
        </ScopeGroup>
        <ScopeGroup legend="Write" groupScopes={WRITE_SCOPES} scopes={scopes} onChange={onChange} />
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive dark:text-status-bad">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
