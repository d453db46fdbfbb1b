// Measures the built-in speech engine (Moonshine tiny and base through sherpa-onnx, run exactly as
// the server runs it: worker thread, pieces cut at pauses) on journal notes with numbers and units
// spoken by flite and espeak-ng, and on recordings of real people (Debian's pocketsphinx-testdata).
// Prints per set: word error rate, numbers transcribed exactly, real-time factor; per model: load
// time and memory, and how long a note sent as the voice page opens waits for its text (the model
// loads on first use); tiny against base; the installed size. Budget for the default (base): ≥ 90 %
// of numbers on the flite set, WER ≤ 10 % on real people, real-time factor ≤ 0.5, ≤ 250 MB installed,
// first note ≤ 5 s including the load.
// Needs: apt-get install flite espeak-ng pocketsphinx-testdata. BENCH_STT_VERBOSE=1 prints every transcript.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeWav, encodeWav, toSpeechSamples } from '../core/src/voice-journal/wav.logic';
import { installedSize } from './stt-bench/installed-size';
import { JOURNAL_SENTENCES } from './stt-bench/journal-sentences';
import { realClips } from './stt-bench/real-clips';
import { comparableWords, numbersRight } from './stt-bench/scoring';
import type { ClipSet, Manifest, ModelResult, SetResult } from './stt-bench/run-model';

const BUDGET = { fliteNumbers: 0.9, realWer: 0.1, rtf: 0.5, installedMb: 250, firstNoteSeconds: 5 } as const;
const FLITE_VOICES = ['slt', 'rms', 'awb', 'kal16'] as const; // flite's 16 kHz voices
const root = path.resolve(import.meta.dirname, '..');

const missing = ['flite', 'espeak-ng'].filter((tool) => spawnSync(tool, ['--help']).error);
if (missing.length > 0) {
  console.error(`Missing ${missing.join(' and ')}. Install them with: sudo apt-get install flite espeak-ng pocketsphinx-testdata`);
  process.exit(1);
}

const work = mkdtempSync(path.join(os.tmpdir(), 'uh-bench-stt-'));
let fileCount = 0;
const wavFile = () => path.join(work, `clip-${fileCount++}.wav`);

function flite(voice: string, text: string): string {
  const file = wavFile();
  execFileSync('flite', ['-voice', voice, '-t', text, '-o', file]);
  return file;
}

function espeak(text: string): string {
  const file = wavFile();
  execFileSync('espeak-ng', ['-v', 'en-us', '-w', file, text]);
  return file;
}

function samplesOf(file: string): Float32Array {
  const decoded = decodeWav(readFileSync(file));
  if (!decoded.ok) throw new Error(`${file} is not a readable WAV`);
  return toSpeechSamples(decoded.audio);
}

/** Every sentence read one after the other, 0.7 s apart: a two-and-a-half-minute note. */
function longNote(): string {
  const pause = new Float32Array(Math.round(0.7 * 16_000));
  const parts = JOURNAL_SENTENCES.flatMap((sentence) => [samplesOf(flite('slt', sentence)), pause]);
  const samples = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((at, part) => (samples.set(part, at), at + part.length), 0);
  const file = wavFile();
  writeFileSync(file, encodeWav(samples, 16_000));
  return file;
}

function clipSets(): ClipSet[] {
  const sentences = JOURNAL_SENTENCES.map((reference, index) => ({ name: `sentence ${index + 1}`, reference }));
  const real = realClips();
  if (!real) console.warn('pocketsphinx-testdata is not installed: no real recordings (apt-get install pocketsphinx-testdata).\n');
  const long = longNote();
  const longReference = JOURNAL_SENTENCES.join(' ');
  return [
    {
      name: `flite (${FLITE_VOICES.join(', ')})`,
      clips: FLITE_VOICES.flatMap((voice) =>
        sentences.map((clip) => ({ ...clip, name: `${voice}: ${clip.name}`, file: flite(voice, clip.reference) })),
      ),
    },
    { name: 'espeak-ng (en-us)', clips: sentences.map((clip) => ({ ...clip, file: espeak(clip.reference) })) },
    ...(real
      ? [
          {
            name: 'real people (pocketsphinx)',
            clips: real.map((clip) => {
              const file = wavFile();
              writeFileSync(file, clip.wav);
              return { name: clip.name, reference: clip.reference, file };
            }),
          },
        ]
      : []),
    { name: 'long note, cut at pauses', clips: [{ name: 'all sentences', reference: longReference, file: long }] },
    { name: 'flite kal (8 kHz diphone)', isExtra: true, clips: sentences.map((clip) => ({ ...clip, file: flite('kal', clip.reference) })) },
  ];
}

