/**
 * The health conditions that change what the coach may say about fasting and cold exposure, and
 * how each is recognised in what a person writes. Patterns run on lower-cased text whose likely
 * misspellings were first corrected against RISK_VOCABULARY ("diabetis" → "diabetes").
 */
export const RISK_FACTORS = [
  'eating-disorder',
  'diabetes',
  'pregnancy',
  'minor',
  'underweight',
  'kidney',
  'medication',
  'heart',
  'raynauds',
] as const;
export type RiskFactor = (typeof RISK_FACTORS)[number];

/** The protocols whose advice a factor changes. */
export type RiskTopic = 'fasting' | 'cold';
export const FACTOR_TOPICS: Record<RiskFactor, readonly RiskTopic[]> = {
  'eating-disorder': ['fasting'],
  diabetes: ['fasting'],
  pregnancy: ['fasting', 'cold'],
  minor: ['fasting', 'cold'],
  underweight: ['fasting'],
  kidney: ['fasting'],
  medication: ['fasting'],
  heart: ['fasting', 'cold'],
  raynauds: ['cold'],
};

/** The words typos are corrected towards (the spellings the patterns below use). */
export const RISK_VOCABULARY = [
  'diabetes',
  'diabetic',
  'diabetics',
  'insulin',
  'metformin',
  'glipizide',
  'glyburide',
  'glimepiride',
  'gliclazide',
  'sulfonylurea',
  'sulfonylureas',
  'sulphonylurea',
  'sulphonylureas',
  'pregnant',
  'pregnancy',
  'breastfeeding',
  'breastfeed',
  'breastfed',
  'lactating',
  'trimester',
  'postpartum',
  'anorexia',
  'anorexic',
  'bulimia',
  'bulimic',
  'disorder',
  'disordered',
  'orthorexia',
  'underweight',
  'teenager',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'kidney',
  'kidneys',
  'dialysis',
  'prednisone',
  'prednisolone',
  'arrhythmia',
  'pacemaker',
  'cardiac',
  'angina',
  'raynaud',
  'raynauds',
  "raynaud's",
];

/** A pattern, optionally ignored when the text just before the match shows it is not about the person. */
export type RiskPattern = { pattern: RegExp; unlessBefore?: RegExp; test?: (match: RegExpExecArray) => boolean };

const AGE = '(?:1[0-7]|[5-9]|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)';
// "I'm 16 hours in" or "I'm 15 minutes into my shower" are not ages.
const NOT_AN_AGE =
  '(?!(?: ?(?:h|hrs?|hours?|mins?|minutes?|secs?|seconds?|days?|weeks?|months?|kg|kgs|kilos?|lbs?|pounds?|%|percent|g|grams?|oz|bpm|cm|inches|in|into|degrees?|°|times?|sessions?|miles?|km|steps?|out|of|and a half|/|:|\\.\\d|,\\d))\\b|[:.,/]\\d)';
const I_AM = "(?:i'?m|i am|im)";
const IN_THE_PAST = /\b(?:when (?:i|we) (?:was|were)|back (?:in|when)|used to be)\b/;
const GRADE = '(?:(?:6|7|8|9|10|11|12)(?:th)?|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)';

const p = (pattern: RegExp, extra: Omit<RiskPattern, 'pattern'> = {}): RiskPattern => ({ pattern, ...extra });

