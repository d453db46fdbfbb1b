import ThermometerIcon from 'lucide-react/icons/thermometer-snowflake';
import { Input } from '#ui/input';
import { Label } from '#ui/label';
import type { TemperatureUnit } from '#lib/preferences';
import { otherUnitText } from '../lib/cold-summary';

export const TEMPERATURE_INPUT_ID = 'cold-temperature';

type TemperatureFieldProps = { value: string; unit: TemperatureUnit; onChange: (value: string) => void; error: string | null };

/** The water or air temperature in the chosen unit, with the other unit beside it to one decimal (docs/product.md §9). */
export function TemperatureField({ value, unit, onChange, error }: TemperatureFieldProps) {
  const other = otherUnitText(value, unit);
  const otherUnit = unit === 'F' ? 'C' : 'F';
  return (
    <div className="space-y-2">
      <Label htmlFor={TEMPERATURE_INPUT_ID}>Temperature (°{unit})</Label>
      <div className="flex items-center gap-3">
        <Input
          id={TEMPERATURE_INPUT_ID}
          // Text, read strictly by the shared rule (no "1e3"); no decimal keypad, as phones' lack a minus sign.
          type="text"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'cold-temperature-celsius cold-temperature-error' : 'cold-temperature-celsius'}
          className="max-w-32"
        />
        <p
          id="cold-temperature-celsius"
          className="figures inline-flex shrink-0 items-center gap-1 whitespace-nowrap text-muted-foreground"
        >
          <ThermometerIcon aria-hidden="true" className="size-4 text-protocol-cold" />
          <span className="sr-only">{otherUnit === 'C' ? 'In Celsius:' : 'In Fahrenheit:'}</span>
          {other ?? `– °${otherUnit}`}
        </p>
      </div>
      {error ? (
        <p id="cold-temperature-error" className="text-sm font-medium text-destructive dark:text-status-bad">
          {error}
        </p>
      ) : null}
    </div>
  );
}
