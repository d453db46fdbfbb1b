import { PROGRESS_RANGES, type ProgressRange } from '@uh/core/progress/progress.schema';
import { REPORT_LINK_DEFAULT_DAYS, type ReportLink } from '@uh/core/sharing/report-links.schema';
import type { ReportPaper } from './report-link-words';
import { shareDate } from './share-words';

// The words and addresses of the clinician report and its links (docs/sharing.md#the-clinician-report).

export const REPORT_PERIOD_LABELS: Record<ProgressRange, string> = { week: 'This week', month: 'Last 30 days', all: 'All time' };
export const DEFAULT_REPORT_RANGE: ProgressRange = 'month';

/** The period of `?range=` on the printable page's address; the default one when missing or unknown. */
export function rangeOfSearch(search: string): ProgressRange {
  const range = new URLSearchParams(search).get('range');
  return PROGRESS_RANGES.find((known) => known === range) ?? DEFAULT_REPORT_RANGE;
}

/** How long a new link lasts, in days (the API takes 1 to 90). */
export const LINK_DAY_CHOICES = [7, REPORT_LINK_DEFAULT_DAYS, 30, 90] as const;

/** The owner's own report: the printable page, and its PDF and CSV downloads. */
export const reportPageUrl = (range: ProgressRange) => `/sharing/report?range=${range}`;
export const reportPdfUrl = (range: ProgressRange, paper: ReportPaper) => `/api/sharing/report.pdf?range=${range}&paper=${paper}`;
export const reportCsvUrl = (range: ProgressRange) => `/api/sharing/report.zip?range=${range}`;

/** The address someone without an account opens: this server's, with the link's token. */
export const reportLinkAddress = (origin: string, token: string) => `${origin}/report/${encodeURIComponent(token)}`;

/** 'Active until 3 Mar 2026', 'Expired' or 'Ended'. */
export function linkStatusText(link: Pick<ReportLink, 'status' | 'expiresAt'>, timeZone: string): string {
  if (link.status === 'active') return `Active until ${shareDate(link.expiresAt, timeZone)}`;
  return link.status === 'expired' ? 'Expired' : 'Ended';
}
