import { cn } from '#lib/cn';

/** The navigation toggle (spec §2, default off): a native checkbox with switch semantics. */
export function NavigationSwitch({ isOn, onChange }: { isOn: boolean; onChange: (isOn: boolean) => void }) {
  return (
    <div className="space-y-1">
      <div className="flex">
        <input
          id="embed-navigation"
          type="checkbox"
          role="switch"
          checked={isOn}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby="embed-navigation-hint"
          className="peer sr-only"
        />
        <label
          htmlFor="embed-navigation"
          className={cn(
            'flex min-h-11 cursor-pointer items-center gap-3 rounded-control pr-2',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
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
          <span className="text-sm font-medium">Show navigation</span>
        </label>
      </div>
      <p id="embed-navigation-hint" className="text-sm text-muted-foreground">
        A compact menu inside the widget for moving between the features.
      </p>
    </div>
  );
}
