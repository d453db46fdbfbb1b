import { normalizeNumbers } from './number-words.logic';

/** A word of a note, in the form it is compared in, with where it was said. */
export type Word = { text: string; start: number; end: number };

/** Words that say the same thing for matching ("box breathing" names "Breathwork"). */
const SAME_AS: Readonly<Record<string, string>> = {
  breathing: 'breath',
  breathwork: 'breath',
  breathe: 'breath',
  breathed: 'breath',
  meditation: 'meditate',
  meditated: 'meditate',
  meditating: 'meditate',
  walking: 'walk',
  walked: 'walk',
  vit: 'vitamin',
};

/** Words that describe rather than name a protocol: "Morning breathwork" is named by "breathwork". */
const DESCRIBING = new Set(['morning', 'evening', 'daily', 'day', 'my', 'the', 'a', 'an', 'of', 'session', 'time', 'total', 'routine']);

/** The form a word is compared in: its synonym's, or without a plural "s" ("supplements" → "supplement"). */
export function wordForm(word: string): string {
  const same = SAME_AS[word];
  if (same) return same;
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return wordForm(word.slice(0, -1));
  return word;
}

/** The words of a cleaned transcript (lower case, numbers in digits) in their compared forms. */
export function wordsOf(text: string): Word[] {
  return [...text.matchAll(/[a-z0-9]+(?:\.[0-9]+)?/g)].map((match) => ({
    text: wordForm(match[0]),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** The words that name something: its describing words left out, unless nothing else is left. */
export function namingWords(name: string): string[] {
  // Numbers in digits as in the transcript: "Omega-3" is named by "omega 3", "Zone two" by "zone 2".
  const words = wordsOf(normalizeNumbers(name)).map((word) => word.text);
  const naming = words.filter((word) => !DESCRIBING.has(word));
  return naming.length > 0 ? naming : words;
}

/** Where the words of `name` are said one after another in `words`, or null. */
export function findName(words: readonly Word[], name: readonly string[]): { start: number; end: number } | null {
  if (name.length === 0) return null;
  for (let index = 0; index + name.length <= words.length; index++) {
    if (name.every((part, offset) => words[index + offset]!.text === part)) {
      return { start: words[index]!.start, end: words[index + name.length - 1]!.end };
    }
  }
  return null;
}
