/**
 * A protocol's or a measure's label inside a sentence: "Sauna" reads "sauna" and "Cold exposure"
 * "cold exposure", while "HRV", "PM walk" and "Evening Walk" keep their capitals: a capital after
 * the first letter marks a name or an abbreviation. The one rule for every sentence the app
 * writes about a person's habits (insights, experiments, reminders).
 */
export function inSentence(label: string): string {
  const capitalsInside = label.slice(1) !== label.slice(1).toLowerCase();
  return capitalsInside ? label : label.charAt(0).toLowerCase() + label.slice(1);
}
