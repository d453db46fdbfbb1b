import { LoadError } from '#ui/load-error';
import { Spinner } from '#ui/spinner';
import { useReportLinks } from '../api/use-report-links';
import { ReportLinkRow } from './report-link-row';

/** The person's report links, newest first, expired and ended ones too. */
export function ReportLinkList({ timeZone }: { timeZone: string }) {
  const links = useReportLinks();
  if (links.isError) {
    return (
      <LoadError
        isFramed={false}
        message="Could not load your report links."
        isRetrying={links.isFetching}
        onRetry={() => void links.refetch()}
      />
    );
  }
  if (!links.data) return <Spinner label="Loading your report links" className="min-h-16" />;
  if (links.data.length === 0) return <p className="text-sm text-muted-foreground">You have made no links yet.</p>;
  return (
    <ul aria-label="Your report links" className="space-y-3">
      {links.data.map((link) => (
        <ReportLinkRow key={link.id} link={link} timeZone={timeZone} />
      ))}
    </ul>
  );
}
