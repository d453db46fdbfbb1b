/**
 * Spoken numbers as digits. Speech-to-text writes numbers sometimes as digits and sometimes as
 * words ("one eighty two point four", "a hundred and twenty"), and people say them the way they
 * read a scale or a cuff ("one twenty over eighty"), so the extractor reads every number from the
 * digits this leaves. A ratio such as "16:8" stays as it is: it is not a number to add up.
 */

const ONES = new Map<string, number>(
  Object.entries({
    zero: 0,
    one: 1,
    two: 2,
    three: 3,
    four: 4,
    five: 5,
    six: 6,
    seven: 7,
    eight: 8,
    nine: 9,
  }),
);
const TEENS = new Map<string, number>(
  Object.entries({
    ten: 10,
    eleven: 11,
    twelve: 12,
    thirteen: 13,
    fourteen: 14,
    fifteen: 15,
    sixteen: 16,
    seventeen: 17,
    eighteen: 18,
    nineteen: 19,
  }),
);
const TENS = new Map<string, number>(
  Object.entries({
    twenty: 20,
    thirty: 30,
    forty: 40,
    fourty: 40,
    fifty: 50,
    sixty: 60,
    seventy: 70,
    eighty: 80,
    ninety: 90,
  }),
);

/** 1–9 for a digit word other than zero. */
const nonZeroDigit = (word: string | undefined) => {
  const digit = word === undefined ? undefined : ONES.get(word);
  return digit === undefined || digit === 0 ? undefined : digit;
};

type Word = { text: string; start: number; end: number };
type Read = { value: number; next: number };

/** Reads numbers from a list of words, each step allowed only across plain spaces. */
class WordReader {
  constructor(
    private readonly words: Word[],
    private readonly source: string,
  ) {}

  word(index: number): string | undefined {
    return this.words[index]?.text;
  }

  /** True when word `index` follows word `index - 1` with only spaces between. */
  joined(index: number): boolean {
    const before = this.words[index - 1];
    const current = this.words[index];
    return !!before && !!current && /^ +$/.test(this.source.slice(before.end, current.start));
  }

  /** A word that may follow the previous one in the same number. */
  next(index: number): string | undefined {
    return this.joined(index) ? this.word(index) : undefined;
  }

  /** 0–99: "seven", "twelve", "forty", "forty two". */
  belowHundred(index: number, isFirst: boolean): Read | null {
    const word = isFirst ? this.word(index) : this.next(index);
    if (word === undefined) return null;
    if (TENS.has(word)) {
      const ones = this.next(index + 1);
      const digit = nonZeroDigit(ones);
      if (digit !== undefined) return { value: TENS.get(word)! + digit, next: index + 2 };
      return { value: TENS.get(word)!, next: index + 1 };
    }
    if (TEENS.has(word)) return { value: TEENS.get(word)!, next: index + 1 };
    if (ONES.has(word)) return { value: ONES.get(word)!, next: index + 1 };
    return null;
  }

  /** Below a thousand, with "hundred": "a hundred and twenty", "fifteen hundred". */
  belowThousand(index: number, isFirst: boolean): Read | null {
    const first = isFirst ? this.word(index) : this.next(index);
    let head: Read | null;
    if ((first === 'a' || first === 'an') && this.next(index + 1) === 'hundred') head = { value: 1, next: index + 1 };
    else head = this.belowHundred(index, isFirst);
    if (!head || this.next(head.next) !== 'hundred' || head.value === 0) return head;
    const hundreds = head.value * 100;
    const afterHundred = head.next + 1;
    const tail = this.next(afterHundred) === 'and' ? this.belowHundred(afterHundred + 1, false) : this.belowHundred(afterHundred, false);
    if (!tail) return { value: hundreds, next: afterHundred };
    return { value: hundreds + tail.value, next: tail.next };
  }

  /** A whole number up to 999 999. */
  cardinal(index: number): Read | null {
    const first = this.word(index);
    let head: Read | null;
    if ((first === 'a' || first === 'an') && this.next(index + 1) === 'thousand') head = { value: 1, next: index + 1 };
    else head = this.belowThousand(index, true);
    if (!head || this.next(head.next) !== 'thousand' || head.value === 0) return head;
    const thousands = head.value * 1000;
    const afterThousand = head.next + 1;
    const tail =
      this.next(afterThousand) === 'and' ? this.belowThousand(afterThousand + 1, false) : this.belowThousand(afterThousand, false);
    if (!tail) return { value: thousands, next: afterThousand };
    return { value: thousands + tail.value, next: tail.next };
  }

  /**
   * Numbers said in pairs, as people read a weight, a blood pressure or a clock: "one twenty"
   * (120), "one eighty two" (182), "one oh five" (105), "eight thirty" (830, a time to the
   * extractor). Only a digit or a teen followed by ten or more, so "sixteen eight" stays two.
   */
  pair(index: number): Read | null {
    const first = this.word(index);
    if (first === undefined) return null;
    const head = ONES.get(first) ?? TEENS.get(first);
    if (head === undefined || head === 0) return null;
    const second = this.next(index + 1);
    if (second === 'oh') {
      const ones = this.next(index + 2);
      const digit = nonZeroDigit(ones);
      return digit === undefined ? null : { value: head * 100 + digit, next: index + 3 };
    }
    if (second === undefined || !(TENS.has(second) || TEENS.has(second))) return null;
    const tail = this.belowHundred(index + 1, false);
    return tail && { value: head * 100 + tail.value, next: tail.next };
  }

