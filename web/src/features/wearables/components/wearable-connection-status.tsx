import CircleCheckIcon from 'lucide-react/icons/circle-check';
import LoaderCircleIcon from 'lucide-react/icons/loader-circle';
import TriangleAlertIcon from 'lucide-react/icons/triangle-alert';
import type { WearableConnection } from '@uh/core/wearables/connections.schema';
import { dailyReadingsText, SYNCING_TEXT } from '../lib/wearable-connection-view';
import { lastSyncText } from '../lib/sync-time';

type Props = { connection: WearableConnection; now: number; timeZone: string };

/** How a connection is doing: connected or needing attention (in words and an icon), the last sync, and a running sync. */
export function WearableConnectionStatus({ connection, now, timeZone }: Props) {
  const details = (
    <p className="figures text-sm text-muted-foreground">
      {lastSyncText(connection, now, timeZone)} · {dailyReadingsText(connection.readings)}
    </p>
  );
  return (
    <div className="space-y-2">
      {connection.status === 'needs_attention' ? (
        <div className="space-y-1 rounded-control border border-status-warn p-3">
          <p className="flex items-center gap-2 font-medium text-status-warn">
            <TriangleAlertIcon aria-hidden="true" className="size-5 shrink-0" />
            Needs attention
          </p>
          {connection.attentionReason ? <p className="text-sm">{connection.attentionReason}</p> : null}
          {details}
        </div>
      ) : (
        <div className="space-y-1">
          <p className="flex items-center gap-2 font-medium">
            <CircleCheckIcon aria-hidden="true" className="size-5 shrink-0 text-status-good" />
            Connected
          </p>
          {details}
        </div>
      )}
      {/* Always present, so the start and the end of a sync are both announced. */}
      <p aria-live="polite" className="text-sm">
        {connection.syncing ? (
          <span className="inline-flex items-center gap-2">
            <LoaderCircleIcon aria-hidden="true" className="size-4 shrink-0 animate-spin motion-reduce:animate-none" />
            {SYNCING_TEXT}
          </span>
        ) : null}
      </p>
    </div>
  );
}
