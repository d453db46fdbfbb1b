import type { ProtocolDocument } from './protocol-document.schema';

/**
 * Why an entry does not fit the protocol it is logged to, as a message naming the field, or null
 * when it fits. The entry's own shape (a number, not negative, text length) is checked by its
 * schema; this checks it against the stored document, which the schema cannot see.
 */
export function entryProblem(document: ProtocolDocument, entry: { componentId: string; value?: number; text?: string }): string | null {
  const component = document.components.find((candidate) => candidate.id === entry.componentId);
  if (!component) return `componentId "${entry.componentId}" is not a component of this protocol`;
  if (component.kind === 'text') {
    if (entry.value !== undefined) return 'value is not for a text component; write text instead';
    if (entry.text === undefined) return `text is required for "${component.label}"`;
    return null;
  }
  if (entry.text !== undefined) return `text is only for a text component; "${component.label}" takes a value`;
  if (entry.value === undefined) return `value is required for "${component.label}"`;
  const value = entry.value;
  if (!Number.isFinite(value) || value < 0) return 'value must be a number, 0 or more';
  switch (component.kind) {
    case 'check':
      return value === 0 || value === 1 ? null : 'value must be 1 (done) or 0 (not done)';
    case 'count':
      return Number.isInteger(value) ? null : 'value must be a whole number';
    case 'scale':
      return Number.isInteger(value) && value >= component.min && value <= component.max
        ? null
        : `value must be from ${component.min} to ${component.max}`;
    case 'duration':
    case 'measure':
      return null;
  }
}
