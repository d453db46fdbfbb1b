import type { ReportLink } from '@uh/core/sharing/report-links.schema';
import { useQuery } from '@tanstack/react-query';
import BanIcon from 'lucide-react/icons/ban';
import CircleCheckIcon from 'lucide-react/icons/circle-check';
import HistoryIcon from 'lucide-react/icons/history';
import HourglassIcon from 'lucide-react/icons/hourglass';
import { useState } from 'react';
import { cn } from '#lib/cn';
import { Button } from '#ui/button';
import { FieldError } from '#ui/field-error';
import { toast } from '#ui/use-toast';
import { reportLinkAccessQueryOptions, useReportLinkChanges } from '../api/use-report-links';
import { linkStatusText, REPORT_PERIOD_LABELS } from '../lib/report-words';
import { shareDate } from '../lib/share-words';
import { AccessLogView } from './access-log';
import { ConfirmDialog } from './confirm-dialog';

const LOOK: Record<ReportLink['status'], { Icon: typeof BanIcon; className: string }> = {
  active: { Icon: CircleCheckIcon, className: 'text-status-good' },
  expired: { Icon: HourglassIcon, className: 'text-muted-foreground' },
  ended: { Icon: BanIcon, className: 'text-muted-foreground' },
};

function LinkAccessLog({ id, linkId, name, timeZone }: { id: string; linkId: number; name: string; timeZone: string }) {
  return <AccessLogView id={id} name={name} timeZone={timeZone} access={useQuery(reportLinkAccessQueryOptions(linkId))} />;
}

/** One report link: its period, how it stands (status in words with an icon), End link and Access log. */
export function ReportLinkRow({ link, timeZone }: { link: ReportLink; timeZone: string }) {
  const changes = useReportLinkChanges();
  const [isLogOpen, setIsLogOpen] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const period = REPORT_PERIOD_LABELS[link.range];
  const made = shareDate(link.createdAt, timeZone);
  const name = `the ${period} link made ${made}`;
  const logId = `report-link-access-${link.id}`;
  const { Icon, className } = LOOK[link.status];

  const end = async () => {
    setIsConfirming(false);
    const { problem: refused } = await changes.end(link.id);
    setProblem(refused ?? undefined);
    if (refused === null) toast({ title: 'Link ended', description: 'It no longer opens the report.' });
  };

  return (
    <li className="space-y-3 rounded-control border border-border p-4">
      <div className="space-y-1">
        <p className="font-semibold">{period}</p>
        <span className={cn('inline-flex items-center gap-1.5 text-sm font-medium', className)}>
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          {linkStatusText(link, timeZone)}
        </span>
        <p className="text-sm text-muted-foreground">Made {made}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {link.status === 'active' ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`End link: ${name}`}
            onClick={() => setIsConfirming(true)}
            disabled={changes.isChanging}
          >
            <BanIcon aria-hidden="true" className="size-4" />
            End link
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Access log of ${name}`}
          aria-expanded={isLogOpen}
          aria-controls={isLogOpen ? logId : undefined}
          onClick={() => setIsLogOpen((open) => !open)}
        >
          <HistoryIcon aria-hidden="true" className="size-4" />
          Access log
        </Button>
      </div>
      <FieldError id={`report-link-${link.id}-error`} message={problem} />
      {isLogOpen ? <LinkAccessLog id={logId} linkId={link.id} name={name} timeZone={timeZone} /> : null}
      <ConfirmDialog
        isOpen={isConfirming}
        title="End this link?"
        description="It stops opening the report at once, passcode or not. It stays listed here as ended, with its access log."
        confirmLabel="End link"
        isBusy={changes.isChanging}
        onConfirm={() => void end()}
        onClose={() => setIsConfirming(false)}
      />
    </li>
  );
}
