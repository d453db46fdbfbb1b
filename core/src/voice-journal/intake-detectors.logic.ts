import { numberRuleError } from '../common/number-rule.schema';
import { roundTo } from '../common/units.logic';
import { THIRTY_RULES } from '../thirty-thirty-thirty/thirty-thirty-thirty.logic';
import { cut } from './entry-summary.logic';
import { detectionAt, firstMatch, makeEntry, type Detection, type ExtractionOptions } from './detection.logic';
import { volumesIn } from './mentions.logic';
import { WATER_OUNCES_RULE, WATER_UNITS, type WaterUnit } from './voice-journal.schema';

/** Foods people name; "fish oil" is a supplement, not fish. */
const FOOD =
  /\b(?:eggs?|omelett?e|bacon|sausages?|toast|bread|bagels?|oatmeal|oats|porridge|cereal|granola|yogh?urt|fruit|bananas?|apples?|berries|blueberries|strawberries|avocados?|salad|chicken|beef|steak|burgers?|fish(?! oil)|salmon|tuna|shrimp|prawns|turkey|pork|ham|rice|pasta|noodles|potato(?:es)?|fries|vegetables|veggies|broccoli|spinach|beans|lentils|tofu|tempeh|sandwich|wrap|burrito|tacos?|pizza|soup|stew|curry|nuts|almonds|peanut butter|cheese|milk|shake|smoothie|protein (?:bar|shake|powder)|sushi|pancakes?|waffles?|quinoa|hummus|jerky|coffee|latte|bone broth|meat|leftovers|dessert|cake|cookies?|chocolate|ice cream|crackers|chips)\b/;
/** A meal named, unless it only says when something happened ("with breakfast", "before dinner"). */
const MEAL_WORD =
  /(?<!\b(?:with|before|after|at|during|since|until|till|for|from|by) )\b(?:breakfast|lunch|dinner|supper|brunch|snack|meal)\b/;
const EAT = /\b(?:ate|eat|eats|eating|eaten)\b/;
/** "ate nothing until noon" says no meal, with the negation after the verb. */
const NOTHING_EATEN = /\b(?:ate|eaten|eat|eating|had) nothing\b|\bnothing to eat\b/;
const PROTEIN_AMOUNTS = [
  /(\d+(?:\.\d+)?) ?(?:g|grams?|gs)\b(?: of)?(?: \w+)?? protein\b/g,
  /\bprotein\b(?: (?:was|is|of|about|around|roughly|approximately|maybe|came to|total|in total|:))* (\d+(?:\.\d+)?) ?(?:g|grams?)\b/g,
];

type Found = { start: number; end: number; value: number };

function proteinAmountsIn(text: string): Found[] {
  const found = PROTEIN_AMOUNTS.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => ({ start: match.index, end: match.index + match[0].length, value: Number(match[1]) })),
  );
  // The two forms can overlap ("protein 40 grams protein"): keep each stretch of text once.
  return found.sort((a, b) => a.start - b.start).filter((amount, index, sorted) => index === 0 || amount.start >= sorted[index - 1]!.end);
}

const LEADING_WORDS =
  /^(?:(?:so|and|then|also|well|okay|ok|i|i've|i'd|we|just|had|have|has|ate|eat|eaten|eating|got|grabbed|made|finished|with|at|for|about|around|,)\s*)+/;

/** What was eaten, in the words used, without the protein amount said with it. */
function mealDescription(text: string, amounts: Found[]): string {
  let description = text;
  for (const amount of [...amounts].reverse()) {
    const before = description
      .slice(0, amount.start)
      .replace(/(?:[\s,]|\b(?:with|about|around|roughly|approximately|maybe|and|so)\b)*$/, '');
    description = `${before} ${description.slice(amount.end)}`;
  }
  description = description
    .replace(/\s+,/g, ',')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(LEADING_WORDS, '')
    .replace(/(?:[\s,:-]|\b(?:and|with|about|so)\b)+$/, '')
    .trim();
  return cut(description || (amounts.length > 0 ? 'protein' : 'meal'), 300);
}

