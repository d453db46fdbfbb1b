// One model size over every clip set, in its own process so its memory is measured alone.
// Started by scripts/bench-stt.ts: node --import tsx scripts/stt-bench/run-model.ts <manifest.json> <tiny|base>
// Prints one JSON line (ModelResult) on stdout.
import { readFileSync } from 'node:fs';
import { decodeWav, toSpeechSamples } from '../../core/src/voice-journal/wav.logic';
import { restoreNumberHomophones } from '../../core/src/voice-journal/spoken-number-homophones.logic';
import { createLocalSttProvider, type LocalSttProvider } from '../../server/src/providers/stt/local/local-stt-provider';
import type { MoonshineSize } from '../../server/src/providers/stt/local/moonshine-protocol';
import { comparableWords, numbersRight, wordErrors } from './scoring';

export type ClipSet = {
  name: string;
  /** Not held to the budget: shown for comparison only. */
  isExtra?: boolean;
  clips: { name: string; file: string; reference: string }[];
};
export type Manifest = { dataDir: string; sets: ClipSet[] };

export type SetResult = {
  name: string;
  isExtra: boolean;
  clips: number;
  audioSeconds: number;
  decodeSeconds: number;
  words: number;
  wordErrors: number;
  numbersSaid: number;
  numbersRight: number;
  /** Numbers right in what the engine wrote, before the journal restores number sound-alikes. */
  numbersRightRaw: number;
  transcripts: { name: string; reference: string; transcript: string }[];
};
export type ModelResult = {
  modelSize: MoonshineSize;
  loadMs: number;
  /** From the voice page's warm-up to the text of a note sent at once: the load and the read. */
  firstNoteMs: number;
  rssAfterLoadMb: number;
  peakRssMb: number;
  sets: SetResult[];
};

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

function samplesOf(file: string): Float32Array {
  const decoded = decodeWav(readFileSync(file));
  if (!decoded.ok) throw new Error(`${file}: not a readable WAV (${decoded.problem.kind})`);
  return toSpeechSamples(decoded.audio);
}

const transcribe = (provider: LocalSttProvider, samples: Float32Array) =>
  provider.transcribe({ samples, wav: Buffer.alloc(0), durationSeconds: samples.length / 16_000 }, new AbortController().signal);

async function main() {
  const [manifestFile, size] = process.argv.slice(2);
  if (!manifestFile || (size !== 'tiny' && size !== 'base')) throw new Error('usage: run-model.ts <manifest.json> <tiny|base>');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const provider = createLocalSttProvider({ modelSize: size, dataDir: manifest.dataDir });
  // The voice page opens (its warm-up) and a note arrives at once: it waits for the model to load.
  const firstNote = samplesOf(manifest.sets[0]!.clips[0]!.file);
  const opened = performance.now();
  const loading = provider.warmUp();
  await transcribe(provider, firstNote);
  const firstNoteMs = performance.now() - opened;
  const loadMs = await loading;
  const rssAfterLoadMb = megabytes(process.memoryUsage().rss);
  const sets: SetResult[] = [];
  for (const set of manifest.sets) {
    const result: SetResult = {
      name: set.name,
      isExtra: set.isExtra ?? false,
      clips: set.clips.length,
      audioSeconds: 0,
      decodeSeconds: 0,
      words: 0,
      wordErrors: 0,
      numbersSaid: 0,
      numbersRight: 0,
      numbersRightRaw: 0,
      transcripts: [],
    };
    for (const clip of set.clips) {
      const samples = samplesOf(clip.file);
      const started = performance.now();
      const raw = await transcribe(provider, samples);
      result.decodeSeconds += (performance.now() - started) / 1000;
      // What the voice journal reads: the engine's text with number sound-alikes put back.
      const transcript = restoreNumberHomophones(raw);
      result.audioSeconds += samples.length / 16_000;
      const reference = comparableWords(clip.reference);
      const heard = comparableWords(transcript);
      result.words += reference.length;
      result.wordErrors += wordErrors(reference, heard);
      const numbers = numbersRight(reference, heard);
      result.numbersSaid += numbers.said;
      result.numbersRight += numbers.right;
      result.numbersRightRaw += numbersRight(reference, comparableWords(raw)).right;
      result.transcripts.push({ name: clip.name, reference: clip.reference, transcript });
    }
    sets.push(result);
  }
  await provider.close();
  const peakRssMb = megabytes(process.resourceUsage().maxRSS * 1024);
  const result: ModelResult = { modelSize: size, loadMs, firstNoteMs, rssAfterLoadMb, peakRssMb, sets };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

await main();
