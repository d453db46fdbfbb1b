import {
  TRANSCRIPT_MAX_CHARS,
  VOICE_MAX_BYTES,
  VOICE_MAX_SECONDS,
  VOICE_SAMPLE_RATE,
  VOICE_UPLOADS_PER_MINUTE,
  type VoiceProcessResponse,
} from '@uh/core/voice-journal/journal.schema';
import { flagImplausibleValues } from '@uh/core/voice-journal/plausibility.logic';
import { restoreNumberHomophones } from '@uh/core/voice-journal/spoken-number-homophones.logic';
import { decodeWav, encodeWav, toSpeechSamples, type WavProblem } from '@uh/core/voice-journal/wav.logic';
import type { Database } from '../../db/client';
import { badRequest, HttpError, tooManyRequests } from '../../lib/http-error';
import type { RateLimiter } from '../../lib/rate-limit';
import type { UserRow } from '../../lib/user-view';
import { SttError, type SttAudio, type SttProvider } from '../../providers/stt/stt-provider';
import type { ExtractJournalEntries } from './entry-extraction';
import type { JournalPorts } from './journal-ports';
import { recentReadings } from './recent-readings';
import { storePendingRecording } from './recordings.service';
import type { SpeechAllowance } from './speech-allowance';

/**
 * `allowance`: each person's share of the speech engine (absent: no limit, as in tests of other rules).
 * `ownProtocols`: the person's live protocols, which the note is read against too.
 */
export type VoiceDeps = {
  db: Database;
  stt: SttProvider;
  extract: ExtractJournalEntries;
  ownProtocols: JournalPorts['customProtocols']['active'];
  allowance?: SpeechAllowance;
};

/** What the multipart form carried: the recording, and a transcript the browser made itself. */
export type VoiceUpload = { audio: Buffer | null; transcript: string | null };

const UPLOAD_WINDOW_MS = 60_000;
const MEGABYTES = VOICE_MAX_BYTES / (1024 * 1024);

export const NEEDS_RECORDING = 'audio: Processing needs a recording: send it as the "audio" field of a multipart form';
export const TOO_LARGE = `The recording is larger than ${MEGABYTES} MB. Record at most ${VOICE_MAX_SECONDS / 60} minutes and try again.`;
export const NO_ENGINE = 'This server does not turn speech into text: use your browser’s transcription, or type what you said.';
const NOTHING_HEARD = 'No words were recognised in the recording. Try again closer to the microphone, or type what you said.';

/** Below this peak level (about −80 dBFS) a recording is silence: a muted or broken microphone. */
const SILENCE_PEAK = 1e-4;

const PROBLEMS: { [K in WavProblem['kind']]: (problem: Extract<WavProblem, { kind: K }>) => HttpError } = {
  'other-container': ({ container }) =>
    new HttpError(
      415,
      `The recording is ${container} audio, which this server cannot read: send it as a WAV file (16 kHz mono 16-bit PCM).`,
    ),
  'unsupported-encoding': ({ detail }) =>
    new HttpError(415, `The WAV file's encoding (${detail}) cannot be read: send 16-bit PCM WAV (16 kHz mono).`),
  'not-audio': () => badRequest('audio: The file is not an audio recording: send a WAV file.'),
  empty: () => badRequest('audio: The recording is empty.'),
};

/** The recording as the speech engines take it, after every check a person can fix. */
export function readRecording(bytes: Buffer): { audio: SttAudio; isSilent: boolean } {
  if (bytes.length === 0) throw badRequest('audio: The recording is empty.');
  if (bytes.length > VOICE_MAX_BYTES) throw new HttpError(413, TOO_LARGE);
  const decoded = decodeWav(bytes);
  if (!decoded.ok) throw (PROBLEMS[decoded.problem.kind] as (problem: WavProblem) => HttpError)(decoded.problem);
  const frames = decoded.audio.channels[0]!.length;
  const durationSeconds = frames / decoded.audio.sampleRate;
  if (durationSeconds > VOICE_MAX_SECONDS) {
    throw new HttpError(413, `The recording is longer than ${VOICE_MAX_SECONDS / 60} minutes. Record a shorter note and try again.`);
  }
  const samples = toSpeechSamples(decoded.audio, VOICE_SAMPLE_RATE);
  // A file already in the speech format is kept exactly as sent; any other is kept converted.
  const isSpeechFormat =
    decoded.audio.sampleRate === VOICE_SAMPLE_RATE && decoded.audio.channels.length === 1 && decoded.audio.pcmBits === 16;
  const wav = isSpeechFormat ? bytes : Buffer.from(encodeWav(samples, VOICE_SAMPLE_RATE));
  let peak = 0;
  for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
  return { audio: { samples, wav, durationSeconds }, isSilent: peak < SILENCE_PEAK };
}

