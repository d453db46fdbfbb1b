import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import type { ImportJob } from '@uh/core/wearables/wearables.schema';
import { formatCount, importResultText, metricRows } from '../lib/apple-health-import';

/** A failure in words the server chose, styled as the app's errors are. */
export function ImportAlert({ title, message }: { title: string; message: string }) {
  return (
    <div role="alert" className="space-y-1 rounded-control border border-destructive p-4 dark:border-status-bad">
      <p className="flex items-center gap-2 font-medium text-destructive dark:text-status-bad">
        <CircleAlertIcon aria-hidden="true" className="size-5 shrink-0" />
        {title}
      </p>
      <p className="text-sm">{message}</p>
    </div>
  );
}

/** A finished import: 'n new, m already there', with a row per type; or why it failed. */
export function ImportResult({ job }: { job: ImportJob }) {
  if (job.status === 'failed') {
    return <ImportAlert title={`Importing ${job.fileName} failed`} message={job.error ?? 'The file could not be read.'} />;
  }
  const rows = metricRows(job.counts);
  return (
    <div className="space-y-3 rounded-control border border-border bg-surface-muted p-4">
      <p role="status" className="flex items-center gap-2 font-medium">
        <CircleCheckIcon aria-hidden="true" className="size-5 shrink-0 text-status-good" />
        Imported {job.fileName}: {importResultText(job)}.
      </p>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">The file held none of the readings this app imports.</p>
      ) : (
        // Focusable, so a keyboard can scroll the table sideways on a narrow phone.
        <div role="region" aria-label="Imported days per type of reading" tabIndex={0} className="-mx-1 overflow-x-auto px-1">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Imported days per type of reading</caption>
            <thead className="text-muted-foreground">
              <tr>
                <th scope="col" className="py-1 pr-3 font-medium">
                  Reading
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">
                  Samples
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">
                  New days
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Already there
                </th>
              </tr>
            </thead>
            <tbody className="figures divide-y divide-border">
              {rows.map((row) => (
                <tr key={row.metric}>
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {row.label}
                  </th>
                  <td className="py-1 pr-3 text-right">{formatCount(row.samples)}</td>
                  <td className="py-1 pr-3 text-right">{formatCount(row.new)}</td>
                  <td className="py-1 text-right">{formatCount(row.existing)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
