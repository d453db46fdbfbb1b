import { normalizeNumbers } from './number-words.logic';

/**
 * The transcript as the detectors read it: lower case, numbers in digits, "p.m." as "pm", and
 * without the fillers speech-to-text keeps ("um", "uh", "like" before an amount).
 */
export function cleanTranscript(said: string): string {
  let text = said
    .replace(/[’‘`]/g, "'")
    .replace(/\b([ap])\.\s?m\b\.?/gi, '$1m')
    .replace(/\b(?:u+h+m*|u+m+|e+r+m+|hmm+|mm+|a+h+)\b,?/gi, ' ')
    .replace(/\b(?:er|you know)\b,?/gi, ' ');
  text = normalizeNumbers(text);
  return text
    .replace(/\blike,? (?=-?\d|(?:a|an|about|around|maybe|half)\b)/g, '')
    .replace(/,\s*like\s*,/g, ',')
    .replace(/\s+/g, ' ')
    .replace(/ ([,.!?;:])/g, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/g, '$1')
    .replace(/^[\s,.;:!?]+/, '')
    .trim();
}

/** How a piece of a sentence was joined to the one before it. */
export type Separator = 'sentence' | 'comma' | 'word' | 'verb';
export type Piece = { text: string; separator: Separator; joiner: string };

/** Connectors that end a clause; "with", "after" and "before" stay with what follows them. */
const CONNECTOR = /\b(?:and then|and also|and after that|after that|afterwards|and|then|but|also|plus|followed by|as well as)\b|,|:(?!\d)/g;
const KEPT_CONNECTOR = /\b(?:with|after|before|while)\b/g;
/** Verbs that start a new clause in a transcript without punctuation ("walked 30 minutes had a cold shower"). */
const CLAUSE_VERB =
  /\b(?:had|did|took|drank|ate|went|started|starting|began|broke|ended|finished|weighed|slept|walked|ran|swam|hiked|biked|cycled|lifted|got|drinking|eating)\b/g;

type Cut = { start: number; end: number; separator: Separator };

function cutsIn(sentence: string): Cut[] {
  const cuts: Cut[] = [
    ...[...sentence.matchAll(CONNECTOR)].map((match) => ({
      start: match.index,
      end: match.index + match[0].length,
      separator: (/^[,:]$/.test(match[0]) ? 'comma' : 'word') as Separator,
    })),
    ...[...sentence.matchAll(KEPT_CONNECTOR)].map((match) => ({ start: match.index, end: match.index, separator: 'word' as const })),
    ...[...sentence.matchAll(CLAUSE_VERB)].map((match) => ({ start: match.index, end: match.index, separator: 'verb' as const })),
  ].sort((a, b) => a.start - b.start || b.end - a.end);
  // Overlapping cuts ("and then had"): the first one found at a place wins.
  return cuts.filter((cut, index) => index === 0 || cut.start >= cuts[index - 1]!.end);
}

/** The sentences of a cleaned transcript, each cut at every place a new clause may begin. */
export function splitPieces(text: string): Piece[] {
  const pieces: Piece[] = [];
  for (const sentence of text.split(/[.!?;]+(?=\s|$)|\n+/)) {
    let from = 0;
    let next: Omit<Piece, 'text'> = { separator: 'sentence', joiner: '. ' };
    const push = (until: number) => {
      const piece = sentence.slice(from, until).trim();
      if (piece) pieces.push({ text: piece, ...next });
      return piece !== '';
    };
    for (const cut of cutsIn(sentence)) {
      const isPushed = push(cut.start);
      const said = sentence.slice(cut.start, cut.end).trim();
      const joiner = cut.separator === 'comma' ? `${said} ` : said ? ` ${said} ` : ' ';
      if (isPushed) next = { separator: cut.separator, joiner };
      // Two cuts in a row (", and"): one joiner; a sentence's first piece stays a sentence's.
      else if (next.separator !== 'sentence') next = { ...next, joiner: next.joiner.trimEnd() + joiner };
      from = cut.end;
    }
    push(sentence.length);
  }
  return pieces;
}

const STOP_WORDS = new Set(
  "so and then also but this that the a an it its it's i i'm my me was is am are were be yeah yes ok okay well just today tonight yesterday morning afternoon evening night now later after before with at in on for of to again too as anyway right alright oh all done good bye thanks".split(
    ' ',
  ),
);

/** True when a stretch says something beyond filler and time words ("so this morning" says nothing). */
export const hasContent = (text: string) => (text.match(/[a-z0-9']+/g) ?? []).some((word) => !STOP_WORDS.has(word));

/** Feelings and remarks: kept as a note rather than folded into the entry before them. */
export const NOTE_MARKER =
  /\b(?:feel|feeling|feels|felt|mood|energy|energetic|tired|exhausted|sore|stressed|stress|stressful|anxious|happy|sad|great|amazing|awful|terrible|brutal|grateful|motivated|focused|relaxed|calm|headache|hungry|craving|cravings|sauna|meditated|meditation|meditating|breathwork|breathing|sunlight|sunshine|nap|napped|i think|i need|need to|want to|going to|gonna)\b/;

/** A note's text as a sentence: first letter up, "i" as "I". */
export function asSentence(text: string): string {
  const fixed = text.replace(/\bi(?=$|[\s,.!?;:]|'(?:m|ve|d|ll)\b)/g, 'I').trim();
  return fixed.charAt(0).toUpperCase() + fixed.slice(1);
}
