import UploadIcon from 'lucide-react/icons/upload';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '#ui/button';
import { Input } from '#ui/input';
import { Label } from '#ui/label';
import { fileProblem } from '../lib/apple-health-import';

type Props = {
  isBusy: boolean;
  /** The server's answer to the last upload, when it refused it (an import already running, too large…). */
  uploadError: string | null;
  onUpload: (file: File) => void;
};

/** Choose the export and send it. A wrong file is named under the field; the server judges what is inside. */
export function AppleHealthUploadForm({ isBusy, uploadError, onUpload }: Props) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const error = problem ?? uploadError;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = fileProblem(file);
    setProblem(found);
    if (!found && file) onUpload(file);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <div className="space-y-2">
        <Label htmlFor={id}>Apple Health export (.zip or .xml)</Label>
        <Input
          id={id}
          type="file"
          accept=".zip,.xml,application/zip,application/xml,text/xml"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setProblem(null);
          }}
          className="file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1 file:font-medium file:text-secondary-foreground"
        />
        <p id={hintId} className="text-sm text-muted-foreground">
          Up to 2 GB. The zip as the Health app shared it is fine: no need to unpack it.
        </p>
        {error ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-destructive dark:text-status-bad">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={isBusy}>
        <UploadIcon aria-hidden="true" className="size-4" />
        {isBusy ? 'Importing...' : 'Import from Apple Health'}
      </Button>
    </form>
  );
}
