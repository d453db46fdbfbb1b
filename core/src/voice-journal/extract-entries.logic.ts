import { detectColdExposure, detectExercise } from './activity-detectors.logic';
import { detectBiometric } from './biometric-detector.logic';
import { makeEntry, type Detection, type Detector, type ExtractionOptions } from './detection.logic';
import { cut } from './entry-summary.logic';
import { detectFasting } from './fasting-detector.logic';
import { detectMeal, detectSupplement, detectWater } from './intake-detectors.logic';
import { asSentence, cleanTranscript, hasContent, NOTE_MARKER, splitPieces, type Piece } from './transcript-text.logic';
import type { DetailsOf, EntryOf, ExtractedEntry, JournalEntryType } from './voice-journal.schema';

export type { ExtractionOptions } from './detection.logic';

const DETECTORS: Detector[] = [
  detectFasting,
  detectMeal,
  detectWater,
  detectExercise,
  detectColdExposure,
  detectBiometric,
  detectSupplement,
];

/** Kinds said in several clauses that still make one entry ("3 eggs and a shake, 40 g protein"). */
const MERGE_IN_SENTENCE: ReadonlySet<JournalEntryType> = new Set(['meal', 'supplement', 'biometric']);
/** Kinds that make one entry per recording: one biometrics reading, one list of supplements taken. */
const ONE_PER_RECORDING: ReadonlySet<JournalEntryType> = new Set(['supplement', 'biometric']);

const NOTE_MAX = 5000;

function detectAll(text: string, options: ExtractionOptions): Detection[] {
  return DETECTORS.map((detect) => detect(text, options))
    .filter((detection): detection is Detection => detection !== null)
    .sort((a, b) => a.start - b.start);
}

const kindsOf = (detections: Detection[]) => [...new Set(detections.filter((d) => !d.isNegated).map((d) => d.entry.type))].sort().join();
const hasNumber = (text: string) => /\d/.test(text);

/**
 * Clauses cut by "and", a comma or a verb stay cut only where what follows says something of its
 * own: an entry, or a feeling worth a note. "went for a run, about 45 minutes" is one clause again.
 */
function joinClauses(pieces: Piece[], options: ExtractionOptions): Piece[] {
  const joined: Piece[] = [];
  for (const piece of pieces) {
    const previous = joined.at(-1);
    if (!previous || piece.separator === 'sentence') {
      joined.push({ ...piece });
      continue;
    }
    const isTyped = detectAll(piece.text, options).length > 0;
    const isKept =
      piece.separator === 'verb'
        ? isTyped && detectAll(previous.text, options).length > 0
        : isTyped || (NOTE_MARKER.test(piece.text) && hasContent(piece.text));
    if (isKept) joined.push({ ...piece });
    else previous.text += piece.joiner + piece.text;
  }
  return joined;
}

type Group = { text: string; kinds: string; index: number };
type Leftover = { text: string; index: number; separator: Piece['separator']; joiner: string };

/** Clauses grouped into the stretches each entry is read from, and what is left for a note. */
function groupClauses(pieces: Piece[], options: ExtractionOptions) {
  const groups: Group[] = [];
  const leftovers: Leftover[] = [];
  let pending: Leftover | null = null;
  const flush = () => {
    if (pending && hasContent(pending.text)) leftovers.push(pending);
    pending = null;
  };
  pieces.forEach((piece, index) => {
    if (piece.separator === 'sentence') flush();
    const text: string = pending ? `${pending.text}${piece.joiner}${piece.text}` : piece.text;
    const detections = detectAll(text, options);
    const kinds = kindsOf(detections);
    const last = groups.at(-1);
    if (kinds) {
      pending = null;
      const kindList = kinds.split(',') as JournalEntryType[];
      const isSameEntry =
        last?.kinds === kinds &&
        last.index === index - 1 &&
        kindList.every((kind) => (piece.separator === 'sentence' ? ONE_PER_RECORDING : MERGE_IN_SENTENCE).has(kind));
      if (isSameEntry) Object.assign(last, { text: last.text + piece.joiner + piece.text, index });
      else groups.push({ text, kinds, index });
      if (detections.some((detection) => detection.isNegated)) leftovers.push({ ...piece, text, index });
    } else if (detections.length > 0 || NOTE_MARKER.test(piece.text)) {
      flush();
      leftovers.push({ ...piece, index });
    } else if (hasNumber(piece.text) && last && last.index === index - 1 && !pending) {
      Object.assign(last, { text: last.text + piece.joiner + piece.text, index });
    } else {
      pending = { ...piece, text, index };
    }
  });
  flush();
  return { groups, leftovers };
}

