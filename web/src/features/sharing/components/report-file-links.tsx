import type { ProgressRange } from '@uh/core/progress/progress.schema';
import DownloadIcon from 'lucide-react/icons/download';
import { buttonClasses } from '#ui/button';
import { PAPER_LABELS, type ReportPaper } from '../lib/report-link-words';
import { reportCsvUrl, reportPdfUrl } from '../lib/report-words';

const PAPERS: ReportPaper[] = ['a4', 'letter'];

/** The owner's report as files: the PDF on either paper, and the CSV files in a ZIP. */
export function ReportFileLinks({ range }: { range: ProgressRange }) {
  const look = buttonClasses({ variant: 'secondary' });
  return (
    <>
      {PAPERS.map((paper) => (
        <a key={paper} href={reportPdfUrl(range, paper)} download className={look}>
          <DownloadIcon aria-hidden="true" className="size-4" />
          Download PDF ({PAPER_LABELS[paper]})
        </a>
      ))}
      <a href={reportCsvUrl(range)} download className={look}>
        <DownloadIcon aria-hidden="true" className="size-4" />
        Download CSV
      </a>
    </>
  );
}
