import ListPlusIcon from 'lucide-react/icons/list-plus';
import { Button } from '#ui/button';
import { Card } from '#ui/card';

/** No protocols yet: what they are for, and the way in (a template). */
export function ProtocolsEmptyState({ onChoose, onScratch }: { onChoose: () => void; onScratch: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-4 py-10 text-center">
      <ListPlusIcon aria-hidden="true" className="size-10 text-muted-foreground" />
      <p className="text-lg font-semibold">You have no protocols of your own yet</p>
      <p className="max-w-md text-sm text-muted-foreground">
        Track anything you do for your health, such as breathwork, sauna, supplements or steps. The quickest start is a ready-made template
        you can change.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onChoose}>Start from a template</Button>
        <Button variant="secondary" onClick={onScratch}>
          Start from scratch
        </Button>
      </div>
    </Card>
  );
}
