import type { ProtocolDocument } from '@uh/core/custom-protocols/protocol-document.schema';
import type { ReactNode } from 'react';
import { Button } from '#ui/button';
import { scheduleInWords } from '../lib/protocol-words';
import { ProtocolBadge } from './protocol-badge';

/** `action` is the button's content: visible words, with the title for a screen reader. */
type TemplateCardProps = { document: ProtocolDocument; action: ReactNode; onPick: (document: ProtocolDocument) => void };

/** A ready-made protocol to start from: what it is, when, and the button that opens it in the form. */
export function TemplateCard({ document, action, onPick }: TemplateCardProps) {
  return (
    <li className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-card">
      <div className="flex items-start gap-3">
        <ProtocolBadge icon={document.icon} color={document.color} />
        <div className="min-w-0 space-y-1">
          <h4 className="font-semibold break-words">{document.title}</h4>
          <p className="text-sm text-muted-foreground">{scheduleInWords(document.schedule)}</p>
        </div>
      </div>
      {document.description ? <p className="line-clamp-3 text-sm">{document.description}</p> : null}
      <Button variant="secondary" size="sm" className="mt-auto self-start" onClick={() => onPick(document)}>
        {action}
      </Button>
    </li>
  );
}
