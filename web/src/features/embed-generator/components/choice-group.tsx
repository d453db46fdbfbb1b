import { useId, type ReactNode } from 'react';
import { cn } from '#lib/cn';

export type Choice<TValue extends string> = { value: TValue; label: string; caption?: string; icon?: ReactNode };

type ChoiceGroupProps<TValue extends string> = {
  legend: string;
  name: string;
  choices: readonly Choice<TValue>[];
  value: TValue;
  onChange: (value: TValue) => void;
  className?: string;
};

/** Native radios drawn as tiles: arrow keys move the choice, Tab leaves the group. */
export function ChoiceGroup<TValue extends string>({ legend, name, choices, value, onChange, className }: ChoiceGroupProps<TValue>) {
  const id = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className={cn('grid gap-2', className)}>
        {choices.map((choice, index) => {
          const inputId = `${id}-${index}`;
          return (
            <div key={choice.value} className="flex">
              <input
                id={inputId}
                type="radio"
                name={name}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onChange(choice.value)}
                className="peer sr-only"
              />
              <label
                htmlFor={inputId}
                className={cn(
                  'flex min-h-11 w-full cursor-pointer items-center gap-2 rounded-control border border-input-border bg-surface px-3 py-2 transition-colors duration-150',
                  'hover:bg-surface-muted peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                )}
              >
                {choice.icon}
                <span className="flex min-w-0 flex-col">
                  <span className="font-medium">{choice.label}</span>
                  {choice.caption ? <span className="font-mono text-xs break-all opacity-90">{choice.caption}</span> : null}
                </span>
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
