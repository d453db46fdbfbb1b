import type { ReactNode } from 'react';
import { cn } from '#lib/cn';

type SwitchProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  isOn: boolean;
  onChange: (isOn: boolean) => void;
  isDisabled?: boolean;
  /** The label's text style: settings rows read larger than a form's options. */
  labelClassName?: string;
};

/** An on/off setting: a native checkbox with switch semantics, so Space toggles it and screen readers say "on". */
export function Switch({ id, label, hint, isOn, onChange, isDisabled = false, labelClassName = 'text-sm font-medium' }: SwitchProps) {
  const hintId = `${id}-hint`;
  return (
    <div className="space-y-1">
      <div className="flex">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={isOn}
          disabled={isDisabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={hint ? hintId : undefined}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className={cn(
            'flex min-h-11 cursor-pointer items-center gap-3 rounded-control pr-2',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
            'peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-input-border transition-colors duration-150 motion-reduce:transition-none',
              isOn ? 'bg-primary' : 'bg-surface-muted',
            )}
          >
            <span
              className={cn(
                'inline-block size-4 rounded-full transition-transform duration-150 motion-reduce:transition-none',
                isOn ? 'translate-x-5 bg-primary-foreground' : 'translate-x-1 bg-muted-foreground',
              )}
            />
          </span>
          <span className={labelClassName}>{label}</span>
        </label>
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
