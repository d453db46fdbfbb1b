import type { MeasureUnit } from '../custom-protocols/protocol-document.vocabulary';
import type { ProtocolComponent } from '../custom-protocols/protocol-document.schema';
import type { Word } from './protocol-mentions.logic';

/** Seconds in one of each way a length of time is said. */
const SECONDS_IN: Readonly<Record<string, number>> = {
  hour: 3600,
  hr: 3600,
  h: 3600,
  minute: 60,
  min: 60,
  m: 60,
  second: 1,
  sec: 1,
  s: 1,
};

/** How each measure unit is said (in compared form: no plural "s"). */
const SAID_AS: Readonly<Partial<Record<MeasureUnit, readonly string[]>>> = {
  g: ['g', 'gram', 'gr'],
  mg: ['mg', 'milligram'],
  mL: ['ml', 'millilitre', 'milliliter'],
  oz: ['oz', 'ounce'],
  kg: ['kg', 'kilo', 'kilogram'],
  lb: ['lb', 'pound'],
  km: ['km', 'kilometre', 'kilometer', 'k'],
  mi: ['mi', 'mile'],
  steps: ['step'],
  bpm: ['bpm'],
  ms: ['ms', 'millisecond'],
  '%': ['percent'],
};

const isNumber = (word: Word) => /^\d/.test(word.text);

/** The numbers said with the word after each, nearest to the mention first. */
function numbersNear(words: readonly Word[], mention: { start: number; end: number }) {
  const distance = (word: Word) => (word.end <= mention.start ? mention.start - word.end : Math.max(0, word.start - mention.end));
  return words
    .map((word, index) => ({ word, next: words[index + 1]?.text }))
    .filter(({ word }) => isNumber(word))
    .sort((a, b) => distance(a.word) - distance(b.word));
}

/** A length of time said near the mention, in seconds ("10 minutes", "1.5 hours"), or null. */
function secondsNear(words: readonly Word[], mention: { start: number; end: number }): number | null {
  for (const { word, next } of numbersNear(words, mention)) {
    const unit = next === undefined ? undefined : SECONDS_IN[next];
    if (unit) return Math.round(Number(word.text) * unit);
  }
  return null;
}

/**
 * The value a clause gives a component it names, in the component's terms, or null when it says
 * none: a check is 1, a duration is a length of time said, a measure a number said with its unit
 * (minutes as time), a count the nearest number. Scales and text are left to the person.
 */
export function valueFor(component: ProtocolComponent, words: readonly Word[], mention: { start: number; end: number }): number | null {
  switch (component.kind) {
    case 'check':
      return 1;
    case 'duration':
      return secondsNear(words, mention);
    case 'count': {
      const [nearest] = numbersNear(words, mention);
      return nearest && Number.isInteger(Number(nearest.word.text)) ? Number(nearest.word.text) : null;
    }
    case 'measure': {
      if (component.unit === 'min') {
        const seconds = secondsNear(words, mention);
        return seconds === null ? null : seconds / 60;
      }
      const said = SAID_AS[component.unit] ?? [];
      const found = numbersNear(words, mention).find(({ next }) => next !== undefined && said.includes(next));
      return found ? Number(found.word.text) : null;
    }
    case 'scale':
    case 'text':
      return null;
  }
}