function mergeBiometrics(entries: EntryOf<'biometric'>[], options: ExtractionOptions): EntryOf<'biometric'> {
  const details: Partial<DetailsOf<'biometric'>> = {};
  const uncertain = new Set<keyof DetailsOf<'biometric'>>();
  const fields = ['weight', 'systolic', 'diastolic', 'heartRate', 'sleepHours'] as const;
  for (const entry of entries) {
    for (const field of fields) {
      if (details[field] !== undefined) continue;
      if (entry.details[field] !== undefined) {
        details[field] = entry.details[field];
        if (field === 'weight') details.weightUnit = entry.details.weightUnit;
      }
      if (entry.uncertain.includes(field)) uncertain.add(field);
    }
  }
  return makeEntry('biometric', { ...details, weightUnit: details.weightUnit ?? options.weightUnit }, [...uncertain], options);
}

/** One biometrics entry and one supplement entry per recording, where the first of them was said. */
function mergePerRecording(entries: ExtractedEntry[], options: ExtractionOptions): ExtractedEntry[] {
  const biometrics = entries.filter((entry): entry is EntryOf<'biometric'> => entry.type === 'biometric');
  const supplements = entries.filter((entry): entry is EntryOf<'supplement'> => entry.type === 'supplement');
  const names = [...new Set(supplements.flatMap((entry) => entry.details.names))].slice(0, 20);
  return entries.flatMap((entry): ExtractedEntry[] => {
    if (entry.type === 'biometric') return entry === biometrics[0] ? [mergeBiometrics(biometrics, options)] : [];
    if (entry.type === 'supplement') return entry === supplements[0] ? [makeEntry('supplement', { names }, [], options)] : [];
    return [entry];
  });
}

function noteOf(leftovers: Leftover[], options: ExtractionOptions): ExtractedEntry | null {
  const text = leftovers
    .sort((a, b) => a.index - b.index)
    .map((leftover, position, sorted) => {
      const isContinued = position > 0 && sorted[position - 1]!.index === leftover.index - 1 && leftover.separator !== 'sentence';
      return (position === 0 ? '' : isContinued ? leftover.joiner : '. ') + leftover.text;
    })
    .join('');
  return hasContent(text) ? makeEntry('note', { text: cut(asSentence(text), NOTE_MAX) }, [], options) : null;
}

/**
 * The journal entries a transcript speaks of, in the order they were said, with a note for what
 * is not an entry (a feeling, or something skipped: "skipped my cold shower" logs no session).
 * A transcript with no entry in it is one note with its own words.
 */
export function extractEntries(transcript: string, options: ExtractionOptions): ExtractedEntry[] {
  const text = cleanTranscript(transcript);
  if (!hasContent(text)) return [];
  const { groups, leftovers } = groupClauses(joinClauses(splitPieces(text), options), options);
  const entries: ExtractedEntry[] = [];
  for (const group of groups) {
    const found = detectAll(group.text, options).filter((detection) => !detection.isNegated);
    if (found.length === 0) leftovers.push({ text: group.text, index: group.index, separator: 'sentence', joiner: '. ' });
    entries.push(...found.map((detection) => detection.entry));
  }
  if (entries.length === 0) {
    const said = transcript.replace(/\s+/g, ' ').trim();
    return [makeEntry('note', { text: cut(said, NOTE_MAX) }, [], options)];
  }
  const note = noteOf(leftovers, options);
  return [...mergePerRecording(entries, options), ...(note ? [note] : [])];
}