export const RISK_PATTERNS: Record<RiskFactor, RiskPattern[]> = {
  'eating-disorder': [
    p(/\beating disorders?\b/),
    p(/\bdisordered eating\b/),
    p(/\banorexi(?:a|c)\b/),
    p(/\bbulimi(?:a|c)\b/),
    p(/\bbinge[- ]?eat(?:ing|er)?\b/),
    p(/\bbing(?:e|ing|ed)\b.{0,30}\bpurg(?:e|ing|ed)\b/),
    p(/\bpurg(?:e|ing)\b.{0,20}\b(?:after|food|meals?|eating)\b/),
    p(/\barfid\b/),
    p(/\b(?:ednos|osfed)\b/),
    p(/\borthorexi/),
    p(/\bpro[- ]?ana\b/),
    p(/\bstarv(?:e|ed|ing) (?:my ?self|myself)\b/),
    p(/\b(?:used to|would|kept) starv(?:e|ing)\b/),
    p(/\bmak(?:e|ing) (?:my ?self|myself) (?:throw up|sick|vomit)\b/),
    p(/\bthrow(?:ing)? up after (?:eating|meals?|i eat)\b/),
  ],
  diabetes: [
    p(/\bdiabet(?:es|ic|ics)\b/, { unlessBefore: /\b(?:prevent\w*|avoid\w*|risk of|(?:lower|reduce|cut)s? (?:my |the |your )?risk)\b/ }),
    p(/\bt[12]d\b/),
    p(new RegExp(`\\b${I_AM} (?:a )?type ?(?:1|2|one|two)\\b`)),
    p(
      /\b(?:on|take|taking|takes|took|use|using|uses|inject|injecting|need|needs|require|requires|started|prescribed|my|dependent on) (?:\w+ ){0,2}insulin\b(?! (?:levels?|sensitivity|resistance|resistant|spikes?|response))/,
    ),
    p(/\binsulin[- ](?:pump|shots?|injections?|pens?|doses?|dependent)\b/),
    p(/\bsul(?:f|ph)onylureas?\b/),
    p(/\b(?:glipizide|glyburide|glimepiride|gliclazide|glibenclamide|amaryl|glucotrol|diamicron)\b/),
    p(/\b(?:empagliflozin|dapagliflozin|canagliflozin|jardiance|farxiga|forxiga|invokana|sglt2)\b/),
    p(/\b(?:ozempic|semaglutide|mounjaro|tirzepatide|trulicity|dulaglutide|victoza|liraglutide)\b/),
    p(/\bblood sugar (?:meds|medications?|medicines?|pills|tablets)\b/),
    p(/\b(?:i get|i have|i had|prone to|history of|episodes of|i suffer from) (?:\w+ )?(?:hypoglyc\w*|low blood sugars?)\b/),
  ],
  pregnancy: [
    p(/\bpregnan(?:t|cy)\b/),
    p(/\bbreast[- ]?fe(?:e)?d(?:ing|s)?\b/),
    p(/\bchest[- ]?feeding\b/),
    p(/\blactat(?:ing|ion)\b/),
    p(
      /\b(?:i'?m|i am|im|currently|still|been|i've been) (?:\w+ )?(?:nursing|pumping)\b(?! (?:a|an|the|student|home|school|degree|job|assistant|course|shift|career|staff|iron|gas)\b)/,
    ),
    p(/\bnursing (?:my|a|the|our) (?:baby|newborn|infant|son|daughter|little one|twins|toddler|\d+[- ](?:month|week)[- ]old)\b/),
    p(/\bexpecting (?:a baby|a child|our|my|twins|a little one|a boy|a girl)\b/),
    p(/\b(?:we|i)(?:'re| are| am|'m|m) expecting\b/),
    p(/\btrimester\b/),
    p(/\b\d+ weeks (?:pregnant|along)\b/),
    p(/\b(?:baby on the way|bun in the oven|due date)\b/),
    p(/\bpost[- ]?partum\b/),
    p(/\b(?:had|gave birth to|delivered) (?:a|my|our) (?:baby|son|daughter|twins)\b/),
    p(/\bgave birth\b/),
  ],
  minor: [
    p(new RegExp(`\\b${I_AM} (?:only |just |currently )?${AGE}\\b${NOT_AN_AGE}`), { unlessBefore: IN_THE_PAST }),
    p(new RegExp(`\\b${AGE}[- ]?(?:years?|yrs?)[- ]old\\b|\\b${AGE} ?(?:yo|y/o|y\\.o)\\b`), { unlessBefore: IN_THE_PAST }),
    p(new RegExp(`\\b(?:in|finishing|starting) (?:the )?${GRADE} ?grade\\b|\\b${GRADE} grader\\b|\\bin grade (?:6|7|8|9|10|11|12)\\b`), {
      unlessBefore: IN_THE_PAST,
    }),
    p(new RegExp(`\\b${I_AM} (?:in )?year (?:7|8|9|10|11|12)\\b`)),
    p(new RegExp(`\\b(?:son|daughter|kid|child|teen|teenager|boy|girl|he|she)(?:'s| is) (?:only |just )?${AGE}\\b${NOT_AN_AGE}`)),
    p(
      new RegExp(`\\b(?:${I_AM}|currently) (?:a |an |in |at |still in )?(?:\\w+ )?(?:middle|high|junior high|secondary) ?school(?:er)?\\b`),
    ),
    p(/\b(?:freshman|sophomore|junior|senior) (?:in|at) high school\b/, { unlessBefore: IN_THE_PAST }),
    p(new RegExp(`\\b${I_AM} (?:a |an |still a )?(?:teen|teenager|minor|kid|child)\\b`)),
    p(new RegExp(`\\b${I_AM} (?:under|not yet|not) 18\\b`)),
  ],
  underweight: [
    p(/\bunderweight\b/),
    p(/\blow (?:bmi|body weight)\b/),
    p(/\b(?:too|very|really|so|super|extremely) (?:thin|skinny)\b/),
    p(new RegExp(`\\b${I_AM} (?:thin|skinny)\\b`)),
    p(/\bcan'?t (?:seem to )?(?:gain|keep|put on) (?:any )?weight\b/),
    p(/\bbmi (?:is |of |around |about |at |= ?|: ?|under |below )?(?:only )?(\d{1,2}(?:\.\d+)?)\b/, { test: (m) => Number(m[1]) < 18.5 }),
  ],
  kidney: [
    p(/\b(?:kidney|renal) (?:disease|failure|problems?|issues?|stones?|condition|insufficiency|damage|transplant|impairment|injury)\b/),
    p(/\bckd\b/),
    p(/\bdialysis\b/),
    p(/\b(?:one|single|only one|a single) kidney\b/),
    p(/\bnephr(?:opathy|otic)\b/),
    p(/\b(?:bad|weak|failing|damaged) kidneys?\b/),
    p(/\bkidneys? (?:are|is|aren'?t|isn'?t) (?:bad|failing|damaged|weak|working)\b/),
    p(/\bpolycystic kidney/),
  ],
  medication: [
    p(
      /\b(?:meds?|medications?|medicines?|pills?|tablets?|prescriptions?)\b.{0,60}\bwith (?:food|meals?|a meal|breakfast|dinner|something to eat)\b/,
    ),
    p(/\b(?:take|taking|takes|taken)\b.{0,40}\bwith (?:food|meals?|a meal)\b/),
    p(/\b(?:can'?t|cannot|shouldn'?t|mustn'?t|not supposed to) take (?:\w+ ){0,3}on an empty stomach\b/),
    p(/\b(?:prednisone|prednisolone|corticosteroids?|lithium|metformin)\b/),
    p(/\b(?:blood pressure|bp) (?:meds|medications?|medicines?|pills|tablets)\b/),
    p(/\b(?:diuretics?|water pills?)\b/),
  ],
  heart: [
    p(/\bh(?:e?a|e)rt (?:condition|disease|problems?|issues?|failure|surgery|murmur|defects?|valve|rhythm|arrhythmia|trouble)\b/),
    p(/\b(?:had|survived|after|since) (?:a |my )?heart attack\b/),
    p(/\barrhythmia\b/),
    p(/\b(?:afib|a-fib|a fib|atrial fibrillation|svt|long qt|wpw|tachycardia|bradycardia)\b/),
    p(/\b(?:pacemaker|defibrillator|stents?|angina|coronary|cardiac)\b/),
    p(/\bcardiomyopath/),
    p(/\bbypass (?:surgery|operation)\b|\b(?:heart|triple|double|quadruple|cardiac) bypass\b/),
    p(/\bcongenital heart\b/),
    p(/\b(?:bad|weak) h(?:e?a|e)rt\b/),
    p(/\b(?:i have|i've got|ive got|diagnosed with|my|with|for) (?:high blood pressure|hypertension)\b/),
    p(/\bhypertensive\b/),
  ],
  raynauds: [p(/\braynaud(?:'?s)?\b/), p(/\b(?:fingers|toes) (?:turn|go|get|turning|going) (?:white|blue)\b/)],
};

/** Who a clause is about when it names someone else: "my dad has diabetes". */
export const SOMEONE_ELSE =
  /\b(?:(?:my|our|his|her|their|a) (?:dad|father|mom|mum|mother|parents?|wife|husband|partner|spouse|girlfriend|boyfriend|fianc[eé]e?|friend|sister|brother|son|daughter|kids?|child|children|grand(?:ma|pa|mother|father|parents?)|aunt|uncle|cousin|colleague|co-?worker|client|patient|room-?mate|flatmate|niece|nephew|teen|teenager|stepdad|stepmom|stepson|stepdaughter|neighbou?r|boss)|(?:he|she|they)(?:'s| is| has| have| was| had| are| were))\b/g;
/** "my 15 year old": a possessive right before an age. */
export const POSSESSIVE_BEFORE = /\b(?:my|our|his|her|their) $/;
export const STARTS_WITH_AGE = new RegExp(`^${AGE}\\b`);
export const FIRST_PERSON = /\b(?:i|i'm|im|i've|ive|i'd|me|myself|we|we're|us)\b/;
/** A negation just before a mention: "I'm not pregnant", "I never had an eating disorder". */
export const NEGATED =
  /\b(?:not|no|don'?t|doesn'?t|didn'?t|never|nor|isn'?t|aren'?t|wasn'?t|without|free of|no longer)\b(?:\W+\w+){0,3}\W*$/;

/** How the coach names each condition back to the person ("Because you mentioned …"). */
export const RISK_REASONS: Record<RiskFactor, string> = {
  'eating-disorder': 'an eating disorder',
  diabetes: 'diabetes',
  pregnancy: 'pregnancy or breastfeeding',
  minor: 'being under 18',
  underweight: 'being underweight',
  kidney: 'kidney disease',
  medication: 'medication that needs to be taken with food',
  heart: 'a heart condition',
  raynauds: 'Raynaud’s',
};

/** "a, b and c". */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
