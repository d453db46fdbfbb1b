import { useRef, useState } from 'react';
import {
  COLD_METHODS,
  COLD_MIN_SECONDS,
  COLD_TOO_SHORT_MESSAGE,
  COLD_TOO_SHORT_TITLE,
  coldTemperatureRule,
  type ColdMethod,
} from '@uh/core/cold-exposure/cold-exposure.logic';
import { numberFieldError, parseNumberInput } from '@uh/core/common/number-input.logic';
import { elapsedSeconds } from '@uh/core/common/stopwatch.logic';
import { needsColdScreen } from '@uh/core/settings/safety-screen.logic';
import type { TemperatureUnit } from '#lib/preferences';
import { useIsSafetyScreenAccepted } from '#lib/safety-screens';
import { readableServerError, serverFieldErrors } from '#lib/server-field-errors';
import type { Stopwatch } from '#lib/use-stopwatch';
import { Card } from '#ui/card';
import { Label } from '#ui/label';
import { toast } from '#ui/use-toast';
import { useLogCold } from '../api/use-log-cold';
import { useColdSessionDraft } from '../lib/cold-session-draft';
import { sessionLoggedMessage } from '../lib/cold-summary';
import { SafetyScreenDialog } from '../../../components/safety-screen-dialog';
import { ColdStopwatch } from './cold-stopwatch';
import { TEMPERATURE_INPUT_ID, TemperatureField } from './temperature-field';

export const METHOD_SELECT_ID = 'cold-method';

type ColdSessionCardProps = { userId: number; stopwatch: Stopwatch; unit: TemperatureUnit };

/** Method, temperature (in the unit chosen in Settings) and the stopwatch; Stop logs the session (docs/product.md §4, §5). */
export function ColdSessionCard({ userId, stopwatch, unit }: ColdSessionCardProps) {
  // Kept with the running watch, so a reload mid-session still logs what was chosen.
  const { draft, update, clear } = useColdSessionDraft(userId, unit);
  const [showRequired, setShowRequired] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const log = useLogCold();
  // A session under 10 °C / 50 °F first shows the cold safety screen, until accepted once.
  const isColdScreenAccepted = useIsSafetyScreenAccepted('cold');
  const pendingStart = useRef<(() => void) | null>(null);
  const [isScreenOpen, setScreenOpen] = useState(false);
  const beforeStart = (start: () => void) => {
    const typed = parseNumberInput(draft.temperature);
    if (typed.kind === 'number' && needsColdScreen(typed.value, unit) && !isColdScreenAccepted) {
      pendingStart.current = start;
      setScreenOpen(true);
      return;
    }
    start();
  };
  const closeScreen = (shouldStart: boolean) => {
    setScreenOpen(false);
    if (shouldStart) pendingStart.current?.();
    pendingStart.current = null;
  };
  const temperatureError = serverError ?? numberFieldError(draft.temperature, { ...coldTemperatureRule(unit), isRequired: showRequired });

  const stop = () => {
    if (log.isPending) return;
    const seconds = elapsedSeconds(stopwatch.state, Date.now());
    if (seconds < COLD_MIN_SECONDS) {
      // The watch keeps its time (and keeps running): the session is not over yet.
      toast({ variant: 'destructive', title: COLD_TOO_SHORT_TITLE, description: COLD_TOO_SHORT_MESSAGE });
      return;
    }
    const parsed = parseNumberInput(draft.temperature);
    if (parsed.kind !== 'number' || numberFieldError(draft.temperature, coldTemperatureRule(unit))) {
      setShowRequired(true);
      document.getElementById(TEMPERATURE_INPUT_ID)?.focus();
      return;
    }
    const duration = stopwatch.pause();
    log.mutate(
      { userId, exposureMethod: draft.method, temperature: parsed.value, temperatureUnit: unit, duration },
      {
        onSuccess: (result) => {
          stopwatch.reset();
          clear();
          setShowRequired(false);
          toast(
            result.isQueued
              ? { title: 'Saved on this device', description: 'Your session will sync when you are back online.' }
              : { title: 'Session Logged', description: sessionLoggedMessage(duration) },
          );
        },
        // The watch keeps its (paused) time so Stop can be pressed again.
        onError: (error) => {
          const named = serverFieldErrors(error, { temperature: 'temperature' } as const);
          setServerError(named.temperature ?? null);
          const description = named.temperature
            ? `Failed to log cold exposure: ${readableServerError(error)}`
            : 'Failed to log your cold exposure session. Please try again.';
          toast({ variant: 'destructive', title: 'Error', description });
        },
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
            value={draft.method}
            onChange={(event) => update({ method: event.target.value as ColdMethod })}
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
          value={draft.temperature}
          unit={unit}
          onChange={(temperature) => {
            setServerError(null);
            update({ temperature });
          }}
          // Out of range as soon as typed; empty only once Stop needed it.
          error={temperatureError}
        />
      </div>
      <ColdStopwatch stopwatch={stopwatch} busy={log.isPending} onStop={stop} beforeStart={beforeStart} />
      <SafetyScreenDialog kind="cold" isOpen={isScreenOpen} onCancel={() => closeScreen(false)} onConfirm={() => closeScreen(true)} />
      <p className="text-sm text-muted-foreground">Stop logs your session. Sessions need at least 30 seconds.</p>
    </Card>
  );
}
