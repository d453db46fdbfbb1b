import HeartIcon from 'lucide-react/icons/heart';
import { useId } from 'react';
import { Button } from '#ui/button';

/** The gentle check-in once a fast runs 50 % past its target (a safeguard, not an alarm). */
export function FastCheckIn({ onEnd, onKeepGoing }: { onEnd: () => void; onKeepGoing: () => void }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="w-full space-y-3 rounded-control border border-status-warn/50 bg-surface-muted/60 p-3 text-sm"
    >
      <h3 id={headingId} className="flex items-center gap-2 font-semibold">
        <HeartIcon aria-hidden="true" className="size-4 shrink-0 text-status-warn" />
        You&apos;re well past your target — how are you feeling?
      </h3>
      <p className="text-muted-foreground">If you feel faint, dizzy or unwell, it is time to eat. Keep drinking water either way.</p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onEnd}>
          End the fast
        </Button>
        <Button size="sm" variant="secondary" onClick={onKeepGoing}>
          Keep going
        </Button>
      </div>
    </section>
  );
}
