import { SHARE_DOMAIN_TITLES, SHARE_DOMAINS, type ShareDomain, type ShareScopes } from '@uh/core/sharing/share-grants.schema';
import { FieldError } from '#ui/field-error';
import { Label } from '#ui/label';
import { SCOPE_CHOICE_LABELS, SCOPE_CHOICES, type ScopeChoice } from '../lib/share-words';

export const SELECT_CLASSES =
  'block min-h-11 w-full rounded-control border border-input-border bg-surface px-3 py-2 text-base text-foreground';

type ScopeGridProps = {
  /** Makes the select ids unique on a page with several grids (the invite form, an edit form). */
  idPrefix: string;
  scopes: ShareScopes;
  onChange: (domain: ShareDomain, choice: ScopeChoice) => void;
  error?: string | undefined;
};

/** One select per domain, None to Write; each level includes the ones before it. */
export function ScopeGrid({ idPrefix, scopes, onChange, error }: ScopeGridProps) {
  const hintId = `${idPrefix}-scopes-hint`;
  const errorId = `${idPrefix}-scopes-error`;
  return (
    <fieldset className="space-y-3" aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className="text-sm font-medium">What they can see and do</legend>
      <p id={hintId} className="text-sm text-muted-foreground">
        Read: they see it. Propose: they also suggest entries, which you confirm. Write: their entries are saved at once.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        {SHARE_DOMAINS.map((domain) => {
          const id = `${idPrefix}-scope-${domain}`;
          return (
            <div key={domain} className="space-y-1">
              <Label htmlFor={id}>{SHARE_DOMAIN_TITLES[domain]}</Label>
              <select
                id={id}
                value={scopes[domain] ?? 'none'}
                onChange={(event) => onChange(domain, SCOPE_CHOICES[event.target.selectedIndex]!)}
                className={SELECT_CLASSES}
              >
                {SCOPE_CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {SCOPE_CHOICE_LABELS[choice]}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
