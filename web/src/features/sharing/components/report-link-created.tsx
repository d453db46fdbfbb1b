import type { ReportLinkCreated } from '@uh/core/sharing/report-links.schema';
import TriangleAlertIcon from 'lucide-react/icons/triangle-alert';
import { useEffect } from 'react';
import { Button } from '#ui/button';
import { reportLinkAddress, REPORT_PERIOD_LABELS } from '../lib/report-words';
import { shareDate } from '../lib/share-words';
import { CopyField } from './copy-field';

const ID = 'report-link-new';

/**
 * A new link's address and passcode, shown this once (the server keeps neither): focus lands on
 * the address so a screen reader hears it at once, and Done forgets both.
 */
export function ReportLinkCreatedPanel({ link, timeZone, onDone }: { link: ReportLinkCreated; timeZone: string; onDone: () => void }) {
  useEffect(() => {
    document.getElementById(`${ID}-address`)?.focus();
  }, [link.token]);
  return (
    <div role="region" aria-labelledby={`${ID}-heading`} className="space-y-3 rounded-control border border-status-warn p-4">
      <h4 id={`${ID}-heading`} className="flex items-center gap-2 font-semibold">
        <TriangleAlertIcon aria-hidden="true" className="size-5 shrink-0 text-status-warn" />
        Your new link
      </h4>
      <p id={`${ID}-note`} className="text-sm">
        Give the passcode separately (say it, or write it down). It is shown only now.
      </p>
      <p className="text-sm text-muted-foreground">
        {REPORT_PERIOD_LABELS[link.range]}, until {shareDate(link.expiresAt, timeZone)}. Whoever opens it needs no account.
      </p>
      <CopyField
        id={`${ID}-address`}
        label="Address"
        value={reportLinkAddress(window.location.origin, link.token)}
        describedBy={`${ID}-note`}
      />
      <CopyField
        id={`${ID}-passcode`}
        label="Passcode"
        value={link.passcode}
        describedBy={`${ID}-note`}
        className="figures font-mono text-lg tracking-widest"
      />
      <Button variant="primary" onClick={onDone}>
        Done
      </Button>
    </div>
  );
}
