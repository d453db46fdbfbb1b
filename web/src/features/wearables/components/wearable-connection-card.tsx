import LoaderCircleIcon from 'lucide-react/icons/loader-circle';
import RefreshCwIcon from 'lucide-react/icons/refresh-cw';
import UnplugIcon from 'lucide-react/icons/unplug';
import WatchIcon from 'lucide-react/icons/watch';
import type { WearableProvider } from '@uh/core/wearables/connections.schema';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '#ui/button';
import { NOT_OFFERED_TEXT } from '../lib/wearable-connection-view';
import { useWearableConnectionActions } from '../api/use-wearable-connection-actions';
import { DisconnectWearableDialog } from './disconnect-wearable-dialog';
import { WearableConnectionStatus } from './wearable-connection-status';

type Props = {
  wearable: WearableProvider;
  /** When the list was read: the clock "last synced 5 minutes ago" counts from. */
  now: number;
  timeZone: string;
};

const Busy = () => <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />;

/** One OAuth wearable: what it brings in, and connecting, syncing or disconnecting it. */
export function WearableConnectionCard({ wearable, now, timeZone }: Props) {
  const { provider, name, connection } = wearable;
  const { connect, sync, disconnect } = useWearableConnectionActions(wearable);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const headingId = `wearable-${provider}-heading`;
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Once the connection is gone its buttons are too: focus moves to the card rather than falling to the page.
  const hasDisconnected = useRef(false);
  useEffect(() => {
    if (connection || !hasDisconnected.current) return;
    hasDisconnected.current = false;
    headingRef.current?.focus();
  }, [connection]);

  const connectButton = (label: ReactNode) => (
    <Button disabled={connect.isPending} onClick={() => connect.mutate()}>
      {connect.isPending ? <Busy /> : null}
      {label}
    </Button>
  );

  let body;
  if (!wearable.configured) {
    body = <p className="text-sm font-medium text-muted-foreground">{NOT_OFFERED_TEXT}</p>;
  } else if (!connection) {
    body = <div>{connectButton(`Connect ${name}`)}</div>;
  } else {
    body = (
      <>
        <WearableConnectionStatus connection={connection} now={now} timeZone={timeZone} />
        {/* Each label is one span: the button's flex gap would otherwise split the words around the hidden name. */}
        <div className="flex flex-wrap gap-2">
          {connection.status === 'needs_attention'
            ? connectButton(
                <span>
                  Connect <span className="sr-only">{name} </span>again
                </span>,
              )
            : null}
          <Button variant="secondary" disabled={connection.syncing || sync.isPending} onClick={() => sync.mutate()}>
            {sync.isPending ? <Busy /> : <RefreshCwIcon aria-hidden="true" className="size-4" />}
            <span>
              Sync <span className="sr-only">{name} </span>now
            </span>
          </Button>
          <Button variant="ghost" onClick={() => setIsDialogOpen(true)}>
            <UnplugIcon aria-hidden="true" className="size-4" />
            <span>
              Disconnect<span className="sr-only"> {name}</span>
            </span>
          </Button>
        </div>
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-control border border-border p-4">
      <div className="space-y-1">
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className="flex items-center gap-2 font-semibold">
          <WatchIcon aria-hidden="true" className="size-5" />
          {name}
        </h3>
        <p className="text-sm text-muted-foreground">{wearable.readings}</p>
      </div>
      {body}
      <DisconnectWearableDialog
        name={name}
        readings={connection?.readings ?? 0}
        isOpen={isDialogOpen}
        isPending={disconnect.isPending}
        onClose={() => setIsDialogOpen(false)}
        onDisconnect={(deleteReadings) =>
          disconnect.mutate(deleteReadings, {
            onSuccess: () => {
              hasDisconnected.current = true;
              setIsDialogOpen(false);
            },
          })
        }
      />
    </section>
  );
}
