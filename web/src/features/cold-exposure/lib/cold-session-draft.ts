import { COLD_METHODS, COLD_METHOD_VALUES, coldDefaultTemperature, type ColdMethod } from '@uh/core/cold-exposure/cold-exposure.logic';
import type { TemperatureUnit } from '@uh/core/common/units.logic';
import { useState } from 'react';

/**
 * The method and temperature of the session under way, kept beside the stopwatch's own state in
 * localStorage: a reload mid-session resumes the watch, so Stop must log what was chosen then,
 * not the defaults. Cleared once the session is logged.
 */
export type ColdSessionDraft = { method: ColdMethod; temperature: string; unit: TemperatureUnit };

export const draftStorageKey = (userId: number) => `uh:cold-session:${userId}`;

export const defaultDraft = (unit: TemperatureUnit): ColdSessionDraft => ({
  method: COLD_METHODS[0].value,
  temperature: String(coldDefaultTemperature(unit)),
  unit,
});

/** A stored draft read defensively; a temperature typed in another unit than today's is not reused. */
export function parseDraft(raw: string | null, unit: TemperatureUnit): ColdSessionDraft {
  const fallback = defaultDraft(unit);
  if (!raw) return fallback;
  try {
    const stored: unknown = JSON.parse(raw);
    if (typeof stored !== 'object' || stored === null) return fallback;
    const { method, temperature, unit: storedUnit } = stored as Record<string, unknown>;
    const isMethod = typeof method === 'string' && (COLD_METHOD_VALUES as readonly string[]).includes(method);
    return {
      method: isMethod ? (method as ColdMethod) : fallback.method,
      temperature: typeof temperature === 'string' && storedUnit === unit ? temperature : fallback.temperature,
      unit,
    };
  } catch {
    return fallback;
  }
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
const browserStorage = (): DraftStorage | null => {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: the draft lives for this page view only
  }
};

export function useColdSessionDraft(userId: number, unit: TemperatureUnit) {
  const key = draftStorageKey(userId);
  const [draft, setDraft] = useState(() => parseDraft(browserStorage()?.getItem(key) ?? null, unit));
  return {
    draft,
    update: (change: Partial<Omit<ColdSessionDraft, 'unit'>>) => {
      const next = { ...draft, ...change };
      setDraft(next);
      try {
        browserStorage()?.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the draft still holds for this page view.
      }
    },
    clear: () => {
      browserStorage()?.removeItem(key);
      setDraft(defaultDraft(unit));
    },
  };
}
