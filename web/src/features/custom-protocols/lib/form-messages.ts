/**
 * The schema's messages name fields as a file writes them ("schedule.times must be at least 1");
 * under a labelled field of the form they read better in words ("The number of times must be at
 * least 1"). An imported file's problems keep the field names: there they say where to look.
 */
type Issue = { code?: string; message: string; input?: unknown };

const WHOLE_MESSAGES: ReadonlyArray<[RegExp, string]> = [
  [/^schedule\.times cannot exceed schedule\.days$/, 'Cannot be more than the number of days'],
  [/^a range target needs max at least as large as value$/, 'The upper limit must be at least the lower one'],
  [/^group\.count cannot exceed the number of components$/, 'Cannot be more than the number of items'],
  [/^a protocol needs at least one component$/, 'Add at least one thing to log'],
  [/^labels needs one label per step \((\d+)\)$/, 'Give one label per step ($1), or none'],
  [/^schedule\.weekdays needs at least one day$/, 'Pick at least one day'],
  [/^max must be larger than min$/, 'The highest rating must be above the lowest'],
  [/^Too small: expected number to be >=(-?[\d.]+)$/, 'Must be at least $1'],
  [/^Too big: expected number to be <=(-?[\d.]+)$/, 'Must be at most $1'],
  [/^Too small: expected string to have >=1 characters$/, 'Cannot be empty'],
];

const FIELD_WORDS: ReadonlyArray<[string, string]> = [
  ['schedule.times', 'The number of times'],
  ['schedule.days', 'The number of days'],
  ['target.value', 'The target'],
  ['target.max', 'The upper limit'],
  ['group.count', 'The number of items'],
  ['anchor.windowMinutes', 'The window'],
  ['anchor.offsetMinutes', 'The start'],
  ['description', 'The description'],
  ['title', 'The name'],
  ['label', 'The name'],
  ['hint', 'The hint'],
  ['min', 'The lowest rating'],
  ['max', 'The highest rating'],
];

export function friendlyMessage(issue: Issue): string {
  // An empty or unreadable number field reaches the schema as NaN.
  if (typeof issue.input === 'number' && Number.isNaN(issue.input)) return 'Enter a number';
  if (issue.code === 'invalid_type') return 'Enter a number';
  for (const [pattern, words] of WHOLE_MESSAGES) if (pattern.test(issue.message)) return issue.message.replace(pattern, words);
  for (const [field, words] of FIELD_WORDS) {
    if (issue.message.startsWith(`${field} `)) return `${words}${issue.message.slice(field.length)}`;
  }
  return issue.message.charAt(0).toUpperCase() + issue.message.slice(1);
}
