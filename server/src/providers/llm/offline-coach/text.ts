/** Plain-text building blocks for the offline coach's answers (the page renders "- " lines as a list). */
export const bullets = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');

/** Paragraphs separated by a blank line; empty parts are skipped. */
export const paragraphs = (...parts: (string | null | undefined | false)[]) =>
  parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '').join('\n\n');

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export const minutes = (seconds: number) => {
  const whole = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (whole === 0) return `${rest} seconds`;
  return rest === 0 ? plural(whole, 'minute') : `${whole} min ${rest} s`;
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "11 Mar" for a `yyyy-MM-dd` day. */
export const shortDay = (day: string) => `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]}`;
