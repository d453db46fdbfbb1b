import type { ImportJob } from '@uh/core/wearables/wearables.schema';
import type { UploadProgress } from '../api/upload-export';
import { formatBytes, formatCount, metricRows, percentOf } from '../lib/apple-health-import';
import { ProgressBar } from './progress-bar';

/** The upload's own progress: how much of the file the browser has sent. */
export function UploadProgressView({ fileName, progress }: { fileName: string; progress: UploadProgress }) {
  return (
    <div className="space-y-3 rounded-control border border-border bg-surface-muted p-4">
      <p role="status" className="font-medium">
        Uploading {fileName}…
      </p>
      <ProgressBar
        label="Upload"
        percent={percentOf(progress.loaded, progress.total)}
        detail={`${formatBytes(progress.loaded)} of ${formatBytes(progress.total)}`}
      />
      <p className="text-sm text-muted-foreground">Keep this page open until the upload is done. Reading the file carries on without it.</p>
    </div>
  );
}

/** The server reading the uploaded file: how far it has got, records read, and samples per type so far. */
export function ImportProgressView({ job }: { job: ImportJob }) {
  const rows = metricRows(job.counts);
  const isQueued = job.status === 'queued';
  return (
    <div className="space-y-3 rounded-control border border-border bg-surface-muted p-4">
      <p role="status" className="font-medium">
        {isQueued ? `${job.fileName} is uploaded and waiting to be read…` : `Reading ${job.fileName}…`}
      </p>
      <ProgressBar
        label="Reading the file"
        percent={percentOf(job.bytesRead, job.bytesTotal)}
        detail={`${formatBytes(job.bytesRead)} of ${formatBytes(job.bytesTotal)}`}
      />
      <p className="figures text-sm">{formatCount(job.recordsRead)} records read</p>
      {rows.length > 0 ? (
        <ul aria-label="Samples found so far" className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {rows.map((row) => (
            <li key={row.metric} className="flex justify-between gap-3">
              <span>{row.label}</span>
              <span className="figures text-muted-foreground">{formatCount(row.samples)} samples</span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-sm text-muted-foreground">
        You can close this page: the import carries on, and its result shows here when you come back.
      </p>
    </div>
  );
}
