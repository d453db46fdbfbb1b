import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { encodeWav } from '../../core/src/voice-journal/wav.logic';

/** Debian's pocketsphinx-testdata: recordings of real people with the package's own reference transcripts. */
export const POCKETSPHINX_DATA = '/usr/share/pocketsphinx/test/data';

export type RealClip = { name: string; wav: Uint8Array; reference: string };

/** `<s> ten of clubs </s> (001)` lines, by clip id. */
function transcriptions(file: string): Map<string, string> {
  const byId = new Map<string, string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^<s>(.*)<\/s>\s*\(([^)]+)\)/.exec(line.trim());
    if (match) byId.set(match[2]!, match[1]!.trim().replace(/\s+/g, ' '));
  }
  return byId;
}

/** 16 kHz mono 16-bit raw PCM as a WAV. */
function rawToWav(file: string): Uint8Array {
  const bytes = readFileSync(file);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const samples = Float32Array.from({ length: Math.floor(bytes.length / 2) }, (_, index) => view.getInt16(index * 2, true) / 32768);
  return encodeWav(samples, 16_000);
}

/**
 * Playing cards read aloud (cards/, 5 clips), a LibriVox reading (librivox/, 5 clips) and "go
 * forward ten meters" (goforward.raw, the reference pocketsphinx's own tests use). Null when the
 * package is not installed.
 */
export function realClips(): RealClip[] | null {
  if (!existsSync(path.join(POCKETSPHINX_DATA, 'cards'))) return null;
  const clips: RealClip[] = [];
  for (const folder of ['cards', 'librivox']) {
    const references = transcriptions(path.join(POCKETSPHINX_DATA, folder, folder === 'cards' ? 'cards.transcription' : 'transcription'));
    for (const [id, reference] of references) {
      clips.push({ name: `${folder}/${id}`, wav: readFileSync(path.join(POCKETSPHINX_DATA, folder, `${id}.wav`)), reference });
    }
  }
  clips.push({ name: 'goforward', wav: rawToWav(path.join(POCKETSPHINX_DATA, 'goforward.raw')), reference: 'go forward ten meters' });
  return clips;
}
