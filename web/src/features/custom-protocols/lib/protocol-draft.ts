import type {
  AnchorEvent,
  ComponentKind,
  CustomProtocolColor,
  CustomProtocolIcon,
  MeasureUnit,
  ProtocolComponent,
  ProtocolDocument,
  TargetAggregate,
  TargetKind,
} from '@uh/core/custom-protocols/protocol-document.schema';

/**
 * What the protocol form holds: numbers as typed (so a half-typed "1." is kept), a duration target
 * in minutes (the document stores seconds), and the parts of the document the form does not show
 * (sources, the longest session, the risk screen) carried over unchanged.
 */
export type TargetDraft = { isSet: boolean; kind: TargetKind; value: string; max: string; aggregate: TargetAggregate };

export type ComponentDraft = {
  /** React's key: stays the same when items move. */
  key: string;
  /** The id entries are stored under: kept from the document, made from the label for a new item. */
  id: string;
  label: string;
  hint: string;
  kind: ComponentKind;
  unit: MeasureUnit;
  scaleMin: string;
  scaleMax: string;
  /** One label per step, separated by commas; empty for none. */
  scaleLabels: string;
  target: TargetDraft;
};

export type ScheduleKind = 'daily' | 'frequency' | 'weekdays';
export type GroupKind = 'all' | 'any' | 'atLeast';

export type ProtocolDraft = {
  id: string;
  version: number;
  title: string;
  description: string;
  icon: CustomProtocolIcon;
  color: CustomProtocolColor;
  scheduleKind: ScheduleKind;
  times: string;
  days: string;
  weekdays: number[];
  isAnchored: boolean;
  anchorEvent: AnchorEvent;
  offsetMinutes: string;
  windowMinutes: string;
  components: ComponentDraft[];
  groupKind: GroupKind;
  groupCount: string;
  safetyQuestions: string[];
  kept: Pick<ProtocolDocument, 'sources'> & { maxDurationMinutes?: number; riskScreen: boolean };
};

let keyCounter = 0;
const nextKey = () => `item-${(keyCounter += 1)}`;

const figure = (value: number) => String(Math.round(value * 100) / 100);

const EMPTY_TARGET: TargetDraft = { isSet: false, kind: 'atLeast', value: '', max: '', aggregate: 'sum' };

export function newComponentDraft(kind: ComponentKind = 'check'): ComponentDraft {
  return {
    key: nextKey(),
    id: '',
    label: '',
    hint: '',
    kind,
    unit: 'g',
    scaleMin: '1',
    scaleMax: '5',
    scaleLabels: '',
    target: EMPTY_TARGET,
  };
}

function componentDraftOf(component: ProtocolComponent): ComponentDraft {
  const draft: ComponentDraft = {
    ...newComponentDraft(component.kind),
    id: component.id,
    label: component.label,
    hint: component.hint ?? '',
  };
  if (component.kind === 'measure') draft.unit = component.unit;
  if (component.kind === 'scale') {
    draft.scaleMin = String(component.min);
    draft.scaleMax = String(component.max);
    draft.scaleLabels = (component.labels ?? []).join(', ');
  }
  if ('target' in component && component.target) {
    const { kind, value, max, aggregate } = component.target;
    const shown = (amount: number) => figure(component.kind === 'duration' ? amount / 60 : amount);
    draft.target = { isSet: true, kind, value: shown(value), max: max === undefined ? '' : shown(max), aggregate };
  }
  return draft;
}

/** The form filled from a document: a template, a built-in to copy, an imported file or the protocol being edited. */
export function draftOfDocument(document: ProtocolDocument): ProtocolDraft {
  const { schedule, group, safety } = document;
  return {
    id: document.id,
    version: document.version,
    title: document.title,
    description: document.description,
    icon: document.icon,
    color: document.color,
    scheduleKind: schedule.kind,
    times: schedule.kind === 'frequency' ? String(schedule.times) : '3',
    days: schedule.kind === 'frequency' ? String(schedule.days) : '7',
    weekdays: schedule.kind === 'weekdays' ? [...schedule.weekdays] : [1, 3, 5],
    isAnchored: schedule.anchor !== undefined,
    anchorEvent: schedule.anchor?.event ?? 'wake',
    offsetMinutes: String(schedule.anchor?.offsetMinutes ?? 0),
    windowMinutes: String(schedule.anchor?.windowMinutes ?? 30),
    components: document.components.map(componentDraftOf),
    groupKind: group.kind,
    groupCount: group.kind === 'atLeast' ? String(group.count) : '1',
    safetyQuestions: [...safety.questions],
    kept: {
      sources: document.sources,
      riskScreen: safety.riskScreen,
      ...(safety.maxDurationMinutes === undefined ? {} : { maxDurationMinutes: safety.maxDurationMinutes }),
    },
  };
}

/** A blank protocol: one thing to tick, every day. */
export function emptyDraft(): ProtocolDraft {
  return {
    ...draftOfDocument({
      format: 'ultimate-human.protocol',
      formatVersion: 1,
      id: 'new',
      version: 1,
      title: '',
      description: '',
      sources: [],
      icon: 'check',
      color: 'teal',
      components: [{ id: 'done', label: '', kind: 'check' }],
      group: { kind: 'all' },
      schedule: { kind: 'daily' },
      safety: { questions: [], riskScreen: false },
    }),
    id: '',
    components: [newComponentDraft('check')],
  };
}
