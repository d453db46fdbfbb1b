import type { ShareDomain, ShareGrant, ShareGrantPatch, ShareScopes } from '@uh/core/sharing/share-grants.schema';
import { shareScopesSchema } from '@uh/core/sharing/share-grants.schema';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '#ui/button';
import { FieldError } from '#ui/field-error';
import { toast } from '#ui/use-toast';
import { useShareGrantChanges } from '../api/use-share-grants';
import { expiryBody, knownScopes, withScope, type ExpiryChoice, type ScopeChoice } from '../lib/share-words';
import { ExpirySelect } from './expiry-select';
import { ScopeGrid } from './scope-grid';
import { ShareAlertsSwitch } from './share-alerts-switch';

type Keep = 'keep';

/** New scopes for a grant, and a new end counted from today if the owner picks one. */
export function GrantEditForm({ grant, onDone }: { grant: ShareGrant; onDone: () => void }) {
  const changes = useShareGrantChanges();
  const [scopes, setScopes] = useState<ShareScopes>(() => knownScopes(grant.scopes));
  const [expiry, setExpiry] = useState<ExpiryChoice | Keep>('keep');
  const [alerts, setAlerts] = useState(grant.alerts);
  const [problem, setProblem] = useState<string | undefined>();
  const prefix = `share-edit-${grant.id}`;
  const name = grant.grantee.displayName;
  // Opened from its Edit button: the first choice takes the focus.
  useEffect(() => {
    document.getElementById(`${prefix}-scope-progress`)?.focus();
  }, [prefix]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = shareScopesSchema.safeParse(scopes);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message);
      return;
    }
    const body: ShareGrantPatch = expiry === 'keep' ? { scopes, alerts } : { scopes, alerts, expires: expiryBody(expiry) };
    const { problem: refused } = await changes.edit(grant.id, body);
    setProblem(refused ?? undefined);
    if (refused === null) {
      toast({ title: 'Sharing changed', description: `What ${name} can see and do is updated.` });
      onDone();
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={`Change what ${name} can see and do`}
      className="space-y-4 rounded-control border border-border p-3"
      noValidate
    >
      <ScopeGrid
        idPrefix={prefix}
        scopes={scopes}
        onChange={(domain: ShareDomain, choice: ScopeChoice) => setScopes((current) => withScope(current, domain, choice))}
      />
      <div className="sm:max-w-xs">
        <ExpirySelect
          id={`${prefix}-expiry`}
          label="Ends after (counted from today)"
          value={expiry}
          onChange={setExpiry}
          extra={{ value: 'keep', label: 'Keep the current end date' }}
        />
      </div>
      <ShareAlertsSwitch id={`${prefix}-alerts`} isOn={alerts} onChange={setAlerts} />
      <FieldError id={`${prefix}-error`} message={problem} />
      <span className="flex flex-wrap gap-2">
        <Button size="sm" type="submit" disabled={changes.isChanging}>
          {changes.isChanging ? 'Saving…' : 'Save changes'}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </span>
    </form>
  );
}
