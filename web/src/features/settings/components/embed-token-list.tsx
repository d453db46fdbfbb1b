import type { TokenSummary } from '@uh/core/embed/embed-tokens.schema';
import BanIcon from 'lucide-react/icons/ban';
import { useState } from 'react';
import { formatDateTime } from '#lib/format';
import { Button } from '#ui/button';
import { Dialog } from '#ui/dialog';
import { toast } from '#ui/use-toast';
import { useRevokeToken } from '../api/use-embed-tokens';
import { expiresText, isExpired, KIND_LABELS, lastUsedText, REVOKE_WORDING, sortTokens } from '../lib/embed-tokens';
import { readableError } from '../lib/server-field-error';

export const TOKEN_LIST_HEADING_ID = 'embed-token-list-heading';

function RevokeDialog({ token, onClose }: { token: TokenSummary | null; onClose: () => void }) {
  const revoke = useRevokeToken();
  const onRevoke = (target: TokenSummary) => {
    revoke.mutate(target.id, {
      onSuccess: () => {
        toast({ title: 'Token revoked', description: `“${target.name}” ${REVOKE_WORDING[target.kind].done}.` });
        // Its row is gone: focus stays in the list rather than falling to the page.
        document.getElementById(TOKEN_LIST_HEADING_ID)?.focus();
      },
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Error', description: `Failed to revoke the token: ${readableError(error)}` }),
    });
    onClose();
  };
  return (
    <Dialog
      isOpen={token !== null}
      onClose={onClose}
      title={`Revoke “${token?.name ?? ''}”?`}
      description={`${REVOKE_WORDING[token?.kind ?? 'embed'].warning} This cannot be undone.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => token && onRevoke(token)}>
            Revoke token
          </Button>
        </>
      }
    />
  );
}

type Detail = readonly [term: string, value: string];

function TokenRow({ token, timeZone, now, onRevoke }: { token: TokenSummary; timeZone: string; now: number; onRevoke: () => void }) {
  const date = (iso: string) => formatDateTime(iso, timeZone);
  // Embed and widget tokens all reach the same widget features: only a personal token's scopes tell it apart.
  const scopes: Detail[] = token.kind === 'personal' ? [['Scopes', token.scopes.join(', ')]] : [];
  const site: Detail[] = token.origin === null ? [] : [['Site', token.origin]];
  const details: Detail[] = [
    ['Kind', KIND_LABELS[token.kind]],
    ...site,
    ...scopes,
    ['Created', date(token.createdAt)],
    ['Expires', expiresText(token, now, date)],
    ['Last used', lastUsedText(token, date)],
  ];
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-control border border-border p-4">
      <div className="min-w-0 space-y-2">
        <p className="font-semibold break-words">
          {token.name}
          {isExpired(token, now) ? <span className="ml-2 text-sm font-normal text-muted-foreground">(expired)</span> : null}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {details.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <Button variant="secondary" size="sm" aria-label={`Revoke ${token.name}`} onClick={onRevoke}>
        <BanIcon aria-hidden="true" className="size-4" />
        Revoke
      </Button>
    </li>
  );
}

/** Every token of the account, with when it was last used and from where, each revocable. */
export function EmbedTokenList({ tokens, timeZone }: { tokens: readonly TokenSummary[]; timeZone: string }) {
  const [revoking, setRevoking] = useState<TokenSummary | null>(null);
  // Read once per render of the list: expiry labels do not need to tick.
  const [now] = useState(() => Date.now());
  if (tokens.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No tokens yet. Create one above when a site should sign you in to its widget, or for your own scripts and tools.
      </p>
    );
  }
  return (
    <>
      <ul className="space-y-3">
        {sortTokens(tokens).map((token) => (
          <TokenRow key={token.id} token={token} timeZone={timeZone} now={now} onRevoke={() => setRevoking(token)} />
        ))}
      </ul>
      <RevokeDialog token={revoking} onClose={() => setRevoking(null)} />
    </>
  );
}
