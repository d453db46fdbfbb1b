import { coldMethodLabel, type ColdMethod } from '@uh/core/cold-exposure/cold-exposure.logic';
import { formatSessionLength } from '#lib/format';
import type { TemperatureUnit } from '@uh/core/common/units.logic';
import { formatTemperature } from '#lib/preferences';

type QueuedColdSession = { exposureMethod: ColdMethod; temperature: number; temperatureUnit: TemperatureUnit; duration: number };

/** A cold session kept on this device, as its history row would show it: 'Cold Shower · 55 °F · 2:30'. */
export function describeQueuedColdSession(body: unknown, unit: TemperatureUnit): string {
  const session = body as QueuedColdSession;
  return [
    coldMethodLabel(session.exposureMethod),
    formatTemperature(session.temperature, session.temperatureUnit, unit),
    formatSessionLength(session.duration),
  ].join(' · ');
}
