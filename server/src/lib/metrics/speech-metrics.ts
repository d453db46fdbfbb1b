import { Gauge, type Registry } from 'prom-client';
import type { SttEngineLoad, SttProvider } from '../../providers/stt/stt-provider';

const MODEL_STATES: readonly SttEngineLoad['model'][] = ['unloaded', 'loading', 'ready', 'failed'];

/**
 * The speech engine as it stands at each scrape: which engine, and for one that runs on this server
 * its queue and whether its model is in memory (read through `load`, which changes nothing, so a
 * scrape never loads a model). Each app server reports its own engine.
 */
export function registerSpeechMetrics(registry: Registry, prefix: string, stt: SttProvider): void {
  new Gauge({
    name: `${prefix}speech_engine_info`,
    help: 'The speech engine this server uses (local, openai, none); always 1',
    labelNames: ['engine'],
    registers: [registry],
  }).set({ engine: stt.info.engine }, 1);
  const load = stt.load;
  if (load === undefined) return;

  const gauge = (name: string, help: string, fill: (gauge: Gauge, now: SttEngineLoad) => void, labelNames: string[] = []) =>
    new Gauge({
      name: `${prefix}${name}`,
      help,
      labelNames,
      registers: [registry],
      collect() {
        fill(this, load());
      },
    });
  gauge('speech_engine_waiting_recordings', 'Recordings waiting for the engine on this server', (g, now) => g.set(now.waiting));
  gauge('speech_engine_reading', 'Whether the engine is reading a recording now (1) or idle (0)', (g, now) => g.set(now.reading ? 1 : 0));
  gauge(
    'speech_engine_model_state',
    "The speech model's place in memory: 1 for its current state (unloaded, loading, ready, failed), 0 for the others",
    (g, now) => {
      for (const state of MODEL_STATES) g.set({ state }, state === now.model ? 1 : 0);
    },
    ['state'],
  );
}
