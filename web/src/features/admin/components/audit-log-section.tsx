import { useQuery } from '@tanstack/react-query';
import { formatWhen } from '#lib/format';
import { useNow } from '#lib/use-now';
import { useSession } from '#lib/session';
import { adminAuditQueryOptions } from '../api/admin-queries';
import { auditSentence } from '../lib/audit-sentence';
import { AdminSection, WhenLoaded } from './admin-section';

/** What admins did on this server, newest first, each as a sentence with its time. */
export function AuditLogSection() {
  const { data: user } = useSession();
  const timeZone = user?.timeZone ?? 'UTC';
  const audit = useQuery(adminAuditQueryOptions);
  const now = useNow(60_000);
  return (
    <AdminSection id="admin-audit" title="Audit log" description="Every admin action, newest first.">
      <WhenLoaded query={audit} what="the audit log">
        {(entries) =>
          entries.length === 0 ? (
            <p className="text-sm text-muted-foreground">No admin actions yet.</p>
          ) : (
            <ol aria-label="Admin actions" className="divide-y divide-border border-y border-border text-sm">
              {entries.map((entry) => (
                <li key={entry.id} className="flex flex-wrap justify-between gap-x-3 py-2">
                  <span className="min-w-0 break-words">{auditSentence(entry)}</span>
                  <time dateTime={entry.at} className="text-muted-foreground">
                    {formatWhen(entry.at, timeZone, now, { time: true })}
                  </time>
                </li>
              ))}
            </ol>
          )
        }
      </WhenLoaded>
    </AdminSection>
  );
}
