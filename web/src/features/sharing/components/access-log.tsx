import type { ShareAccess } from '@uh/core/sharing/share-grants.schema';
import type { UseQueryResult } from '@tanstack/react-query';
import { dateFormat } from '#lib/format';
import { LoadError } from '#ui/load-error';
import { Spinner } from '#ui/spinner';
import { useShareAccess } from '../api/use-share-grants';
import { ACCESS_ACTION_WORDS } from '../lib/share-words';

const when = (iso: string, timeZone: string) =>
  dateFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone }).format(
    Date.parse(iso),
  );

type AccessLogProps = { id: string; name: string; timeZone: string };

/** Each read and proposal through one grant: when, what, how, and from which address. */
export function AccessLog({ grantId, ...props }: AccessLogProps & { grantId: number }) {
  return <AccessLogView {...props} access={useShareAccess(grantId)} />;
}

/** An access log as read by `access` (a grant's, or a report link's): when, what, how, and from which address. */
export function AccessLogView({ id, name, timeZone, access }: AccessLogProps & { access: UseQueryResult<ShareAccess[]> }) {
  let body;
  if (access.isError) {
    body = (
      <LoadError
        isFramed={false}
        message="Could not load the access log."
        isRetrying={access.isFetching}
        onRetry={() => void access.refetch()}
      />
    );
  } else if (!access.data) {
    body = <Spinner label="Loading the access log" className="min-h-16" />;
  } else if (access.data.length === 0) {
    body = <p className="text-sm text-muted-foreground">No access yet.</p>;
  } else {
    body = (
      <ul aria-label={`Access log of ${name}`} className="divide-y divide-border text-sm">
        {access.data.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="flex flex-wrap gap-x-3 gap-y-1 py-2">
            <time dateTime={entry.at} className="figures text-muted-foreground">
              {when(entry.at, timeZone)}
            </time>
            <span className="font-medium">
              {ACCESS_ACTION_WORDS[entry.action]}: {entry.what}
            </span>
            <span className="text-muted-foreground">from {entry.ip}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div id={id} className="space-y-2 rounded-control bg-surface-muted p-3">
      <h4 className="text-sm font-semibold">Access log</h4>
      {body}
    </div>
  );
}