function runModel(manifestFile: string, size: 'tiny' | 'base'): ModelResult {
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/stt-bench/run-model.ts'), manifestFile, size],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return JSON.parse(output.trim().split('\n').at(-1)!) as ModelResult;
}

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`);
const wer = (set: SetResult) => set.wordErrors / set.words;
const rtf = (set: SetResult) => set.decodeSeconds / set.audioSeconds;

function printModel(result: ModelResult) {
  console.log(
    `\nMoonshine ${result.modelSize}: loads in ${(result.loadMs / 1000).toFixed(2)} s, ` +
      `RSS ${result.rssAfterLoadMb} MB after load, peak ${result.peakRssMb} MB while reading; ` +
      `a note sent as the page opens has its text ${(result.firstNoteMs / 1000).toFixed(2)} s later`,
  );
  console.log('  set                               clips   audio    WER      numbers right        RTF');
  for (const set of result.sets) {
    console.log(
      `  ${`${set.name}${set.isExtra ? ' *' : ''}`.padEnd(33)} ${String(set.clips).padStart(5)} ${`${set.audioSeconds.toFixed(0)} s`.padStart(7)}  ` +
        `${percent(set.wordErrors, set.words).padStart(7)}  ${`${set.numbersRight}/${set.numbersSaid}`.padStart(7)} ` +
        `${percent(set.numbersRight, set.numbersSaid).padStart(8)}   ${rtf(set).toFixed(3)}`,
    );
  }
  const byVoice = new Map<string, { said: number; right: number }>();
  for (const clip of result.sets[0]!.transcripts) {
    const voice = clip.name.split(':')[0]!;
    const tally = byVoice.get(voice) ?? { said: 0, right: 0 };
    const numbers = numbersRight(comparableWords(clip.reference), comparableWords(clip.transcript));
    byVoice.set(voice, { said: tally.said + numbers.said, right: tally.right + numbers.right });
  }
  console.log(
    `  flite numbers by voice: ${[...byVoice].map(([voice, tally]) => `${voice} ${percent(tally.right, tally.said)}`).join(', ')}`,
  );
  const flite = result.sets[0]!;
  console.log(
    `  flite numbers from the engine alone, before sound-alikes like "point for" are read as numbers: ` +
      `${flite.numbersRightRaw}/${flite.numbersSaid} ${percent(flite.numbersRightRaw, flite.numbersSaid)}`,
  );
  if (process.env.BENCH_STT_VERBOSE) {
    for (const set of result.sets) {
      console.log(`\n  ${set.name}:`);
      for (const clip of set.transcripts) console.log(`    ${clip.name}\n      said:  ${clip.reference}\n      heard: ${clip.transcript}`);
    }
  }
}

function printComparison(tiny: ModelResult, base: ModelResult) {
  const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}×`;
  console.log('\ntiny against base (tiny ÷ base; word error rates and numbers as differences in points)');
  console.log(
    `  load time ${ratio(tiny.loadMs, base.loadMs)}, RSS after load ${ratio(tiny.rssAfterLoadMb, base.rssAfterLoadMb)}, peak RSS ${ratio(tiny.peakRssMb, base.peakRssMb)}`,
  );
  base.sets.forEach((baseSet, index) => {
    const tinySet = tiny.sets[index]!;
    const points = (a: number, b: number) => `${a - b >= 0 ? '+' : ''}${(100 * (a - b)).toFixed(1)}`;
    console.log(
      `  ${baseSet.name.padEnd(33)} RTF ${ratio(rtf(tinySet), rtf(baseSet))}, WER ${points(wer(tinySet), wer(baseSet))}, ` +
        `numbers ${points(tinySet.numbersRight / tinySet.numbersSaid, baseSet.numbersRight / baseSet.numbersSaid)}`,
    );
  });
}

function printBudget(base: ModelResult, installedMb: number): boolean {
  const flite = base.sets[0]!;
  const real = base.sets.find((set) => set.name.startsWith('real people'));
  const worstRtf = Math.max(...base.sets.filter((set) => !set.isExtra).map(rtf));
  const checks: [string, boolean | null][] = [
    [
      `numbers right on flite ${percent(flite.numbersRight, flite.numbersSaid)} ≥ ${BUDGET.fliteNumbers * 100} %`,
      flite.numbersRight / flite.numbersSaid >= BUDGET.fliteNumbers,
    ],
    [
      `WER on real people ${real ? percent(real.wordErrors, real.words) : 'not measured'} ≤ ${BUDGET.realWer * 100} %`,
      real ? wer(real) <= BUDGET.realWer : null,
    ],
    [`real-time factor ${worstRtf.toFixed(3)} (worst set) ≤ ${BUDGET.rtf}`, worstRtf <= BUDGET.rtf],
    [`installed ${installedMb.toFixed(0)} MB ≤ ${BUDGET.installedMb} MB`, installedMb <= BUDGET.installedMb],
    [
      `first note after the page opens ${(base.firstNoteMs / 1000).toFixed(2)} s (load included) ≤ ${BUDGET.firstNoteSeconds} s`,
      base.firstNoteMs <= BUDGET.firstNoteSeconds * 1000,
    ],
  ];
  console.log('\nBudget (base, the default):');
  for (const [label, isMet] of checks) console.log(`  ${isMet === null ? 'NOT CHECKED' : isMet ? 'OK  ' : 'OVER'}  ${label}`);
  return checks.every(([, isMet]) => isMet !== false);
}

try {
  console.log('Synthesising the clips…');
  const manifestFile = path.join(work, 'manifest.json');
  writeFileSync(manifestFile, JSON.stringify({ dataDir: path.join(work, 'data'), sets: clipSets() } satisfies Manifest));
  const results = (['tiny', 'base'] as const).map((size) => {
    console.log(`Reading them with Moonshine ${size}…`);
    return runModel(manifestFile, size);
  });
  const [tiny, base] = results as [ModelResult, ModelResult];
  results.forEach(printModel);
  console.log('\n  * shown for comparison, not part of the budget');
  printComparison(tiny, base);
  const size = installedSize(root);
  console.log(
    `\nInstalled for speech: ${size.totalMb.toFixed(0)} MB (${size.parts.map((part) => `${part.name} ${part.mb.toFixed(0)} MB`).join(', ')}); ` +
      `models: base ${size.baseModelMb.toFixed(0)} MB, tiny ${size.tinyModelMb.toFixed(0)} MB`,
  );
  process.exitCode = printBudget(base, size.totalMb) ? 0 : 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
