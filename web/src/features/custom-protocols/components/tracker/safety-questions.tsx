import ShieldAlertIcon from 'lucide-react/icons/shield-alert';
import type { ProtocolDocument } from '@uh/core/custom-protocols/protocol-document.schema';
import { riskScreenOf } from '@uh/core/custom-protocols/protocol-safety.logic';
import { Button } from '#ui/button';
import { useAcknowledgeSafety } from '../../api/use-custom-day-mutations';

type Props = { protocolId: number; document: Pick<ProtocolDocument, 'safety'> };

/**
 * What a protocol asks once before its first log: its own safety questions and, when its document
 * asks for it, the app's risk screen (who should talk to a doctor first, and the session limit).
 * Acknowledged once for the protocol; not shown again.
 */
export function SafetyQuestions({ protocolId, document }: Props) {
  const acknowledge = useAcknowledgeSafety(protocolId);
  const { questions } = document.safety;
  const risks = riskScreenOf(document);
  return (
    <section aria-labelledby="safety-heading" className="space-y-3 rounded-control border-2 border-status-warn p-4">
      <h3 id="safety-heading" className="flex items-center gap-2 font-semibold">
        <ShieldAlertIcon aria-hidden="true" className="size-5 shrink-0 text-status-warn" />
        Before your first log
      </h3>
      {questions.length > 0 ? (
        <>
          <p className="text-sm text-muted-foreground">Check each of these. If any answer worries you, ask a clinician before you start.</p>
          <ul aria-label="Safety questions" className="list-disc space-y-1 pl-5">
            {questions.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ul>
        </>
      ) : null}
      {risks ? (
        <div className="space-y-2">
          <p className="text-sm text-muted-foreground">{risks.intro}</p>
          <ul aria-label="Who should talk to a doctor first" className="list-disc space-y-1 pl-5">
            {risks.risks.map((risk) => (
              <li key={risk}>{risk}</li>
            ))}
          </ul>
          {risks.limit ? <p className="font-medium">{risks.limit}</p> : null}
          <p className="text-sm">{risks.closing}</p>
        </div>
      ) : null}
      <Button disabled={acknowledge.isPending} onClick={() => acknowledge.mutate()}>
        {questions.length > 0 ? 'I have checked these' : 'I have read this'}
      </Button>
    </section>
  );
}
