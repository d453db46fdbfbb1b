import type { CreatedToken } from '@uh/core/embed/embed-tokens.schema';
import { API_DOCS_PATH, USAGE_EXAMPLE_SCOPE, usageExample } from '../lib/personal-tokens';

/** How to use a new personal access token: a command to try it and where every route is described. */
export function PersonalTokenUsage({ created }: { created: CreatedToken }) {
  const canRunExample = created.summary.scopes.includes(USAGE_EXAMPLE_SCOPE);
  return (
    <div className="space-y-2 text-sm">
      <p className="font-medium">Try it from a terminal:</p>
      {/* Wrapped rather than scrolled sideways: the whole command stays readable at 375 px. */}
      <pre className="rounded-control bg-surface-muted p-3 font-mono text-xs break-all whitespace-pre-wrap">
        <code>{usageExample(window.location.origin, created.token)}</code>
      </pre>
      {canRunExample ? null : (
        <p className="text-muted-foreground">
          This example needs the <code className="font-mono">{USAGE_EXAMPLE_SCOPE}</code> scope, which this token does not have.
        </p>
      )}
      <p>
        Every route, the scope it needs and what it answers are in the{' '}
        <a href={API_DOCS_PATH} className="font-medium underline underline-offset-4">
          API reference
        </a>
        .
      </p>
    </div>
  );
}
