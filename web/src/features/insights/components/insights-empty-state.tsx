import MessageCircleQuestionIcon from 'lucide-react/icons/message-circle-question';
import PlusIcon from 'lucide-react/icons/plus';
import { Button } from '#ui/button';
import { Card } from '#ui/card';

/** No pairs at all: say what the page does, and how to start. */
export function InsightsEmptyState({ onAsk }: { onAsk: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-4 py-10 text-center">
      <MessageCircleQuestionIcon aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="text-lg font-semibold">No questions yet</p>
      <p className="max-w-md text-sm text-muted-foreground">
        Ask whether something you do goes with a change in your sleep, HRV, heart rate, weight or one of your own measures. Questions are
        also suggested as you log protocols.
      </p>
      <Button onClick={onAsk}>
        <PlusIcon aria-hidden="true" className="size-4" />
        Ask a question
      </Button>
    </Card>
  );
}
