import type { Preferences } from '@uh/core/settings/settings.schema';
import {
  celsiusToFahrenheit,
  formatCelsiusFromFahrenheit,
  fromCelsius,
  kilogramsToPounds,
  poundsToKilograms,
  roundTo,
  toCelsius,
  type TemperatureUnit,
} from '@uh/core/common/units.logic';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

// The signed-in user's display preferences (units, theme, time zone), shared by every screen
// that shows a weight or a temperature. Changed on /settings.

export type WeightUnit = Preferences['weightUnit'];
export type Theme = Preferences['theme'];
export type { TemperatureUnit };

/** Query keys start with the URL they read (docs/product.md §7). */
export const preferencesKeys = {
  all: () => ['/api/settings'] as const,
};

export const preferencesQueryOptions = queryOptions({
  queryKey: preferencesKeys.all(),
  queryFn: async (): Promise<Preferences> => (await apiRequest('GET', '/api/settings')).json(),
});

export function usePreferences() {
  return useQuery(preferencesQueryOptions);
}

/** A weight stored in pounds (the API's unit) expressed in `unit`. */
export const weightFromPounds = (pounds: number, unit: WeightUnit) => (unit === 'kg' ? poundsToKilograms(pounds) : pounds);

/** A weight typed in `unit`, in pounds for the API. */
export const weightToPounds = (value: number, unit: WeightUnit) => (unit === 'kg' ? kilogramsToPounds(value) : value);

/** '81.6 kg' or '180 lbs' for a weight in pounds (at most `decimals` decimals). */
export function formatWeight(pounds: number, unit: WeightUnit, decimals = 1): string {
  return `${roundTo(weightFromPounds(pounds, unit), decimals)} ${unit}`;
}

/** A temperature in `from` expressed in `to`. */
export const convertTemperature = (value: number, from: TemperatureUnit, to: TemperatureUnit) =>
  from === to ? value : fromCelsius(toCelsius(value, from), to);

/** '10 °C' or '50 °F' for a temperature read in `from` (at most `decimals` decimals). */
export function formatTemperature(value: number, from: TemperatureUnit, to: TemperatureUnit, decimals = 1): string {
  return `${roundTo(convertTemperature(value, from, to), decimals)} °${to}`;
}

/** The other unit to exactly one decimal, as shown beside a typed temperature: '14.4 °C', '57.9 °F'. */
export function formatOtherTemperatureUnit(value: number, from: TemperatureUnit): string {
  return from === 'F' ? `${formatCelsiusFromFahrenheit(value)} °C` : `${celsiusToFahrenheit(value).toFixed(1)} °F`;
}

/** Puts the theme on <html> now (the server does it from a cookie on the next load); system = no class. */
export function applyTheme(theme: Theme, root: Pick<HTMLElement, 'classList'> = document.documentElement): void {
  root.classList.toggle('light', theme === 'light');
  root.classList.toggle('dark', theme === 'dark');
}
