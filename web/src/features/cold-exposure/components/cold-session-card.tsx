import { useState } from 'react';
import {
  COLD_DEFAULT_TEMPERATURE_F,
  COLD_METHODS,
  COLD_MIN_SECONDS,
  COLD_TEMPERATURE_RANGE,
  COLD_TOO_SHORT_MESSAGE,
  COLD_TOO_SHORT_TITLE,
  type ColdMethod,
} from '@uh/core/cold-exposure/cold-exposure.logic';
import { elapsedSeconds } from '@uh/core/common/stopwatch.logic';
import { fahrenheitToCelsius, roundTo } from '@uh/core/common/units.logic';
import type { TemperatureUnit } from '#lib/preferences';
import type { Stopwatch } from '#lib/use-stopwatch';
import { Card } from '#ui/card';
import { Label } from '#ui/label';
import { toast } from '#ui/use-toast';
import { useLogCold } from '../api/use-log-cold';
import { sessionMinutes } from '../logic/cold-summary';
import { ColdStopwatch } from './cold-stopwatch';
import { TEMPERATURE_INPUT_ID, TemperatureField } from './temperature-field';

export const METHOD_SELECT_ID = 'cold-method';

const temperatureError = (unit: TemperatureUnit) =>
  `Enter a temperature between ${COLD_TEMPERATURE_RANGE[unit].min} and ${COLD_TEMPERATURE_RANGE[unit].max} °${unit}.`;

/** The spec's 58 °F default, as 14.4 °C for someone who chose Celsius. */
const defaultTemperature = (unit: TemperatureUnit) =>
  String(unit === 'F' ? COLD_DEFAULT_TEMPERATURE_F : roundTo(fahrenheitToCelsius(COLD_DEFAULT_TEMPERATURE_F), 1));

function parseTemperature(text: string, unit: TemperatureUnit): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  const range = COLD_TEMPERATURE_RANGE[unit];
  return Number.isFinite(value) && value >= range.min && value <= range.max ? value : null;
}

type ColdSessionCardProps = { userId: number; stopwatch: Stopwatch; unit: TemperatureUnit };

/** Method, temperature (in the unit chosen in Settings) and the stopwatch; Stop logs the session (spec §4, §5). */
export function ColdSessionCard({ userId, stopwatch, unit }: ColdSessionCardProps) {
  const [method, setMethod] = useState<ColdMethod>(COLD_METHODS[0].value);
  const [temperature, setTemperature] = useState(() => defaultTemperature(unit));
  const [showTemperatureError, setShowTemperatureError] = useState(false);
  const log = useLogCold();
  const parsedTemperature = parseTemperature(temperature, unit);

  const stop = () => {
    if (log.isPending) return;
    const seconds = elapsedSeconds(stopwatch.state, Date.now());
    if (seconds < COLD_MIN_SECONDS) {
      // The watch keeps its time (and keeps running): the session is not over yet.
      toast({ variant: 'destructive', title: COLD_TOO_SHORT_TITLE, description: COLD_TOO_SHORT_MESSAGE });
      return;
    }
    if (parsedTemperature === null) {
      setShowTemperatureError(true);
      document.getElementById(TEMPERATURE_INPUT_ID)?.focus();
      return;
    }
    const duration = stopwatch.pause();
    log.mutate(
      { userId, exposureMethod: method, temperature: parsedTemperature, temperatureUnit: unit, duration },
      {
        onSuccess: () => {
          stopwatch.reset();
          toast({
            title: 'Session Logged',
            description: `You've completed a ${sessionMinutes(duration)} min cold exposure session. Great job!`,
          });
        },
        // The watch keeps its (paused) time so Stop can be pressed again.
        onError: () =>
          toast({ variant: 'destructive', title: 'Error', description: 'Failed to log your cold exposure session. Please try again.' }),
      },
    );
  };

  return (
    <Card className="space-y-5 p-4 sm:p-6">
      <h2 className="text-lg font-semibold">New Session</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={METHOD_SELECT_ID}>Method</Label>
          <select
            id={METHOD_SELECT_ID}
            value={method}
            onChange={(event) => setMethod(event.target.value as ColdMethod)}
            className="block min-h-11 w-full rounded-control border border-input-border bg-surface px-3 py-2 text-base text-foreground"
          >
            {COLD_METHODS.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <TemperatureField
          value={temperature}
          unit={unit}
          onChange={setTemperature}
          // Out of range as soon as typed; empty only once Stop needed it.
          error={parsedTemperature === null && (showTemperatureError || temperature.trim() !== '') ? temperatureError(unit) : null}
        />
      </div>
      <ColdStopwatch stopwatch={stopwatch} busy={log.isPending} onStop={stop} />
      <p className="text-sm text-muted-foreground">Stop logs your session. Sessions need at least 30 seconds.</p>
    </Card>
  );
}
