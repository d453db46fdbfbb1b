/**
 * Edit distance with adjacent transpositions (optimal string alignment): "pregnat" is 1 from
 * "pregnant", "kindey" is 1 from "kidney".
 */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** How many typos a word of this length may carry: none under 6 letters, where too many real words sit close together. */
const allowedEdits = (length: number) => (length >= 8 ? 2 : length >= 6 ? 1 : 0);
/** A typo may shorten a word by one letter ("kidny"), so a 5-letter word may still be one edit from a 6-letter one. */
const limitFor = (known: string, word: string) => Math.min(allowedEdits(known.length), word.length >= 6 ? allowedEdits(word.length) : 1);

/**
 * Rewrites each word that is a likely misspelling of one of `vocabulary` as that word, so plain
 * patterns can match "diabetis" or "insullin". Words already in the vocabulary are left alone;
 * the first letter must agree (typos rarely fall there, and it keeps unrelated words apart).
 */
export function correctTypos(text: string, vocabulary: readonly string[]): string {
  return text.replace(/[a-z']+/g, (word) => {
    if (word.length < 5 || vocabulary.includes(word)) return word;
    let best: { word: string; distance: number } | null = null;
    for (const known of vocabulary) {
      if (known[0] !== word[0] || Math.abs(known.length - word.length) > 2) continue;
      const limit = limitFor(known, word);
      const distance = editDistance(word, known);
      if (distance <= limit && (!best || distance < best.distance)) best = { word: known, distance };
    }
    return best?.word ?? word;
  });
}
