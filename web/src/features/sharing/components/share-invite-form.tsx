import { PRESET_ALERTS, PRESET_SCOPES } from '@uh/core/sharing/share-grants.logic';
import {
  NEVER_SHARED,
  shareGrantCreateSchema,
  shareScopesSchema,
  type ShareDomain,
  type SharePreset,
  type ShareScopes,
} from '@uh/core/sharing/share-grants.schema';
import UserPlusIcon from 'lucide-react/icons/user-plus';
import { useState, type FormEvent } from 'react';
import { Button } from '#ui/button';
import { FormField } from '#ui/form-field';
import { toast } from '#ui/use-toast';
import { useShareGrantChanges } from '../api/use-share-grants';
import { DEFAULT_EXPIRY, expiryBody, presetOf, scopesOfPreset, withScope, type ExpiryChoice, type ScopeChoice } from '../lib/share-words';
import { ExpirySelect } from './expiry-select';
import { PresetChoice } from './preset-choice';
import { ScopeGrid } from './scope-grid';
import { ShareAlertsSwitch } from './share-alerts-switch';

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

/** Who to share with, what (a preset fills the grid, any change makes it Custom) and for how long. */
export function ShareInviteForm() {
  const changes = useShareGrantChanges();
  const [grantee, setGrantee] = useState('');
  const [preset, setPreset] = useState<SharePreset>('household');
  const [scopes, setScopes] = useState<ShareScopes>({ ...PRESET_SCOPES.household });
  const [expiry, setExpiry] = useState<ExpiryChoice>(DEFAULT_EXPIRY);
  const [alerts, setAlerts] = useState(PRESET_ALERTS.household);
  const [problems, setProblems] = useState<{ grantee?: string | undefined; scopes?: string | undefined }>({});

  const choosePreset = (next: SharePreset) => {
    setPreset(next);
    setScopes((current) => scopesOfPreset(next, current));
    if (next !== 'custom') setAlerts(PRESET_ALERTS[next]);
  };
  const changeScope = (domain: ShareDomain, choice: ScopeChoice) => {
    const next = withScope(scopes, domain, choice);
    setScopes(next);
    setPreset(presetOf(next));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = {
      grantee: firstIssue(shareGrantCreateSchema.shape.grantee.safeParse(grantee)),
      scopes: firstIssue(shareScopesSchema.safeParse(scopes)),
    };
    setProblems(checked);
    if (checked.grantee) document.getElementById('share-grantee')?.focus();
    if (checked.grantee || checked.scopes) return;
    const { grant, problem } = await changes.create({ grantee: grantee.trim(), preset, scopes, expires: expiryBody(expiry), alerts });
    if (problem !== null) {
      // The server names who it could not find, or why it refused: said under the name typed.
      setProblems({ grantee: problem });
      document.getElementById('share-grantee')?.focus();
      return;
    }
    setGrantee('');
    if (grant) toast({ title: `Shared with ${grant.grantee.displayName}`, description: 'They see it once they accept.' });
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby="share-invite-heading" className="space-y-4" noValidate>
      <h3 id="share-invite-heading" className="font-semibold">
        Share with someone
      </h3>
      <FormField
        id="share-grantee"
        label="Their username or e-mail on this server"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={320}
        value={grantee}
        error={problems.grantee}
        onChange={(event) => setGrantee(event.target.value)}
      />
      <PresetChoice value={preset} onChange={choosePreset} />
      <ScopeGrid idPrefix="share-new" scopes={scopes} onChange={changeScope} error={problems.scopes} />
      <div className="sm:max-w-xs">
        <ExpirySelect id="share-new-expiry" label="Ends after" value={expiry} onChange={setExpiry} />
      </div>
      <ShareAlertsSwitch id="share-new-alerts" isOn={alerts} onChange={setAlerts} />
      <p className="text-sm text-muted-foreground">Never shared: {NEVER_SHARED.join(', ')}.</p>
      <Button type="submit" disabled={changes.isChanging}>
        <UserPlusIcon aria-hidden="true" className="size-4" />
        {changes.isChanging ? 'Sharing…' : 'Share'}
      </Button>
    </form>
  );
}
