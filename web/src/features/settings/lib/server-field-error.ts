import { errorMessage } from '#lib/api-client';

/**
 * The server names the field a 4xx is about as '<field>: <message>' (e.g. 'currentPassword: The
 * current password is not correct'). Returns that field and message when it is one of `fields`.
 */
export function serverFieldError<TField extends string>(
  error: unknown,
  fields: readonly TField[],
): { field: TField; message: string } | null {
  const text = errorMessage(error);
  const match = /^(\w+): (.+)$/s.exec(text);
  if (!match) return null;
  const field = fields.find((name) => name === match[1]);
  return field ? { field, message: match[2]! } : null;
}

/** The text for a toast: the message without a leading field name, when there is one. */
export function readableError(error: unknown): string {
  const text = errorMessage(error);
  return text.replace(/^\w+: /, '');
}
