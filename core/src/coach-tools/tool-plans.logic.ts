import { localDateOf } from '../common/calendar.logic';
import type { CustomProtocol } from '../custom-protocols/custom-protocols.schema';
import { entryProblem } from '../custom-protocols/entry-fit.logic';
import type { ToolPlan } from './tool-plan.schema';
import type { ToolInput, WriteToolName } from './tool-registry';

/** What a write tool's plan depends on besides its arguments. */
export type PlanContext = {
  now: Date;
  timeZone: string;
  /** The person's own protocols, for the tools that name one (the door reads them only for those). */
  protocols?: readonly CustomProtocol[];
};

/** A write tool's arguments that cannot make a plan, with the reason a person or model can act on. */
export type PlanOutcome = { ok: true; plan: ToolPlan } | { ok: false; status: 400 | 404; message: string };

export const PROTOCOL_NOT_FOUND = 'Protocol not found: list_protocols names the ones you have';

/**
 * The caller's protocol a tool names, by number or by document id (a document id made of digits
 * only is looked for as a document id first); undefined when none of theirs has it.
 */
export function findProtocol(protocols: readonly CustomProtocol[], ref: number | string): CustomProtocol | undefined {
  if (typeof ref === 'number') return protocols.find((protocol) => protocol.id === ref);
  return (
    protocols.find((protocol) => protocol.document.id === ref) ??
    (/^\d+$/.test(ref) ? protocols.find((protocol) => protocol.id === Number(ref)) : undefined)
  );
}

const ok = (plan: ToolPlan): PlanOutcome => ({ ok: true, plan });
const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;

type Planner<K extends WriteToolName> = (input: ToolInput<K>, context: PlanContext) => PlanOutcome;

/** Each write tool's plan: what confirming its proposal stores, and nothing else. */
export const PLANNERS: { [K in WriteToolName]: Planner<K> } = {
  log_cold_session: ({ userId: _userId, ...log }) => ok({ kind: 'coldExposure', log: defined(log) }),
  log_biometrics: ({ userId: _userId, ...log }) => ok({ kind: 'biometrics', log: defined(log) }),
  start_fast: ({ targetHours, startTime }, { now }) => ok({ kind: 'fastStart', targetHours, startTime: startTime ?? now.toISOString() }),
  end_fast: ({ endTime }, { now }) => ok({ kind: 'fastEnd', endTime: endTime ?? now.toISOString() }),
  log_protein: ({ grams }) => ok({ kind: 'protein', grams }),
  log_exercise: ({ seconds }) => ok({ kind: 'exercise', seconds }),
  tick_checklist_item: ({ item, date, done }, { now, timeZone }) =>
    ok({ kind: 'checklistTick', item, done, date: date ?? localDateOf(now, timeZone) }),
  log_protocol_entry: ({ protocol: ref, date, ...entry }, { now, timeZone, protocols = [] }) => {
    const protocol = findProtocol(protocols, ref);
    if (!protocol) return { ok: false, status: 404, message: PROTOCOL_NOT_FOUND };
    const problem = entryProblem(protocol.document, entry);
    if (problem) return { ok: false, status: 400, message: problem };
    const component = protocol.document.components.find(({ id }) => id === entry.componentId)!;
    const unit = component.kind === 'measure' ? component.unit : undefined;
    return ok({
      kind: 'protocolEntry',
      protocolId: protocol.id,
      ...defined(entry),
      date: date ?? localDateOf(now, timeZone),
      shown: defined({ protocol: protocol.document.title, component: component.label, unit }),
    });
  },
  skip_protocol_day: ({ protocol: ref, date, reason }, { now, timeZone, protocols = [] }) => {
    const protocol = findProtocol(protocols, ref);
    if (!protocol) return { ok: false, status: 404, message: PROTOCOL_NOT_FOUND };
    return ok({
      kind: 'protocolSkip',
      protocolId: protocol.id,
      date: date ?? localDateOf(now, timeZone),
      ...defined({ reason }),
      shown: { protocol: protocol.document.title },
    });
  },
};

/** The plan a write tool's (already checked) arguments make. */
/** The write tools that name one of the person's own protocols: their door reads the protocols first. */
export const NAMES_A_PROTOCOL: readonly WriteToolName[] = ['log_protocol_entry', 'skip_protocol_day'];

export function planOf<K extends WriteToolName>(name: K, input: ToolInput<K>, context: PlanContext): PlanOutcome {
  return PLANNERS[name](input, context);
}
