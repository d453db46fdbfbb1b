import { parseNumberInput } from '@uh/core/common/number-input.logic';
import { protocolDocumentSchema, type ProtocolDocument } from '@uh/core/custom-protocols/protocol-document.schema';
import { friendlyMessage } from './form-messages';
import type { ComponentDraft, ProtocolDraft } from './protocol-draft';
import { slugOf } from './protocol-ids';

/** A typed number, or NaN for an empty or unreadable field: the schema then names the field. */
const numberOf = (text: string) => {
  const parsed = parseNumberInput(text);
  return parsed.kind === 'number' ? parsed.value : Number.NaN;
};

/** Ids for items added in the form, made from their labels and never used twice. */
function componentIds(components: readonly ComponentDraft[]): string[] {
  const taken = new Set(components.map((component) => component.id).filter((id) => id !== ''));
  return components.map((component, index) => {
    if (component.id !== '') return component.id;
    const base = slugOf(component.label).slice(0, 34).replace(/-+$/, '') || `item-${index + 1}`;
    let id = base;
    for (let suffix = 2; taken.has(id); suffix += 1) id = `${base}-${suffix}`;
    taken.add(id);
    return id;
  });
}

function componentOf(component: ComponentDraft, id: string): Record<string, unknown> {
  const hint = component.hint.trim();
  const base = { id, label: component.label, kind: component.kind, ...(hint === '' ? {} : { hint }) };
  if (component.kind === 'check' || component.kind === 'text') return base;
  const { target } = component;
  // A duration's target is typed in minutes and stored in seconds.
  const amount = (text: string) => (component.kind === 'duration' ? Math.round(numberOf(text) * 60) : numberOf(text));
  const withTarget = target.isSet
    ? {
        ...base,
        target: {
          kind: target.kind,
          value: amount(target.value),
          ...(target.kind === 'range' ? { max: amount(target.max) } : {}),
          aggregate: target.aggregate,
        },
      }
    : base;
  if (component.kind === 'measure') return { ...withTarget, unit: component.unit };
  if (component.kind === 'scale') {
    const labels = component.scaleLabels
      .split(',')
      .map((label) => label.trim())
      .filter((label) => label !== '');
    return {
      ...withTarget,
      min: numberOf(component.scaleMin),
      max: numberOf(component.scaleMax),
      ...(labels.length > 0 ? { labels } : {}),
    };
  }
  return withTarget;
}

function scheduleOf(draft: ProtocolDraft): Record<string, unknown> {
  const anchor = draft.isAnchored
    ? { anchor: { event: draft.anchorEvent, offsetMinutes: numberOf(draft.offsetMinutes), windowMinutes: numberOf(draft.windowMinutes) } }
    : {};
  if (draft.scheduleKind === 'frequency') return { kind: 'frequency', times: numberOf(draft.times), days: numberOf(draft.days), ...anchor };
  if (draft.scheduleKind === 'weekdays') return { kind: 'weekdays', weekdays: [...draft.weekdays].sort((a, b) => a - b), ...anchor };
  return { kind: 'daily', ...anchor };
}

/** The document the form describes, before it is checked. */
export function documentOfDraft(draft: ProtocolDraft): Record<string, unknown> {
  const ids = componentIds(draft.components);
  const { sources, riskScreen, maxDurationMinutes } = draft.kept;
  return {
    format: 'ultimate-human.protocol',
    formatVersion: 1,
    id: draft.id || slugOf(draft.title) || 'my-protocol',
    version: draft.version,
    title: draft.title,
    description: draft.description,
    sources,
    icon: draft.icon,
    color: draft.color,
    components: draft.components.map((component, index) => componentOf(component, ids[index]!)),
    group: draft.groupKind === 'atLeast' ? { kind: 'atLeast', count: numberOf(draft.groupCount) } : { kind: draft.groupKind },
    schedule: scheduleOf(draft),
    safety: {
      questions: draft.safetyQuestions.map((question) => question.trim()).filter((question) => question !== ''),
      riskScreen,
      ...(maxDurationMinutes === undefined ? {} : { maxDurationMinutes }),
    },
  };
}

/** Messages keyed by the field's path in the document ("components.0.target.value"), first one per field. */
export type DraftErrors = Record<string, string>;

/** The same check the server makes, so each problem shows under its field before anything is sent. */
export function validateDraft(
  draft: ProtocolDraft,
): { document: ProtocolDocument; errors: null } | { document: null; errors: DraftErrors } {
  const result = protocolDocumentSchema.safeParse(documentOfDraft(draft));
  if (result.success) return { document: result.data, errors: null };
  const errors: DraftErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.') || 'form';
    errors[path] ??= friendlyMessage(issue);
  }
  return { document: null, errors };
}
