import { errorMessage } from '#lib/api-client';
import { isField, type WebhookField } from './webhook-draft';

/**
 * Where a refused create belongs: a 400 about one field goes under it (the schema's 'url: …' or the
 * service's 'url must be an https:// address …'); anything else (the demo account, the limit) is
 * said for the whole form, in the server's words.
 */
export function serverFailure(error: unknown): { field: WebhookField | null; message: string } {
  const text = errorMessage(error);
  const isBadRequest = error instanceof Error && error.message.startsWith('400:');
  const named = /^(\w+)(?::\s*|\s)(.+)$/s.exec(text);
  if (isBadRequest && named && isField(named[1])) {
    const [, field, rest] = named;
    // 'url: url must…' loses the prefix; 'url must…' is already a sentence.
    return { field, message: text.startsWith(`${field}:`) ? rest! : text };
  }
  return { field: null, message: text };
}
