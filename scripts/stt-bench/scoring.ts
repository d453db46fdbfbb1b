import { cleanTranscript } from '../../core/src/voice-journal/transcript-text.logic';

/** One spelling per word, as word error rates are usually scored: British and American, abbreviations. */
const SPELLINGS: Record<string, string> = {
  mr: 'mister',
  mrs: 'missus',
  dr: 'doctor',
  metre: 'meter',
  metres: 'meters',
  kilometre: 'kilometer',
  kilometres: 'kilometers',
  litre: 'liter',
  litres: 'liters',
  millilitre: 'milliliter',
  millilitres: 'milliliters',
};

/**
 * Transcripts compared the way the journal reads them: lower case, numbers as digits whether the
 * engine wrote "twenty" or "20", "p.m." as "pm", no punctuation. So a number written as a word is
 * not an error, but "sixty" for "sixteen" is. Only the words are scored, not the punctuation.
 */
export function comparableWords(text: string): string[] {
  // Punctuation between words goes first: Moonshine sometimes writes "one, eighty-two, point four"
  // for 182.4, which is the right words (a comma inside "10,000" or a colon in "8:30" stays).
  return (
    cleanTranscript(text.replace(/[,;:.!?"]+(?=\s|$)/g, ' '))
      // Everything but letters, digits and a decimal point between digits.
      .replace(/[^\p{L}\p{N}\s.]|(?<!\d)\.|\.(?!\d)/gu, ' ')
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => SPELLINGS[word] ?? word)
  );
}

/** Word-level edit distance: substitutions, insertions and deletions. */
export function wordErrors(reference: readonly string[], hypothesis: readonly string[]): number {
  let previous = Array.from({ length: hypothesis.length + 1 }, (_, index) => index);
  for (let row = 1; row <= reference.length; row++) {
    const current = [row];
    for (let column = 1; column <= hypothesis.length; column++) {
      const substitution = previous[column - 1]! + (reference[row - 1] === hypothesis[column - 1] ? 0 : 1);
      current.push(Math.min(substitution, previous[column]! + 1, current[column - 1]! + 1));
    }
    previous = current;
  }
  return previous[hypothesis.length]!;
}

const numbersIn = (words: readonly string[]) => words.filter((word) => /^-?\d+(?:\.\d+)?$/.test(word)).map((word) => String(Number(word)));

/** How many of the numbers said were transcribed exactly (each counted once, in any order). */
export function numbersRight(reference: readonly string[], hypothesis: readonly string[]): { said: number; right: number } {
  const said = numbersIn(reference);
  const heard = numbersIn(hypothesis);
  let right = 0;
  for (const number of said) {
    const index = heard.indexOf(number);
    if (index !== -1) {
      heard.splice(index, 1);
      right += 1;
    }
  }
  return { said: said.length, right };
}
