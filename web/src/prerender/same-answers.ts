const isPlainObject = (value: object) => {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * Whether two answers of the API are the same JSON, keys in the same order: what their JSON
 * would say, without writing it (the page cache compares a person's answers on every request).
 * Anything but arrays and plain objects (a date) is compared by the JSON it writes.
 */
export function sameAnswers(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameAnswers(item, b[index]));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return JSON.stringify(a) === JSON.stringify(b);
  const [left, right] = [a as Record<string, unknown>, b as Record<string, unknown>];
  const [leftKeys, rightKeys] = [Object.keys(left), Object.keys(right)];
  return (
    leftKeys.length === rightKeys.length && leftKeys.every((key, index) => key === rightKeys[index] && sameAnswers(left[key], right[key]))
  );
}
