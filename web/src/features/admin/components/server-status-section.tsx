import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSession } from '#lib/session';
import { useNow } from '#lib/use-now';
import { adminStatusQueryOptions } from '../api/admin-queries';
import type { AdminStatus } from '@uh/core/admin/admin.schema';
import { formatQueueAge } from '../lib/queue-age';
import { speechEngineText } from '../lib/speech-engine-text';
import { lastBackupText } from '../lib/backup-text';
import { AdminSection, WhenLoaded } from './admin-section';

const REGISTRATION_WORDS: Record<AdminStatus['registration'], string> = {
  open: 'Open: anyone can create an account',
  invite: 'By invitation',
  closed: 'Closed',
};

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

function databaseText({ kind, reachable, migrationsPending }: AdminStatus['database']) {
  const migrations =
    migrationsPending === null
      ? 'migrations unknown'
      : migrationsPending === 0
        ? 'no migrations pending'
        : `${migrationsPending} migrations pending`;
  return `${kind === 'embedded' ? 'Embedded' : 'External'} PostgreSQL, ${reachable ? 'reachable' : 'not reachable'}, ${migrations}`;
}

function StatusFacts({ status, when }: { status: AdminStatus; when: { timeZone: string; now: number } }) {
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <Fact term="Version">{status.version}</Fact>
        <Fact term="Registration">{REGISTRATION_WORDS[status.registration]}</Fact>
        <Fact term="Database">{databaseText(status.database)}</Fact>
        <Fact term="Speech engine">{speechEngineText(status.speechEngine)}</Fact>
        <Fact term="Workers">
          {status.workers.length === 0
            ? 'None'
            : status.workers.map((worker) => `${worker.name} (${worker.running ? 'running' : 'stopped'})`).join(', ')}
        </Fact>
        <Fact term="Accounts">
          <span className="figures">{status.accounts}</span>
        </Fact>
        <Fact term="Last backup">
          <span className={status.lastBackup?.status === 'failed' ? 'font-medium text-destructive dark:text-status-bad' : undefined}>
            {lastBackupText(status.lastBackup, when)}
          </span>
        </Fact>
      </dl>
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-medium">Queues</caption>
        <thead className="text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              Queue
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Pending
            </th>
            <th scope="col" className="py-1 font-medium">
              Oldest due
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border border-t border-border">
          {status.queues.map((queue) => (
            <tr key={queue.name}>
              <th scope="row" className="py-2 pr-3 text-left font-normal break-all">
                {queue.name}
              </th>
              <td className="py-2 pr-3 figures">{queue.pending}</td>
              <td className="py-2">{formatQueueAge(queue.oldestDueAgeSeconds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What the server runs and how its background work is doing, read when the page opens. */
export function ServerStatusSection() {
  const status = useQuery(adminStatusQueryOptions);
  const { data: user } = useSession();
  const now = useNow(60_000);
  return (
    <AdminSection id="admin-status" title="Server status">
      <WhenLoaded query={status} what="the server status">
        {(data) => <StatusFacts status={data} when={{ timeZone: user?.timeZone ?? 'UTC', now }} />}
      </WhenLoaded>
    </AdminSection>
  );
}