export function detectMeal(text: string, options: ExtractionOptions): Detection | null {
  const amounts = proteinAmountsIn(text);
  const named = firstMatch(text, [
    [FOOD, 'food'],
    [MEAL_WORD, 'meal'],
    [EAT, 'eat'],
  ]);
  const trigger = amounts[0] && (!named || amounts[0].start < named.start) ? amounts[0] : named;
  const detection = detectionAt(text, trigger, () => {
    const total = roundTo(
      amounts.reduce((sum, amount) => sum + amount.value, 0),
      1,
    );
    const isProteinValid = amounts.length > 0 && numberRuleError(total, THIRTY_RULES.proteinAmount) === null;
    return makeEntry(
      'meal',
      { description: mealDescription(text, amounts), proteinGrams: isProteinValid ? total : undefined },
      amounts.length > 0 && !isProteinValid ? ['proteinGrams'] : [],
      options,
    );
  });
  return detection && NOTHING_EATEN.test(text) ? { ...detection, isNegated: true } : detection;
}

const WATER_WORD = /\b(?:water|h2o)\b/;
const DRINK_WATER = /\b(?:drank|drink|drinks|drinking|drunk|had|sipped|chugged|finished)\b(?: \S+){0,4}? water\b/;
const DRINK = /\b(?:drank|drink|drinks|drinking|drunk|sipped|chugged)\b/;
const OTHER_DRINK = /\b(?:coffee|tea|juice|milk|beer|wine|soda|shake|smoothie|broth|kombucha|latte|beers)\b/;
const COLD_CONTEXT = /\b(?:ice ?bath|plunge|cold shower|cryo|swim|swimming|dip|tub)\b/;

export function detectWater(text: string, options: ExtractionOptions): Detection | null {
  const volume = volumesIn(text)[0];
  const water = WATER_WORD.exec(text);
  const drinkWater = DRINK_WATER.exec(text);
  const isWater = (water && volume) || drinkWater || (volume && DRINK.test(text) && !OTHER_DRINK.test(text) && !COLD_CONTEXT.test(text));
  if (!isWater || (COLD_CONTEXT.test(text) && !volume && !drinkWater)) return null;
  const at = drinkWater ?? water;
  const trigger = at ? { start: at.index, end: at.index + at[0].length } : volume!;
  return detectionAt(text, trigger, () => {
    if (!volume) return makeEntry('water', {}, ['ounces'], options);
    const unit = volume.unit as WaterUnit;
    const ounces = roundTo(volume.amount * WATER_UNITS[unit].ounces, 1);
    if (numberRuleError(ounces, WATER_OUNCES_RULE) !== null) return makeEntry('water', {}, ['ounces'], options);
    return makeEntry(
      'water',
      { ounces, spokenAmount: volume.amount, spokenUnit: unit },
      WATER_UNITS[unit].isExact ? [] : ['ounces'],
      options,
    );
  });
}

