// C0 and C1 control characters (NUL, escape, line breaks…): PostgreSQL refuses NUL in text, and
// none of them belongs in a name, an address or a subject shown or stored by the app.
const CONTROL_CHARACTERS = /\p{Cc}/gu;

export const hasControlCharacters = (value: string) => new RegExp(CONTROL_CHARACTERS.source, 'u').test(value);

/** Display text from a provider's claim (a name): control characters removed, trimmed; null when nothing is left. */
export function claimText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(CONTROL_CHARACTERS, '').trim();
  return text === '' ? null : text;
}

/**
 * A claim that identifies something (an e-mail address, a picture URL): taken as sent
 * or not at all, since removing characters from it would name something else.
 */
export function claimIdentifier(value: unknown): string | null {
  if (typeof value !== 'string' || hasControlCharacters(value)) return null;
  const text = value.trim();
  return text === '' ? null : text;
}
