import type { CustomDay, CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import type { ProtocolComponent } from '@uh/core/custom-protocols/protocol-document.schema';
import CheckIcon from 'lucide-react/icons/check';
import { memo, useDeferredValue, useId } from 'react';
import { Link } from 'wouter';
import { cn } from '#lib/cn';
import { useDeleteEntry } from '../../api/use-custom-day-mutations';
import { ComponentProgress } from './component-log-row';
import { entriesOf, type LogTarget } from './log-context';
import { ProtocolBadge } from '../protocol-badge';
import { COLOR_CLASSES } from './protocol-look';
import { CountControl, DurationControl, useAddValue } from './quick-log-controls';
import { asksSafetyFirst, useShownProtocols, useToday, useTodayOf } from './use-today';

const NO_PROTOCOLS: CustomProtocol[] = [];

/**
 * The checklist's rows from the person's own protocols: one per part of each protocol chosen for
 * the checklist. A check is the whole card, as the built-in items are; a duration offers chips, a
 * count +1, and the other kinds open the protocol's page. Like the dashboard's cards, each answer
 * is drawn in the background a few rows at a time, so many protocols do not hold the page still.
 */
export function ChecklistCustomRows() {
  const protocols = useDeferredValue(useShownProtocols('onChecklist'), NO_PROTOCOLS);
  const today = useToday();
  if (!today || protocols.length === 0) return null;
  return (
    <section aria-labelledby="custom-protocols-checklist-heading" className="space-y-3">
      <h2 id="custom-protocols-checklist-heading" className="text-lg font-semibold">
        Your own protocols
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {protocols.map((protocol) => (
          <ProtocolRows key={protocol.id} protocol={protocol} today={today} />
        ))}
      </div>
    </section>
  );
}

const ProtocolRows = memo(function ProtocolRows({ protocol, today }: { protocol: CustomProtocol; today: string }) {
  const day = useDeferredValue(useTodayOf(protocol.id, today).data?.days[0]);
  return <ProtocolRowsView protocol={protocol} today={today} day={day} />;
});

type RowsProps = { protocol: CustomProtocol; today: string; day: CustomDay | undefined };

/** Drawn again only when the protocol or its day changes, not on every answer another row gets. */
const ProtocolRowsView = memo(function ProtocolRowsView({ protocol, today, day }: RowsProps) {
  return protocol.document.components.map((component) => {
    const target = { protocolId: protocol.id, component, date: today, day };
    return asksSafetyFirst(protocol) || !['check', 'count', 'duration'].includes(component.kind) ? (
      <LinkRow key={component.id} protocol={protocol} component={component} />
    ) : component.kind === 'check' ? (
      <CheckRow key={component.id} protocol={protocol} target={target} />
    ) : (
      <QuickRow key={component.id} protocol={protocol} target={target} />
    );
  });
});

const rowTitle = (protocol: CustomProtocol, component: ProtocolComponent) =>
  protocol.document.components.length === 1 ? protocol.document.title : `${component.label} · ${protocol.document.title}`;

/** A check part: the whole card is the checkbox, named by its title (docs/design.md). */
function CheckRow({ protocol, target }: { protocol: CustomProtocol; target: LogTarget }) {
  const titleId = useId();
  const { document } = protocol;
  const [entry] = entriesOf(target).slice(-1);
  const { add, isBusy } = useAddValue(target);
  const remove = useDeleteEntry(protocol.id, { offerUndo: false });
  const isChecked = entry?.value === 1;
  const toggle = () => (entry ? remove.mutate(entry.id) : void add(1));
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={isChecked}
      aria-labelledby={titleId}
      disabled={isBusy || remove.isPending || !target.day}
      onClick={toggle}
      data-custom-item={`${document.id}/${target.component.id}`}
      className={cn(
        'flex min-h-20 w-full items-center gap-3 rounded-card border-2 bg-surface p-4 text-left shadow-card',
        'transition-colors duration-200 hover:bg-surface-muted disabled:cursor-wait',
        isChecked ? COLOR_CLASSES[document.color].border : 'border-border',
      )}
    >
      <ProtocolBadge icon={document.icon} color={document.color} />
      <span className="min-w-0 flex-1">
        <span id={titleId} className="block font-semibold">
          {rowTitle(protocol, target.component)}
        </span>
        {target.component.hint ? <span className="block text-sm text-muted-foreground">{target.component.hint}</span> : null}
        {entry?.value === 0 ? <span className="block text-sm text-muted-foreground">Marked as missed</span> : null}
      </span>
      <span
        aria-hidden="true"
        className={cn(
          'flex size-7 shrink-0 items-center justify-center rounded-full border-2 text-surface transition-colors duration-200',
          isChecked ? cn(COLOR_CLASSES[document.color].border, COLOR_CLASSES[document.color].fill) : 'border-input-border bg-surface',
        )}
      >
        {isChecked ? <CheckIcon className="size-4" strokeWidth={3} /> : null}
      </span>
    </button>
  );
}

/** A duration or count part: its progress, and chips or +1. */
function QuickRow({ protocol, target }: { protocol: CustomProtocol; target: LogTarget }) {
  const { document } = protocol;
  return (
    <div className="space-y-3 rounded-card border-2 border-border bg-surface p-4 shadow-card">
      <div className="flex items-center gap-3">
        <ProtocolBadge icon={document.icon} color={document.color} />
        <h3 className="min-w-0 flex-1 font-semibold">{rowTitle(protocol, target.component)}</h3>
      </div>
      <ComponentProgress target={target} color={document.color} />
      {target.component.kind === 'duration' ? (
        <DurationControl target={target} chips={[5, 10, 15]} isCompact />
      ) : (
        <CountControl target={target} isCompact />
      )}
    </div>
  );
}

/** Any other part is logged on the protocol's page. */
function LinkRow({ protocol, component }: { protocol: CustomProtocol; component: ProtocolComponent }) {
  const { document } = protocol;
  return (
    <Link
      href={`/protocols/${protocol.id}`}
      className="flex min-h-20 w-full items-center gap-3 rounded-card border-2 border-border bg-surface p-4 shadow-card hover:bg-surface-muted"
    >
      <ProtocolBadge icon={document.icon} color={document.color} />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{rowTitle(protocol, component)}</span>
        <span className="block text-sm text-muted-foreground">
          {asksSafetyFirst(protocol) ? 'Read its safety check first' : 'Log it on its page'}
        </span>
      </span>
    </Link>
  );
}