/** Supplements by the names people say, as the journal writes them. */
const SUPPLEMENTS: [RegExp, string | ((match: RegExpExecArray) => string)][] = [
  [/\bvitamin ([a-k])(?: ?(\d{1,2}))?\b/g, (match) => `vitamin ${match[1]!.toUpperCase()}${match[2] ?? ''}`],
  [/(?<!\bvitamin )\b(b12|b6|d3|k2)\b/g, (match) => `vitamin ${match[1]!.toUpperCase()}`],
  [/\bb complex\b/g, 'vitamin B complex'],
  [/\bmulti ?vitamins?\b|\bmultis?\b/g, 'multivitamin'],
  [/\bvitamins\b/g, 'vitamins'],
  [/\bmagnesium\b/g, 'magnesium'],
  [/\bzinc\b/g, 'zinc'],
  [/\biron (?:pills?|tablets?|supplements?)\b|\btook (?:my |an? |some )?iron\b/g, 'iron'],
  [/\bcalcium\b/g, 'calcium'],
  [/\bpotassium\b/g, 'potassium'],
  [/\bselenium\b/g, 'selenium'],
  [/\biodine\b/g, 'iodine'],
  [/\bcreatine\b/g, 'creatine'],
  [/\bfish oil\b/g, 'fish oil'],
  [/\bkrill oil\b/g, 'krill oil'],
  [/\bcod liver oil\b/g, 'cod liver oil'],
  [/\bomega[ -]?(?:3|three)s?\b/g, 'omega-3'],
  [/\bprobiotics?\b/g, 'probiotic'],
  [/\bashwagandha\b/g, 'ashwagandha'],
  [/\brhodiola\b/g, 'rhodiola'],
  [/\bmelatonin\b/g, 'melatonin'],
  [/\bcollagen\b/g, 'collagen'],
  [/\bturmeric\b/g, 'turmeric'],
  [/\bcurcumin\b/g, 'curcumin'],
  [/\belectrolytes?\b/g, 'electrolytes'],
  [/\bnmn\b/g, 'NMN'],
  [/\bresveratrol\b/g, 'resveratrol'],
  [/\bco ?q ?10\b|\bcoenzyme q ?10\b/g, 'CoQ10'],
  [/\b(?:l )?theanine\b/g, 'L-theanine'],
  [/\bglycine\b/g, 'glycine'],
  [/\bberberine\b/g, 'berberine'],
  [/\bquercetin\b/g, 'quercetin'],
  [/\bnac\b/g, 'NAC'],
  [/\btaurine\b/g, 'taurine'],
  [/\blion'?s mane\b/g, "lion's mane"],
  [/\bpsyllium\b/g, 'psyllium'],
  [/\bbiotin\b/g, 'biotin'],
  [/\bfolate\b|\bfolic acid\b/g, 'folate'],
  [/\bspirulina\b/g, 'spirulina'],
  [/\bbeta alanine\b/g, 'beta-alanine'],
  [/\bglutamine\b/g, 'glutamine'],
  [/\bsupplements\b|\bmy stack\b/g, 'supplements'],
  [/\bmedications?\b|\bmeds\b/g, 'medication'],
];

/** How a dose is said, and how the journal writes its unit. */
const DOSE_UNITS: [RegExp, string][] = [
  [/^(?:international units?|units?|iu|ius)$/, 'IU'],
  [/^(?:mg|milligrams?|milligrammes?)$/, 'mg'],
  [/^(?:mcg|µg|ug|micrograms?|microgrammes?)$/, 'mcg'],
  [/^(?:g|grams?|grammes?)$/, 'g'],
  [/^(?:ml|millilit(?:er|re)s?)$/, 'ml'],
  [/^(?:capsules?|caps?)$/, 'capsules'],
  [/^(?:tablets?|tabs?|pills?)$/, 'tablets'],
  [/^(?:softgels?|gummies|gummy)$/, 'softgels'],
  [/^(?:scoops?)$/, 'scoops'],
];
const DOSE_UNIT_WORDS =
  'international units?|units?|ius?|mg|milligrams?|milligrammes?|mcg|µg|ug|micrograms?|microgrammes?|g|grams?|grammes?|ml|millilit(?:er|re)s?|capsules?|caps?|tablets?|tabs?|pills?|softgels?|gummies|gummy|scoops?';
/** "2000 units of vitamin D", "5 g of my creatine" — a dose said before the name. */
const DOSE_BEFORE = new RegExp(`(\\d+(?:\\.\\d+)?) ?(${DOSE_UNIT_WORDS}) (?:of )?(?:my |the |some )?$`);
/** "vitamin D 2000 IU", "creatine, 5 grams" — a dose said after the name. */
const DOSE_AFTER = new RegExp(`^,? (\\d+(?:\\.\\d+)?) ?(${DOSE_UNIT_WORDS})\\b`);

function doseOf(amount: string, spokenUnit: string): string {
  const unit = DOSE_UNITS.find(([pattern]) => pattern.test(spokenUnit))?.[1] ?? spokenUnit;
  return `${Number(amount)} ${Number(amount) === 1 && unit.endsWith('s') ? unit.slice(0, -1) : unit}`;
}

/** The dose said with a supplement, as "2000 IU", or null. */
function doseAround(text: string, start: number, end: number): string | null {
  const before = DOSE_BEFORE.exec(text.slice(Math.max(0, start - 40), start));
  if (before) return doseOf(before[1]!, before[2]!);
  const after = DOSE_AFTER.exec(text.slice(end));
  return after ? doseOf(after[1]!, after[2]!) : null;
}

export function detectSupplement(text: string, options: ExtractionOptions): Detection | null {
  const found = SUPPLEMENTS.flatMap(([pattern, name]) =>
    [...text.matchAll(pattern)].map((match) => {
      const start = match.index;
      const end = match.index + match[0].length;
      const named = typeof name === 'string' ? name : name(match);
      const dose = doseAround(text, start, end);
      return { start, end, name: dose ? `${named} ${dose}` : named };
    }),
  ).sort((a, b) => a.start - b.start);
  // "Vitamins" and "supplements" only when nothing more precise was named.
  const specific = found.filter((supplement) => !/^(?:vitamins|supplements)\b/.test(supplement.name));
  const names = [...new Set((specific.length > 0 ? specific : found).map((supplement) => supplement.name))].slice(0, 20);
  return detectionAt(text, found[0], () => makeEntry('supplement', { names }, [], options));
}
