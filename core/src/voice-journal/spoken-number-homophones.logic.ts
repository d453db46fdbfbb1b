/**
 * Speech engines hear numbers said in a row as their sound-alikes: "won twenty over eighty",
 * "eighty two point for". Where the words around leave no other reading, the number word is put
 * back before the transcript is shown or read for entries. Only these unambiguous spots are
 * touched: "for thirty minutes" and "ate eggs" stay as they are.
 */

const NUMBER_WORD =
  '(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|\\d)';

/** A sound-alike after "point" is a decimal digit: "point for" is "point four". */
const AFTER_POINT: Record<string, string> = { for: 'four', fore: 'four', to: 'two', too: 'two', ate: 'eight', won: 'one' };

export function restoreNumberHomophones(transcript: string): string {
  return (
    transcript
      // "point for", "point too": only ever a decimal digit when it follows a number and "point".
      .replace(
        new RegExp(`(\\b${NUMBER_WORD}\\w*[\\s,-]+point\\s+)(for|fore|to|too|ate|won)\\b`, 'gi'),
        (_, head: string, word: string) => `${head}${matchCase(AFTER_POINT[word.toLowerCase()]!, word)}`,
      )
      // "won" right before another number ("won twenty over eighty") is "one".
      .replace(new RegExp(`\\bwon\\b(?=[\\s,-]+${NUMBER_WORD})`, 'gi'), (word: string) => matchCase('one', word))
  );
}

const matchCase = (replacement: string, original: string) =>
  original[0] === original[0]!.toUpperCase() ? replacement[0]!.toUpperCase() + replacement.slice(1) : replacement;
