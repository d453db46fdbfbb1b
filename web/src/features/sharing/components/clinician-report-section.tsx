import type { ProgressRange } from '@uh/core/progress/progress.schema';
import FileTextIcon from 'lucide-react/icons/file-text';
import { useState } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '#ui/button';
import { SectionCard } from '#ui/section-card';
import { DEFAULT_REPORT_RANGE, reportPageUrl } from '../lib/report-words';
import { ReportFileLinks } from './report-file-links';
import { ReportLinkForm } from './report-link-form';
import { ReportLinkList } from './report-link-list';
import { ReportPeriodChoice } from './report-period-choice';

/**
 * The report a person takes to an appointment: printable, as a PDF or as CSV files; and links to
 * it for someone without an account, each opened with a passcode.
 */
export function ClinicianReportSection({ timeZone }: { timeZone: string }) {
  const [range, setRange] = useState<ProgressRange>(DEFAULT_REPORT_RANGE);
  return (
    <SectionCard
      id="sharing-report"
      title="Report for a clinician"
      description="Your adherence, fasting, cold exposure, biometrics and finished experiments for one period, on one page."
      className="space-y-6"
    >
      <div className="space-y-4">
        <ReportPeriodChoice name="report-range" legend="Period" value={range} onChange={setRange} />
        <div className="flex flex-wrap gap-2">
          <Link href={reportPageUrl(range)} className={buttonClasses({ variant: 'primary' })}>
            <FileTextIcon aria-hidden="true" className="size-4" />
            Open printable report
          </Link>
          <ReportFileLinks range={range} />
        </div>
      </div>
      <div className="space-y-4 border-t border-border pt-4">
        <ReportLinkForm timeZone={timeZone} />
      </div>
      <div className="space-y-3 border-t border-border pt-4">
        <h3 className="font-semibold">Your report links</h3>
        <ReportLinkList timeZone={timeZone} />
      </div>
    </SectionCard>
  );
}
