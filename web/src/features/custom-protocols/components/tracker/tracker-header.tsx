import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import { groupInWords, scheduleInWords, targetInWords } from '../../lib/protocol-words';
import { ProtocolBadge } from '../protocol-badge';

/** The protocol's title with its icon and colour, its schedule in words, and what each part aims for. */
export function TrackerHeader({ protocol }: { protocol: CustomProtocol }) {
  const { document } = protocol;
  const targets = document.components.flatMap((component) =>
    'target' in component && component.target ? [`${component.label}: ${targetInWords(component.target, component)}`] : [],
  );
  return (
    <header className="space-y-3">
      <div className="flex items-center gap-3">
        <ProtocolBadge icon={document.icon} color={document.color} className="size-12" />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words md:text-3xl">{document.title}</h1>
          <p className="text-muted-foreground">
            {scheduleInWords(document.schedule)}
            {protocol.archived ? ' · Archived' : ''}
          </p>
        </div>
      </div>
      {document.description ? <p className="max-w-prose">{document.description}</p> : null}
      <p className="text-sm text-muted-foreground">
        {groupInWords(document.group, document.components.length)}
        {targets.length > 0 ? `. ${targets.join('; ')}.` : '.'}
      </p>
      {document.safety.maxDurationMinutes ? (
        <p className="text-sm font-medium">Keep each session under {document.safety.maxDurationMinutes} min.</p>
      ) : null}
    </header>
  );
}
