import { LOOP_MAX_UPLOAD_BYTES, type LoopImportResult } from '@uh/core/custom-protocols/loop-import.schema';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import UploadIcon from 'lucide-react/icons/upload';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '#lib/api-client';
import { Button } from '#ui/button';
import { Label } from '#ui/label';
import { useLoopImport } from '../api/use-loop-import';
import { LoopUploadProgress } from './loop-upload-progress';

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** "Imported 3 protocols and 412 days": each entry is one day of one habit. */
const importSummary = ({ protocols, entries }: LoopImportResult) =>
  `Imported ${plural(protocols.length, 'protocol', 'protocols')} and ${plural(entries, 'day', 'days')}`;

/** What is wrong with the chosen file before anything is sent; what is inside is for the server to judge. */
function fileProblem(file: File | null): string | null {
  if (!file) return 'Choose the ZIP that Loop Habit Tracker made first.';
  if (file.size === 0) return 'This file is empty. Choose the ZIP that Loop Habit Tracker made.';
  if (file.size > LOOP_MAX_UPLOAD_BYTES)
    return `This file is larger than ${LOOP_MAX_UPLOAD_BYTES / 1024 ** 2} MB, far more than a Loop export.`;
  return null;
}

/** Choose Loop's CSV export, send it, and see what it became (or why it was refused, in the server's words). */
export function LoopImportForm() {
  const id = useId();
  const { upload, progress } = useLoopImport();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // A new input after each import, so the same ZIP is not sent twice by a second press.
  const [inputKey, setInputKey] = useState(0);
  const error = problem ?? (upload.isError ? errorMessage(upload.error) : null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = fileProblem(file);
    setProblem(found);
    if (found || !file) return;
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        setInputKey((key) => key + 1);
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Import from Loop Habit Tracker" className="space-y-3">
      <div className="space-y-2">
        <Label htmlFor={id}>Loop Habit Tracker export (.zip)</Label>
        <input
          key={inputKey}
          id={id}
          type="file"
          accept=".zip,application/zip"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setProblem(null);
            upload.reset();
          }}
          className="block w-full max-w-full text-sm file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-control file:border-0 file:bg-secondary file:px-4 file:font-medium file:text-secondary-foreground"
        />
        <p id={hintId} className="text-sm text-muted-foreground">
          In Loop, open Settings and tap “Export as CSV”. Up to {LOOP_MAX_UPLOAD_BYTES / 1024 ** 2} MB; no need to unpack it. Each habit
          becomes a protocol with its days, after the ones you have.
        </p>
        {error ? (
          <p id={errorId} role="alert" className="flex items-start gap-2 text-sm font-medium text-destructive dark:text-status-bad">
            <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0 break-words">Nothing was imported: {error}</span>
          </p>
        ) : null}
      </div>
      {progress && file ? <LoopUploadProgress fileName={file.name} progress={progress} /> : null}
      {upload.isSuccess ? (
        <p role="status" className="flex items-start gap-2 text-sm font-medium">
          <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-status-good" />
          <span className="min-w-0 break-words">
            {importSummary(upload.data)}. {upload.data.protocols.length === 1 ? 'It is' : 'They are'} at the end of your list.
          </span>
        </p>
      ) : null}
      <Button type="submit" disabled={upload.isPending}>
        <UploadIcon aria-hidden="true" className="size-4" />
        {upload.isPending ? 'Importing...' : 'Import from Loop Habit Tracker'}
      </Button>
    </form>
  );
}