/**
 * The words said: the engine's when the server has one (they win over the browser's), otherwise
 * the transcript the browser sent (its own recognition, or typed).
 */
async function transcribe(
  { stt, allowance }: Pick<VoiceDeps, 'stt' | 'allowance'>,
  userId: number,
  audio: SttAudio,
  typed: string | null,
  signal: AbortSignal,
): Promise<string> {
  if (stt.info.engine !== 'none') {
    const done = allowance?.take(userId, audio.durationSeconds) ?? (() => {});
    try {
      // "won twenty over eighty", "point for": the engine's number sound-alikes are put back.
      const heard = restoreNumberHomophones((await stt.transcribe(audio, signal)).trim());
      if (heard) return heard;
    } catch (error) {
      if (!(error instanceof SttError)) throw error;
      if (error.kind !== 'unavailable') throw new HttpError(error.kind === 'timeout' ? 504 : 502, error.message);
      if (!typed) throw new HttpError(503, `${error.message} ${NO_ENGINE}`);
    } finally {
      done();
    }
  }
  if (typed) return typed;
  throw badRequest(stt.info.engine === 'none' ? `transcript: ${NO_ENGINE}` : NOTHING_HEARD);
}

/** A transcript field as sent: trimmed, null when blank, refused past the length an entry keeps. */
export function typedTranscript(value: string | null): string | null {
  const text = value?.trim() ?? '';
  if (text.length > TRANSCRIPT_MAX_CHARS) throw badRequest(`transcript: transcript must be at most ${TRANSCRIPT_MAX_CHARS} characters`);
  return text || null;
}

/** Counts an upload against the person's per-minute allowance (429 past it). */
export async function countUpload(limiter: RateLimiter, userId: number): Promise<void> {
  const { count, retryAfterSeconds } = await limiter.hit(`voice:${userId}`, UPLOAD_WINDOW_MS);
  if (count > VOICE_UPLOADS_PER_MINUTE) {
    throw tooManyRequests('You are sending recordings too quickly. Please wait a moment and try again.', retryAfterSeconds);
  }
}

/**
 * `POST /api/voice/process`: check the recording, turn it into text, read the entries from the
 * text (in the person's units, time zone and clock) and the values it gives their own protocols,
 * and keep the recording for the review step.
 */
export async function processVoice(
  deps: VoiceDeps,
  owner: UserRow,
  upload: VoiceUpload,
  signal: AbortSignal,
  now = new Date(),
): Promise<VoiceProcessResponse> {
  if (!upload.audio) throw badRequest(NEEDS_RECORDING);
  const typed = typedTranscript(upload.transcript);
  const { audio, isSilent } = readRecording(upload.audio);
  if (isSilent && !typed) throw badRequest('audio: The recording is silent. Check that the microphone is on, or type what you said.');
  const transcription = isSilent ? typed! : await transcribe(deps, owner.id, audio, typed, signal);

  const options = {
    weightUnit: owner.weightUnit === 'kg' ? 'kg' : 'lbs',
    temperatureUnit: owner.temperatureUnit === 'C' ? 'C' : 'F',
    now,
    timeZone: owner.timeZone,
  } as const;
  const extraction = await deps.extract(transcription, options, await deps.ownProtocols(deps.db, owner.id), signal);
  // Whichever extractor answered, a value that does not fit the person's readings is to be checked.
  const entries = flagImplausibleValues(extraction.entries, await recentReadings(deps.db, owner.id));
  const { extractor, protocolEntries } = extraction;
  const [first] = entries;
  if (!first) throw badRequest(NOTHING_HEARD);
  // A silent recording is worth nothing to play back: only the typed words are used.
  const recordingId = isSilent ? null : await storePendingRecording(deps.db, owner.id, audio.wav, audio.durationSeconds);
  return {
    transcription,
    extracted: { type: first.type, summary: first.summary, details: { ...first.details, transcription } },
    entries,
    recordingId,
    extractor,
    protocolEntries,
  };
}