  /** "point four", "point two five", "point oh five", "point twenty five": the digits and the word after them. */
  decimals(pointIndex: number, isFirst: boolean): { digits: string; next: number } | null {
    if ((isFirst ? this.word(pointIndex) : this.next(pointIndex)) !== 'point') return null;
    const first = this.next(pointIndex + 1);
    if (first !== undefined && (TENS.has(first) || TEENS.has(first))) {
      const read = this.belowHundred(pointIndex + 1, false)!;
      return { digits: String(read.value), next: read.next };
    }
    let digits = '';
    let at = pointIndex + 1;
    for (let word = this.next(at); word !== undefined && (word === 'oh' || ONES.has(word)); word = this.next(at)) {
      digits += word === 'oh' ? '0' : String(ONES.get(word));
      at += 1;
    }
    return digits ? { digits, next: at } : null;
  }

  /** The number starting at a word, and the word after it. */
  number(index: number): Read | null {
    const fraction = this.decimals(index, true);
    if (fraction) return { value: Number(`0.${fraction.digits}`), next: fraction.next };
    const whole = this.pair(index) ?? this.cardinal(index);
    if (!whole) return null;
    const decimals = this.decimals(whole.next, false);
    return decimals ? { value: Number(`${whole.value}.${decimals.digits}`), next: decimals.next } : whole;
  }
}

const wordsOf = (text: string): Word[] =>
  [...text.matchAll(/[a-z]+/g)].map((match) => ({ text: match[0], start: match.index, end: match.index + match[0].length }));

/** The value of a phrase that is one spoken number and nothing else, or null. */
export function parseNumberWords(phrase: string): number | null {
  const text = phrase
    .toLowerCase()
    .replace(/([a-z])-([a-z])/g, '$1 $2')
    .trim()
    .replace(/\s+/g, ' ');
  const words = wordsOf(text);
  if (words.length === 0 || text !== words.map((word) => word.text).join(' ')) return null;
  const read = new WordReader(words, text).number(0);
  return read && read.next === words.length ? read.value : null;
}

const UNIT =
  '(hours?|hrs?|minutes?|mins?|seconds?|secs?|litres?|liters?|cups?|glass(?:es)?|bottles?|gallons?|pints?|pounds?|kilos?|miles?|days?)';
const formatNumber = (value: number) => String(Math.round(value * 1000) / 1000);

/** Word numbers replaced by their digits, left to right. */
function replaceWordNumbers(text: string): string {
  const words = wordsOf(text);
  const reader = new WordReader(words, text);
  let result = '';
  let copiedUpTo = 0;
  for (let index = 0; index < words.length;) {
    const read = reader.number(index);
    if (!read) {
      index += 1;
      continue;
    }
    const first = words[index]!;
    const last = words[read.next - 1]!;
    result += text.slice(copiedUpTo, first.start) + formatNumber(read.value);
    copiedUpTo = last.end;
    index = read.next;
  }
  return result + text.slice(copiedUpTo);
}

const FRACTIONS: Record<string, number> = { 'a half': 0.5, 'a quarter': 0.25, '3 quarters': 0.75 };

/**
 * The transcript in lower case with every number it says written in digits: "one twenty over
 * eighty" → "120 over 80", "an hour and a half" → "1.5 hour", "1,500 ml" → "1500 ml",
 * "82,5 kg" → "82.5 kg", "40g" → "40 g". Ratios and clock times ("16:8", "8:30") are kept.
 */
export function normalizeNumbers(said: string): string {
  let text = said.toLowerCase().replace(/[‐‑–—]/g, '-');
  text = text.replace(/([a-z0-9])-(?=[a-z])|([a-z])-(?=\d)/g, '$1$2 ');
  // Thousands separators, then a decimal comma ("7,5 hours") where no thousands group follows.
  text = text.replace(/(\d),(?=\d{3}(?!\d))/g, '$1').replace(/(\d),(?=\d{1,2}(?![\d,]))/g, '$1.');
  text = text.replace(/(\d)(?=[a-z°])/g, '$1 ');
  text = replaceWordNumbers(text);
  text = text.replace(/\b(\d+) point (\d+)\b/g, '$1.$2');
  text = text.replace(/\bhalf an? dozen\b/g, '6').replace(/\ba dozen\b/g, '12');
  text = text.replace(/\b(\d+(?:\.\d+)?) dozen\b/g, (_, count: string) => formatNumber(Number(count) * 12));
  text = text.replace(new RegExp(`\\b(?<!\\band (?:an? )?)(?:an? )?half (?:an? )?(?=${UNIT}\\b)`, 'g'), '0.5 ');
  text = text.replace(/\ba quarter (?:of )?(?:an? )?(?=hours?\b)/g, '0.25 ');
  text = text.replace(/\b(?:a )?couple(?: of)?\b(?= \S)/g, '2');
  text = text.replace(new RegExp(`\\ban? (?=${UNIT}\\b)`, 'g'), '1 ');
  text = text.replace(
    new RegExp(`\\b(\\d+(?:\\.\\d+)?)(?: ${UNIT})? and (a half|a quarter|3 quarters)\\b`, 'g'),
    (_, value: string, unit: string | undefined, fraction: string) =>
      formatNumber(Number(value) + FRACTIONS[fraction]!) + (unit ? ` ${unit}` : ''),
  );
  return text.replace(/\b(?:minus|negative) (?=\d)/g, '-');
}
