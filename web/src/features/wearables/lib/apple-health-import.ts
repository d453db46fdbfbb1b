import {
  APPLE_HEALTH_MAX_UPLOAD_BYTES,
  IMPORT_METRIC_LABELS,
  IMPORT_METRICS,
  type ImportJob,
  type ImportJobStatus,
  type ImportMetric,
} from '@uh/core/wearables/wearables.schema';

export const APPLE_HEALTH_MESSAGES = {
  noFile: 'Choose your export.zip (or the export.xml inside it) first.',
  empty: 'This file is empty. Choose the export.zip that the Health app made.',
  tooLarge: 'This file is larger than 2 GB, the most an import can take.',
} as const;

/** Queued or running: the page keeps asking the server how far it has got. */
export const isImportActive = (status: ImportJobStatus | undefined) => status === 'queued' || status === 'running';

/** The import to follow when the page opens: one still running (it carried on while the page was closed). */
export const activeImport = (jobs: readonly ImportJob[] | undefined) => jobs?.find((job) => isImportActive(job.status)) ?? null;

/** A whole percent from 0 to 100; an unknown total reads as 0 rather than dividing by zero. */
export function percentOf(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((done / total) * 100)));
}

/** What is wrong with the chosen file before anything is sent, or null when it can go. */
export function fileProblem(file: Pick<File, 'size'> | null): string | null {
  if (!file) return APPLE_HEALTH_MESSAGES.noFile;
  if (file.size === 0) return APPLE_HEALTH_MESSAGES.empty;
  if (file.size > APPLE_HEALTH_MAX_UPLOAD_BYTES) return APPLE_HEALTH_MESSAGES.tooLarge;
  // The type of anything else (a renamed file, a text file) is for the server to judge and name.
  return null;
}

/** The body's content type: the zip the Health app shares, or the export.xml inside it. */
export const uploadContentType = (fileName: string) => (/\.zip$/i.test(fileName) ? 'application/zip' : 'application/xml');

const UNITS = ['bytes', 'KB', 'MB', 'GB'] as const;

/** '12.4 MB', '850 KB', '1.2 GB' (1 KB = 1024 bytes, as the Files app on most computers shows). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const decimals = unit === 0 || value >= 100 ? 0 : 1;
  return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: decimals }).format(value)} ${UNITS[unit]}`;
}

const count = new Intl.NumberFormat('en-US');
export const formatCount = (value: number) => count.format(value);

/** 'n new, m already there': what a finished import added and what the account already held. */
export const importResultText = (job: Pick<ImportJob, 'newCount' | 'existingCount'>) =>
  `${formatCount(job.newCount)} new, ${formatCount(job.existingCount)} already there`;

export type MetricRow = { metric: ImportMetric; label: string; samples: number; new: number; existing: number };

/** The metrics the file held, in the order the card lists what is imported. */
export function metricRows(counts: ImportJob['counts']): MetricRow[] {
  return IMPORT_METRICS.flatMap((metric) => {
    const entry = counts[metric];
    return entry ? [{ metric, label: IMPORT_METRIC_LABELS[metric], ...entry }] : [];
  });
}

/** One line for an import in the recent list. */
export function importStatusText(job: ImportJob): string {
  switch (job.status) {
    case 'queued':
      return 'Waiting to start';
    case 'running':
      return `Reading the file (${percentOf(job.bytesRead, job.bytesTotal)}%)`;
    case 'succeeded':
      return importResultText(job);
    case 'failed':
      return `Failed: ${job.error ?? 'the file could not be read.'}`;
  }
}

/**
 * The error text of a failed upload, read like every other API response (docs/product.md §8): the JSON
 * `message`, else the whole JSON as text, else the raw body, else the status text.
 */
export function uploadErrorText(body: string, statusText: string): string {
  if (body.trim() === '') return statusText;
  try {
    const json: unknown = JSON.parse(body);
    if (json !== null && typeof json === 'object' && 'message' in json && typeof json.message === 'string') return json.message;
    return JSON.stringify(json);
  } catch {
    return body;
  }
}
