import type { AdminStatus } from '@uh/core/admin/admin.schema';

const MODEL_WORDS: Record<NonNullable<AdminStatus['speechEngine']['load']>['model'], string> = {
  unloaded: 'model not in memory',
  loading: 'model loading',
  ready: 'model ready',
  failed: 'model failed to load',
};

/**
 * The speech engine in one line: which, and for one on this server how busy it is, e.g.
 * 'Moonshine base (on this server): model ready, reading a recording, 2 waiting'.
 */
export function speechEngineText({ configured, kind, label, load }: AdminStatus['speechEngine']): string {
  if (!configured) return 'Not configured: people type, or their browser transcribes';
  const name = label ?? kind ?? 'Configured';
  if (load === null) return name;
  const reading = load.reading ? 'reading a recording' : 'idle';
  return `${name}: ${MODEL_WORDS[load.model]}, ${reading}, ${load.waiting} waiting`;
}
