import type { CreatedToken } from '@uh/core/embed/embed-tokens.schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { useSession } from '#lib/session';
import { LoadError } from '#ui/load-error';
import { embedTokensQueryOptions } from '../api/use-embed-tokens';
import { CreatedTokenPanel } from './created-token-panel';
import { EmbedTokenList, TOKEN_LIST_HEADING_ID } from './embed-token-list';
import { SettingsSection } from './settings-section';
import { TokenCreateForm } from './token-create-form';

/**
 * "Embeds & tokens": tokens a site passes to its widget (AUTH_TOKEN) to sign this person in, and
 * personal access tokens for the person's own scripts, limited to the scopes they chose.
 */
export function EmbedTokensSection() {
  const { data: user } = useSession();
  const tokens = useQuery(embedTokensQueryOptions);
  // The new token lives here only until Done: the server cannot show it again.
  const [created, setCreated] = useState<CreatedToken | null>(null);
  return (
    <SettingsSection
      id="embed-tokens"
      title="Embeds & tokens"
      description="A site that knows you passes a token to its Ultimate Human widget (with AUTH_TOKEN) to sign you in there; it reaches the widget features only (logs, checklist, chat, voice journal). A personal access token lets your own scripts and tools use the API, within the scopes you choose. No token ever reaches your settings or account."
    >
      <p className="text-sm">
        Building a widget for your own site?{' '}
        <Link href="/embed-generator" className="font-medium underline underline-offset-4">
          Open the Embed Generator
        </Link>
        .
      </p>
      {created ? <CreatedTokenPanel created={created} onDone={() => setCreated(null)} /> : <TokenCreateForm onCreated={setCreated} />}
      <div className="space-y-3">
        <h3 id={TOKEN_LIST_HEADING_ID} tabIndex={-1} className="font-semibold outline-none">
          Your tokens
        </h3>
        {tokens.data ? (
          <EmbedTokenList tokens={tokens.data} timeZone={user?.timeZone ?? 'UTC'} />
        ) : tokens.isError ? (
          <LoadError
            isFramed={false}
            message="Failed to load your tokens."
            onRetry={() => void tokens.refetch()}
            isRetrying={tokens.isFetching}
          />
        ) : (
          <p className="text-sm text-muted-foreground" role="status">
            Loading…
          </p>
        )}
      </div>
    </SettingsSection>
  );
}
