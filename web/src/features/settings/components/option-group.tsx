import { useId, type ReactNode } from 'react';
import { cn } from '#lib/cn';

export type Option<TValue extends string> = { value: TValue; label: string; icon?: ReactNode };

type OptionGroupProps<TValue extends string> = {
  legend: string;
  name: string;
  options: readonly Option<TValue>[];
  value: TValue;
  onChange: (value: TValue) => void;
  /** While a change is saved the group stays focusable (no `disabled`, which would drop the focus). */
  isPending?: boolean;
};

/** A radio group drawn as a segmented control: native radios, so arrows and Space work as expected. */
export function OptionGroup<TValue extends string>({ legend, name, options, value, onChange, isPending }: OptionGroupProps<TValue>) {
  const id = useId();
  return (
    <fieldset className="space-y-2" aria-busy={isPending || undefined}>
      <legend className="text-sm font-medium">
        {legend}
        {isPending ? <span className="ml-2 font-normal text-muted-foreground">Saving...</span> : null}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const inputId = `${id}-${option.value}`;
          return (
            <div key={option.value}>
              <input
                id={inputId}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                className="peer sr-only"
              />
              <label
                htmlFor={inputId}
                className={cn(
                  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-control border border-input-border bg-surface px-4 py-2 font-medium transition-colors duration-150',
                  'hover:bg-surface-muted peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground',
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                )}
              >
                {option.icon}
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
