import LocateFixedIcon from 'lucide-react/icons/locate-fixed';
import { useId, useMemo } from 'react';
import { Button } from '#ui/button';
import { Label } from '#ui/label';
import { deviceTimeZone, timeZoneOptions } from '../lib/time-zones';

type TimeZoneFieldProps = { value: string; onChange: (zone: string) => void; isPending: boolean };

/** The IANA time zone every "today" and week is computed in; the device's zone is one click away. */
export function TimeZoneField({ value, onChange, isPending }: TimeZoneFieldProps) {
  const id = useId();
  const options = useMemo(() => timeZoneOptions(value), [value]);
  const device = deviceTimeZone();
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>
        Time zone
        {isPending ? <span className="ml-2 font-normal text-muted-foreground">Saving...</span> : null}
      </Label>
      <select
        id={id}
        value={value}
        aria-busy={isPending || undefined}
        // A second change while the first is saved is ignored; the list shows the zone being saved.
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint`}
        className="block min-h-11 w-full rounded-control border border-input-border bg-surface px-3 py-2 text-base text-foreground sm:max-w-sm"
      >
        {options.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        Used for "today", your week and every date you see.
      </p>
      <Button variant="secondary" disabled={isPending || device === value} onClick={() => onChange(device)}>
        <LocateFixedIcon aria-hidden="true" className="size-4" />
        Use this device's time zone ({device})
      </Button>
    </div>
  );
}
