import { reportHeading } from '@uh/core/sharing/clinician-report-words.logic';
import ArrowLeftIcon from 'lucide-react/icons/arrow-left';
import PrinterIcon from 'lucide-react/icons/printer';
import { Link, useLocation, useSearch } from 'wouter';
import { useDocumentTitle } from '#lib/use-document-title';
import { Button, buttonClasses } from '#ui/button';
import { LoadError } from '#ui/load-error';
import { Spinner } from '#ui/spinner';
import { useClinicianReport } from '../api/use-clinician-report';
import { ReportDocument } from '../components/report-document';
import { ReportFileLinks } from '../components/report-file-links';
import { ReportPeriodChoice } from '../components/report-period-choice';
import { rangeOfSearch, reportPageUrl } from '../lib/report-words';

/**
 * /sharing/report?range=: the person's own clinician report as a document to print (the paper
 * holds the report alone), with its PDF and CSV downloads.
 */
export function ReportPage() {
  const range = rangeOfSearch(useSearch());
  const [, navigate] = useLocation();
  const report = useClinicianReport(range);
  useDocumentTitle(report.data ? reportHeading(report.data).title : 'Health report');

  let body;
  if (report.isError) {
    body = <LoadError message="Could not load your report." isRetrying={report.isFetching} onRetry={() => void report.refetch()} />;
  } else if (!report.data) {
    body = <Spinner label="Loading your report" className="min-h-48" />;
  } else {
    body = <ReportDocument report={report.data} />;
  }

  return (
    <div className="space-y-6">
      <div className="space-y-4">
        <Link href="/sharing" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          Back to Sharing
        </Link>
        <ReportPeriodChoice
          name="report-page-range"
          legend="Period"
          value={range}
          onChange={(next) => navigate(reportPageUrl(next), { replace: true })}
        />
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => window.print()}>
            <PrinterIcon aria-hidden="true" className="size-4" />
            Print
          </Button>
          <ReportFileLinks range={range} />
        </div>
      </div>
      {body}
    </div>
  );
}
