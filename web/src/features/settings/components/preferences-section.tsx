import type { Preferences, PreferencesPatch } from '@uh/core/settings/settings.schema';
import MonitorIcon from 'lucide-react/icons/monitor';
import MoonIcon from 'lucide-react/icons/moon';
import SunIcon from 'lucide-react/icons/sun';
import { usePreferences, type TemperatureUnit, type Theme, type WeightUnit } from '#lib/preferences';
import { LoadError } from '#ui/load-error';
import { toast } from '#ui/use-toast';
import { useUpdatePreferences } from '../api/use-update-preferences';
import { readableError } from '../lib/server-field-error';
import { OptionGroup, type Option } from './option-group';
import { SettingsSection } from './settings-section';
import { TimeZoneField } from './time-zone-field';
import { UsualWakeTimeField } from './usual-wake-time-field';

const WEIGHT_OPTIONS: Option<WeightUnit>[] = [
  { value: 'lbs', label: 'Pounds (lbs)' },
  { value: 'kg', label: 'Kilograms (kg)' },
];
const TEMPERATURE_OPTIONS: Option<TemperatureUnit>[] = [
  { value: 'F', label: 'Fahrenheit (°F)' },
  { value: 'C', label: 'Celsius (°C)' },
];
const iconClass = 'size-4';
const THEME_OPTIONS: Option<Theme>[] = [
  { value: 'light', label: 'Light', icon: <SunIcon aria-hidden="true" className={iconClass} /> },
  { value: 'dark', label: 'Dark', icon: <MoonIcon aria-hidden="true" className={iconClass} /> },
  { value: 'system', label: 'System', icon: <MonitorIcon aria-hidden="true" className={iconClass} /> },
];

const labelOf = <TValue extends string>(options: Option<TValue>[], value: TValue) =>
  options.find((option) => option.value === value)?.label ?? value;

/** What the success toast says for each change. */
function savedText(patch: PreferencesPatch): string {
  if (patch.weightUnit) return `Weights now show in ${labelOf(WEIGHT_OPTIONS, patch.weightUnit).toLowerCase()}.`;
  if (patch.temperatureUnit) return `Temperatures now show in ${labelOf(TEMPERATURE_OPTIONS, patch.temperatureUnit)}.`;
  if (patch.theme) return `Theme set to ${labelOf(THEME_OPTIONS, patch.theme)}.`;
  return `Your days now follow the ${patch.timeZone ?? ''} time zone.`;
}

/** One saved-on-change preference: its own pending state, showing the choice being saved. */
function usePreferenceSaver<TKey extends keyof Preferences>(key: TKey, saved: Preferences) {
  const mutation = useUpdatePreferences();
  const value = mutation.isPending && mutation.variables[key] !== undefined ? (mutation.variables[key] as Preferences[TKey]) : saved[key];
  const save = (next: Preferences[TKey]) => {
    if (next === saved[key] || mutation.isPending) return;
    const patch = { [key]: next } as PreferencesPatch;
    mutation.mutate(patch, {
      onSuccess: () => toast({ title: 'Preferences saved', description: savedText(patch) }),
      // Nothing changed on the server: the control shows the saved value again.
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Error', description: `Failed to save your preferences: ${readableError(error)}` }),
    });
  };
  return { value, save, isPending: mutation.isPending };
}

function PreferencesForm({ preferences }: { preferences: Preferences }) {
  const weight = usePreferenceSaver('weightUnit', preferences);
  const temperature = usePreferenceSaver('temperatureUnit', preferences);
  const theme = usePreferenceSaver('theme', preferences);
  const timeZone = usePreferenceSaver('timeZone', preferences);
  return (
    <div className="space-y-6">
      <OptionGroup legend="Weight" name="weightUnit" options={WEIGHT_OPTIONS} {...groupProps(weight)} />
      <OptionGroup legend="Temperature" name="temperatureUnit" options={TEMPERATURE_OPTIONS} {...groupProps(temperature)} />
      <OptionGroup legend="Theme" name="theme" options={THEME_OPTIONS} {...groupProps(theme)} />
      <TimeZoneField value={timeZone.value} onChange={timeZone.save} isPending={timeZone.isPending} />
      <UsualWakeTimeField saved={preferences.usualWakeTime} />
    </div>
  );
}

const groupProps = <TValue extends string>(saver: { value: TValue; save: (value: TValue) => void; isPending: boolean }) => ({
  value: saver.value,
  onChange: saver.save,
  isPending: saver.isPending,
});

function PreferencesSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <span role="status" className="sr-only">
        Loading your preferences
      </span>
      {[2, 2, 3].map((count, index) => (
        <div key={index} aria-hidden="true" className="space-y-2">
          <div className="h-5 w-24 animate-pulse rounded bg-surface-muted motion-reduce:animate-none" />
          <div className="flex gap-2">
            {Array.from({ length: count }, (_, option) => (
              <div key={option} className="h-11 w-32 animate-pulse rounded-control bg-surface-muted motion-reduce:animate-none" />
            ))}
          </div>
        </div>
      ))}
      <div aria-hidden="true" className="h-[9.5rem] animate-pulse rounded-control bg-surface-muted motion-reduce:animate-none" />
    </div>
  );
}

/** Units, theme, time zone and usual wake time: each saved as soon as it is changed (the wake time with its button). */
export function PreferencesSection() {
  const query = usePreferences();
  return (
    <SettingsSection id="preferences" title="Preferences" description="Each change is saved at once and applies on every screen.">
      {query.data ? (
        <PreferencesForm preferences={query.data} />
      ) : query.isError ? (
        <LoadError
          isFramed={false}
          message="Couldn't load your preferences."
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : (
        <PreferencesSkeleton />
      )}
    </SettingsSection>
  );
}
