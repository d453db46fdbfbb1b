import type { LucideIcon } from 'lucide-react';
import PauseIcon from 'lucide-react/icons/pause';
import PlayIcon from 'lucide-react/icons/play';
import { Button, type ButtonProps } from '#ui/button';

type StopwatchButtonProps = ButtonProps & {
  icon: LucideIcon;
  /** Names the control, so focus can move to it when the pressed one turns disabled. */
  action?: string;
};

/** A timer control: its icon, then its label. */
export function StopwatchButton({ icon: Icon, action, children, ...props }: StopwatchButtonProps) {
  return (
    <Button data-action={action} {...props}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </Button>
  );
}

type PressProps = { disabled: boolean; onClick: () => void };

/** Start, in the protocol's colour (`accent`, a `bg-protocol-…!` class). */
export function StopwatchStartButton({ accent, ...props }: PressProps & { accent: string }) {
  return (
    <StopwatchButton action="start" icon={PlayIcon} className={`${accent} px-2! text-background! hover:opacity-90`} {...props}>
      Start
    </StopwatchButton>
  );
}

export function StopwatchPauseButton(props: PressProps) {
  return (
    <StopwatchButton action="pause" icon={PauseIcon} variant="secondary" className="px-2!" {...props}>
      Pause
    </StopwatchButton>
  );
}
