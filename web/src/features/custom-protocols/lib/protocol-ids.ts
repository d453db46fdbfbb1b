/** Ids as the document writes them: lower-case words joined by dashes, at most 40 characters. */

/** Lower-case words joined by dashes, as the document's ids are written: "Box breathing!" → "box-breathing". */
export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/** The id, or the first "-2", "-3"… form of it that none of the person's protocols holds (a template used twice). */
export function freeId(id: string, taken: ReadonlySet<string>): string {
  if (!taken.has(id)) return id;
  for (let suffix = 2; ; suffix += 1) {
    const tail = `-${suffix}`;
    const candidate = `${id.slice(0, 40 - tail.length).replace(/-+$/, '')}${tail}`;
    if (!taken.has(candidate)) return candidate;
  }
}
