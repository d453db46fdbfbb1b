/**
 * The width and height a site owner types in the Embed Generator: a positive CSS length the snippet
 * can put in its attributes and style as it is. Anything else (empty, negative, a second CSS
 * declaration) is refused with a message, and the code keeps the last size that was valid.
 */
export type EmbedSizeCheck = { isValid: true; value: string } | { isValid: false; message: string };

const LENGTH = /^(\d+(?:\.\d+)?)(px|%|em|rem|vh|vw|svh|dvh)?$/;
/** Big enough for any page, small enough to catch a slip of the keyboard. */
const MAX_PIXELS = 10_000;

export function checkEmbedSize(input: string, label: 'Width' | 'Height'): EmbedSizeCheck {
  const value = input.trim();
  const example = label === 'Width' ? '100% or 500px' : '600px';
  if (value === '') return { isValid: false, message: `${label} is required, such as ${example}` };
  const match = LENGTH.exec(value);
  if (!match) return { isValid: false, message: `${label} must be a number with px or %, such as ${example}` };
  const amount = Number(match[1]);
  const unit = match[2] ?? 'px';
  if (amount <= 0) return { isValid: false, message: `${label} must be more than 0` };
  if (unit === '%' && amount > 100) return { isValid: false, message: `${label} must be at most 100%` };
  if (unit === 'px' && amount > MAX_PIXELS) return { isValid: false, message: `${label} must be at most ${MAX_PIXELS}px` };
  return { isValid: true, value };
}
