/**
 * The thread that runs the speech model. A decode keeps its thread busy for its whole length
 * (hundreds of milliseconds to seconds), so it runs here and the app's event loop stays free.
 * Bundled on its own as dist/stt-worker.mjs; started by moonshine-thread.ts.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { MOONSHINE_SAMPLE_RATE, type FromMoonshineThread, type MoonshineThreadData, type ToMoonshineThread } from './moonshine-protocol';
import { sherpaTokens, vocabFromTokenizerSource } from './moonshine-tokens';

/** The part of sherpa-onnx-node used here (the package ships JavaScript without type declarations). */
type Sherpa = {
  OfflineRecognizer: new (config: object) => {
    createStream: () => { acceptWaveform: (wave: { sampleRate: number; samples: Float32Array }) => void };
    decode: (stream: unknown) => void;
    getResult: (stream: unknown) => { text: string };
  };
};

const require = createRequire(import.meta.url);
const port = parentPort!;
const { modelSize, dataDir } = workerData as MoonshineThreadData;
const send = (message: FromMoonshineThread) => port.postMessage(message);

/** Where Node would find an installed package from here (its exports map hides package.json from require.resolve). */
function packageDir(name: string): string {
  for (const folder of require.resolve.paths(name) ?? []) {
    const candidate = path.join(folder, name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
  }
  throw new Error(`${name} is not installed: run npm ci`);
}

/** Writes tokens.txt under the data folder when it is missing or differs; written whole, then renamed, so a reader never sees half. */
function writeTokens(): string {
  const folder = path.join(dataDir, 'speech');
  const file = path.join(folder, 'moonshine-tokens.txt');
  const tokens = sherpaTokens(
    vocabFromTokenizerSource(readFileSync(path.join(packageDir('llama-tokenizer-js'), 'llama-tokenizer.js'), 'utf8')),
  );
  if (existsSync(file) && readFileSync(file, 'utf8') === tokens) return file;
  // Private to the server's user, as the data folder itself (lib/private-files.ts).
  mkdirSync(path.dirname(dataDir), { recursive: true });
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const partial = `${file}.${process.pid}-${threadId}.partial`;
  writeFileSync(partial, tokens);
  renameSync(partial, file);
  return file;
}

function load() {
  const started = performance.now();
  const models = path.join(packageDir('@usefulsensors/moonshine-js'), 'dist', 'model', modelSize, 'quantized');
  const encoder = path.join(models, 'encoder_model.onnx');
  const decoder = path.join(models, 'decoder_model_merged.onnx');
  // sherpa prints its own errors for missing files; checking first keeps the message ours.
  for (const file of [encoder, decoder])
    if (!existsSync(file)) throw new Error(`The Moonshine ${modelSize} model is missing (${file}): run npm ci`);
  const tokens = writeTokens();
  const sherpa = require('sherpa-onnx-node') as Sherpa;
  const recognizer = new sherpa.OfflineRecognizer({
    featConfig: { sampleRate: MOONSHINE_SAMPLE_RATE, featureDim: 80 },
    // One thread: the other cores keep serving requests while a recording is read.
    modelConfig: { moonshine: { encoder, mergedDecoder: decoder }, tokens, numThreads: 1, provider: 'cpu', debug: 0 },
  });
  const decode = (samples: Float32Array) => {
    const stream = recognizer.createStream();
    stream.acceptWaveform({ sampleRate: MOONSHINE_SAMPLE_RATE, samples });
    recognizer.decode(stream);
    return recognizer.getResult(stream).text;
  };
  // The first decode allocates the runtime's buffers; doing it now keeps that out of the first recording.
  decode(new Float32Array(MOONSHINE_SAMPLE_RATE / 2));
  return { decode, loadMs: performance.now() - started };
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

try {
  const engine = load();
  port.on('message', (message: ToMoonshineThread) => {
    try {
      send({ type: 'decoded', id: message.id, text: engine.decode(message.samples) });
    } catch (error) {
      send({ type: 'decode-failed', id: message.id, reason: reason(error) });
    }
  });
  send({ type: 'ready', loadMs: engine.loadMs });
} catch (error) {
  send({ type: 'load-failed', reason: reason(error) });
}
