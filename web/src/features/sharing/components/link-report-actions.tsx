import DownloadIcon from 'lucide-react/icons/download';
import PrinterIcon from 'lucide-react/icons/printer';
import { useState } from 'react';
import { errorMessage } from '#lib/api-client';
import { Button } from '#ui/button';
import { LinkRefusedError, linkReportFile, type LinkFile } from '../api/report-link-open';
import { downloadName, PAPER_LABELS } from '../lib/report-link-words';
import { saveBlob } from '../lib/save-blob';

const FILES: { key: string; file: LinkFile; label: string; fallbackName: string }[] = [
  { key: 'pdf-a4', file: { kind: 'pdf', paper: 'a4' }, label: `Download PDF (${PAPER_LABELS.a4})`, fallbackName: 'health-report.pdf' },
  {
    key: 'pdf-letter',
    file: { kind: 'pdf', paper: 'letter' },
    label: `Download PDF (${PAPER_LABELS.letter})`,
    fallbackName: 'health-report.pdf',
  },
  { key: 'csv', file: { kind: 'csv' }, label: 'Download CSV', fallbackName: 'health-report.zip' },
];

type LinkReportActionsProps = {
  token: string;
  passcode: string;
  /** The link stopped working (ended or expired) while the report was open: the server's words. */
  onGone: (message: string) => void;
};

/** Print, and the report as files, each asked for with the passcode (sent in the request body, never in an address). */
export function LinkReportActions({ token, passcode, onGone }: LinkReportActionsProps) {
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const download = async ({ key, file, fallbackName }: (typeof FILES)[number]) => {
    setBusyKey(key);
    setProblem(null);
    try {
      const { blob, disposition } = await linkReportFile(token, passcode, file);
      saveBlob(blob, downloadName(disposition, fallbackName));
    } catch (error) {
      if (error instanceof LinkRefusedError && error.status === 404) onGone(error.message);
      else setProblem(errorMessage(error));
    } finally {
      setBusyKey(null);
    }
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => window.print()}>
          <PrinterIcon aria-hidden="true" className="size-4" />
          Print
        </Button>
        {FILES.map((entry) => (
          <Button key={entry.key} variant="secondary" disabled={busyKey !== null} onClick={() => void download(entry)}>
            <DownloadIcon aria-hidden="true" className="size-4" />
            {busyKey === entry.key ? 'Downloading…' : entry.label}
          </Button>
        ))}
      </div>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive dark:text-status-bad">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
