import type { ImportJob } from '@uh/core/wearables/wearables.schema';
import { formatDateTime } from '#lib/format';
import { importStatusText } from '../lib/apple-health-import';

/** The last imports, newest first: when, which file, and how it went. */
export function ImportHistory({ jobs, timeZone }: { jobs: readonly ImportJob[]; timeZone: string }) {
  if (jobs.length === 0) return null;
  return (
    <div className="space-y-2">
      <h4 id="apple-health-history-heading" className="font-semibold">
        Recent imports
      </h4>
      <ul aria-labelledby="apple-health-history-heading" className="divide-y divide-border text-sm">
        {jobs.map((job) => (
          <li key={job.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
            <span className="min-w-0">
              <time dateTime={job.createdAt} className="font-medium">
                {formatDateTime(job.createdAt, timeZone)}
              </time>
              <span className="text-muted-foreground"> · </span>
              <span className="break-all">{job.fileName}</span>
            </span>
            <span className={job.status === 'failed' ? 'text-destructive dark:text-status-bad' : 'figures text-muted-foreground'}>
              {importStatusText(job)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
