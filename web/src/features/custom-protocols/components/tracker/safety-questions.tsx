import ShieldAlertIcon from 'lucide-react/icons/shield-alert';
import { Button } from '#ui/button';
import { useAcknowledgeSafety } from '../../api/use-custom-day-mutations';

type Props = { protocolId: number; questions: readonly string[] };

/** The protocol's own safety questions, asked once before the first log; answered, they are not asked again. */
export function SafetyQuestions({ protocolId, questions }: Props) {
  const acknowledge = useAcknowledgeSafety(protocolId);
  return (
    <section aria-labelledby="safety-heading" className="space-y-3 rounded-control border-2 border-status-warn p-4">
      <h3 id="safety-heading" className="flex items-center gap-2 font-semibold">
        <ShieldAlertIcon aria-hidden="true" className="size-5 shrink-0 text-status-warn" />
        Before your first log
      </h3>
      <p className="text-sm text-muted-foreground">Check each of these. If any answer worries you, ask a clinician before you start.</p>
      <ul className="list-disc space-y-1 pl-5">
        {questions.map((question) => (
          <li key={question}>{question}</li>
        ))}
      </ul>
      <Button disabled={acknowledge.isPending} onClick={() => acknowledge.mutate()}>
        I have checked these
      </Button>
    </section>
  );
}
