import type { ProtocolDocument } from '@uh/core/custom-protocols/protocol-document.schema';
import { componentInWords, groupInWords, scheduleInWords } from '../lib/protocol-words';
import { ProtocolBadge } from './protocol-badge';

/** A document read aloud in words: what an imported file holds before it is added. */
export function DocumentPreview({ document }: { document: ProtocolDocument }) {
  const questions = document.safety.questions;
  return (
    <div className="space-y-4 rounded-card border border-border bg-surface p-4 sm:p-6">
      <div className="flex items-start gap-3">
        <ProtocolBadge icon={document.icon} color={document.color} />
        <div className="min-w-0 space-y-1">
          <h3 className="text-lg font-semibold break-words">{document.title}</h3>
          <p className="text-sm text-muted-foreground">{scheduleInWords(document.schedule)}</p>
        </div>
      </div>
      {document.description ? <p className="text-sm break-words whitespace-pre-line">{document.description}</p> : null}
      <div className="space-y-2">
        <h4 className="text-sm font-semibold">What you log</h4>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {document.components.map((component) => (
            <li key={component.id}>{componentInWords(component)}</li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">{groupInWords(document.group, document.components.length)}.</p>
      </div>
      {questions.length > 0 ? (
        <div className="space-y-2">
          <h4 className="text-sm font-semibold">Safety questions, asked before the first log</h4>
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {questions.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
