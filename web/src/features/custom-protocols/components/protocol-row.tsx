import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import { Switch } from '#ui/switch';
import { scheduleInWords } from '../lib/protocol-words';
import { ProtocolBadge } from './protocol-badge';
import { ProtocolRowActions, type RowHandlers } from './protocol-row-actions';

type ProtocolRowProps = RowHandlers & {
  protocol: CustomProtocol;
  canMoveUp: boolean;
  canMoveDown: boolean;
  isBusy: boolean;
  onPlace: (protocol: CustomProtocol, patch: { onDashboard?: boolean; onChecklist?: boolean }) => void;
};

/** One protocol: its icon, title and schedule in words, where it shows, and what can be done with it. */
export function ProtocolRow({ protocol, onPlace, ...actions }: ProtocolRowProps) {
  const { document } = protocol;
  const named = <span className="sr-only"> {document.title}</span>;
  return (
    <li className="space-y-3 rounded-card border border-border bg-surface p-4 shadow-card">
      <div className="flex items-start gap-3">
        <ProtocolBadge icon={document.icon} color={document.color} />
        <div className="min-w-0 space-y-1">
          <h3 className="font-semibold break-words">{document.title}</h3>
          <p className="text-sm text-muted-foreground">{scheduleInWords(document.schedule)}</p>
        </div>
      </div>
      {protocol.archived ? null : (
        <div className="flex flex-wrap gap-x-6">
          <Switch
            id={`custom-protocol-${protocol.id}-dashboard`}
            label={<>Show{named} on dashboard</>}
            isOn={protocol.onDashboard}
            onChange={(onDashboard) => onPlace(protocol, { onDashboard })}
          />
          <Switch
            id={`custom-protocol-${protocol.id}-checklist`}
            label={<>Show{named} on checklist</>}
            isOn={protocol.onChecklist}
            onChange={(onChecklist) => onPlace(protocol, { onChecklist })}
          />
        </div>
      )}
      <ProtocolRowActions protocol={protocol} {...actions} />
    </li>
  );
}
