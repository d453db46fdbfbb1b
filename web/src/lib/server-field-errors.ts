import { errorMessage } from './api-client';

/**
 * A 400's `message` names each problem as '<field>: <text>', joined by '; ' when there are several
 * ('proteinAmount: Protein must be between 0 and 500 g'). Returns the texts for the API fields a
 * form knows, keyed by the form's own field names, so each shows under its field.
 */
export function serverFieldErrors<TField extends string>(
  error: unknown,
  fieldsByApiName: Readonly<Record<string, TField>>,
): Partial<Record<TField, string>> {
  const found: Partial<Record<TField, string>> = {};
  if (!(error instanceof Error) || !error.message.startsWith('400:')) return found;
  for (const part of errorMessage(error).split('; ')) {
    const match = /^([\w.]+): (.+)$/s.exec(part);
    const field = match ? fieldsByApiName[match[1]!] : undefined;
    if (field && !(field in found)) found[field] = match![2]!;
  }
  return found;
}

/** The server's text without its leading field name, for a toast. */
export const readableServerError = (error: unknown) => errorMessage(error).replace(/^[\w.]+: /, '');
