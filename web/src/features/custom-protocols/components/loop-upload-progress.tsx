import type { UploadProgress } from '../api/loop-transfer';

const percentOf = ({ loaded, total }: UploadProgress) => (total <= 0 ? 0 : Math.min(100, Math.floor((loaded / total) * 100)));

/**
 * How far the upload is, then that the server is reading it: once every byte has gone, the bar is
 * full and the import itself (a second or two for years of habits) is what is left.
 */
export function LoopUploadProgress({ fileName, progress }: { fileName: string; progress: UploadProgress }) {
  const percent = percentOf(progress);
  const isSent = percent >= 100;
  return (
    <div className="space-y-2 rounded-control border border-border bg-surface-muted p-3">
      <p role="status" className="text-sm font-medium break-words">
        {isSent ? `Reading the habits in ${fileName}…` : `Uploading ${fileName}…`}
      </p>
      <div
        role="progressbar"
        aria-label="Upload"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% sent`}
        className="h-2.5 w-full overflow-hidden rounded-full bg-surface ring-1 ring-input-border ring-inset"
      >
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-200 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
