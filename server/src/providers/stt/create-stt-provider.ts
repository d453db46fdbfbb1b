import type { Config } from '../../config';
import { createLocalSttProvider } from './local/local-stt-provider';
import { createNoSttProvider } from './no-stt-provider';
import { createOpenAiCompatibleSttProvider } from './openai-compatible';
import type { SttProvider } from './stt-provider';

export type SttProviderOptions = {
  /** The data folder: the built-in engine writes its tokens.txt there, and nowhere else. */
  dataDir: string;
  /** The server log, for why the built-in engine could not start (people only see that it could not). */
  log?: { warn: (message: string) => void; debug: (message: string) => void };
};

/**
 * The voice journal's speech-to-text from the STT_* settings. Creating it is cheap: the built-in
 * engine starts its thread and loads its model on `warmUp` or on the first recording, and lets it go
 * after STT_IDLE_UNLOAD_MINUTES without a recording.
 */
export function createSttProvider(stt: Config['stt'], options: SttProviderOptions): SttProvider {
  switch (stt.provider) {
    case 'openai-compatible':
      return createOpenAiCompatibleSttProvider(stt);
    case 'none':
      return createNoSttProvider();
    case 'local':
      return createLocalSttProvider({
        modelSize: stt.modelSize,
        idleUnloadMs: stt.idleUnloadMinutes * 60_000,
        dataDir: options.dataDir,
        log: options.log,
      });
  }
}
