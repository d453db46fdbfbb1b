import type { ImportResult } from '@uh/core/settings/export.schema';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import UploadIcon from 'lucide-react/icons/upload';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '#ui/button';
import { Input } from '#ui/input';
import { Label } from '#ui/label';
import { toast } from '#ui/use-toast';
import { accountContentsQueryOptions, useImportAccount } from '../api/use-import-account';
import { describeImport, IMPORT_MESSAGES, parseImportFile } from '../lib/import-file';
import { readableError } from '../lib/server-field-error';

const TOO_LARGE_STATUS = '413:';

/** Reads a JSON export in the browser, sends it, and says what was imported and skipped. */
export function ImportForm() {
  const id = useId();
  const importAccount = useImportAccount();
  const contents = useQuery(accountContentsQueryOptions);
  // Unset until the person chooses: a new, empty account takes the export's preferences by default.
  const [applyChoice, setApplyChoice] = useState<boolean | null>(null);
  const applyPreferences = applyChoice ?? contents.data?.isEmpty ?? false;
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [isReading, setIsReading] = useState(false);
  const isBusy = isReading || importAccount.isPending;

  const fail = (message: string) => {
    setError(message);
    toast({ variant: 'destructive', title: 'Error', description: `Failed to import your data: ${message}` });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    if (!file) return setError(IMPORT_MESSAGES.noFile);
    setIsReading(true);
    const parsed = parseImportFile(await file.text().catch(() => ''), file.size);
    setIsReading(false);
    if ('error' in parsed) return fail(parsed.error);
    setError(null);
    importAccount.mutate(
      { data: parsed.data, applyPreferences },
      {
        onSuccess: (counts) => {
          setResult(counts);
          toast({ title: 'Import complete', description: describeImport(counts).summary });
        },
        onError: (failure) =>
          fail(
            failure instanceof Error && failure.message.startsWith(TOO_LARGE_STATUS) ? IMPORT_MESSAGES.tooLarge : readableError(failure),
          ),
      },
    );
  };

  const summary = result ? describeImport(result) : null;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-3">
      <h3 className="font-semibold">Import from a JSON export</h3>
      <p id={hintId} className="text-sm text-muted-foreground">
        Adds the records of an Ultimate Human JSON export (up to 25 MB) to this account. Records you already have are skipped, and nothing
        is imported if the file has a problem.
      </p>
      <div className="space-y-2">
        <Label htmlFor={id}>Export file (.json)</Label>
        <Input
          id={id}
          type="file"
          accept=".json,application/json"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setError(null);
            setResult(null);
          }}
          className="file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1 file:font-medium file:text-secondary-foreground"
        />
        {error ? (
          <p id={errorId} className="text-sm font-medium text-destructive dark:text-status-bad">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-preferences`}
          type="checkbox"
          checked={applyPreferences}
          onChange={(event) => setApplyChoice(event.target.checked)}
          aria-describedby={`${id}-preferences-hint`}
          className="mt-1 size-5 shrink-0 accent-primary"
        />
        <div>
          <Label htmlFor={`${id}-preferences`}>Also apply the exported preferences</Label>
          <p id={`${id}-preferences-hint`} className="text-sm text-muted-foreground">
            Weight and temperature units, theme and time zone, so days and figures read as they did in the exported account.
          </p>
        </div>
      </div>
      <Button type="submit" variant="secondary" disabled={isBusy}>
        <UploadIcon aria-hidden="true" className="size-4" />
        {isBusy ? 'Importing...' : 'Import'}
      </Button>
      {summary ? (
        <div className="rounded-control border border-border bg-surface-muted p-4">
          <p className="flex items-center gap-2 font-medium">
            <CircleCheckIcon aria-hidden="true" className="size-5 shrink-0 text-status-good" />
            {summary.summary}
          </p>
          {summary.lines.length > 0 ? (
            <ul className="mt-2 list-disc space-y-1 pl-6 text-sm">
              {summary.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
