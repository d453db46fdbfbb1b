import { FASTING_PROTOCOLS } from '@uh/core/fasting/fasting.logic';
import { useIsHydrating } from '#lib/use-hydrating';
import PlayIcon from 'lucide-react/icons/play';
import SquareIcon from 'lucide-react/icons/square';
import { Button } from '#ui/button';
import { Label } from '#ui/label';

export type StartControlsProps = {
  targetHours: number;
  onTargetChange: (hours: number) => void;
  onStart: () => void;
  isStarting: boolean;
};

/** Ids of the two buttons that replace each other, so focus can follow the change (WCAG 2.4.3). */
export const FAST_BUTTON_IDS = { start: 'fast-start-button', end: 'fast-end-button' } as const;

/** Idle: the protocol select (docs/product.md §5 options) and the start button. */
export function StartControls({ targetHours, onTargetChange, onStart, isStarting }: StartControlsProps) {
  // On the page the server rendered, a choice made before the script runs would be undone by it.
  const isHydrating = useIsHydrating();
  return (
    <div className="w-full space-y-3">
      <div className="space-y-2">
        <Label htmlFor="fasting-protocol">Fasting Protocol</Label>
        <select
          id="fasting-protocol"
          value={targetHours}
          disabled={isStarting || isHydrating}
          onChange={(event) => onTargetChange(Number(event.target.value))}
          className="block min-h-11 w-full rounded-control border border-input-border bg-surface px-3 py-2 text-base text-foreground"
        >
          {FASTING_PROTOCOLS.map((protocol) => (
            <option key={protocol.hours} value={protocol.hours}>
              {protocol.label}
            </option>
          ))}
        </select>
      </div>
      <Button id={FAST_BUTTON_IDS.start} className="w-full" onClick={onStart} disabled={isStarting}>
        <PlayIcon aria-hidden="true" className="size-4" />
        {isStarting ? 'Starting...' : 'Start Fast'}
      </Button>
    </div>
  );
}

type EndControlsProps = { onEnd: () => void; isEnding: boolean; isStarting: boolean };

/** Running: the End Fast button (disabled until the start is saved, and while ending). */
export function EndControls({ onEnd, isEnding, isStarting }: EndControlsProps) {
  return (
    <Button id={FAST_BUTTON_IDS.end} variant="secondary" className="w-full" onClick={onEnd} disabled={isEnding || isStarting}>
      <SquareIcon aria-hidden="true" className="size-4" />
      {isEnding ? 'Ending...' : 'End Fast'}
    </Button>
  );
}
