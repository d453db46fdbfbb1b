import { describe, expect, it } from 'vitest';
import { DRAFT_CASES } from '../chat/chat-drafts.cases';
import type { CustomProtocol } from '../custom-protocols/custom-protocols.schema';
import { PROTOCOL_TEMPLATES } from '../custom-protocols/protocol-templates';
import { TOOL_PLAN_KINDS, toolPlanSchema, type ToolPlanKind } from './tool-plan.schema';
import { planOf, PROTOCOL_NOT_FOUND } from './tool-plans.logic';
import { COACH_TOOLS, TOOL_NAMES, WRITE_TOOL_NAMES, type ToolInput, type WriteToolName } from './tool-registry';

const now = new Date('2026-03-10T07:30:00Z');
const breathwork: CustomProtocol = {
  id: 7,
  document: PROTOCOL_TEMPLATES.find((template) => template.id === 'breathwork')!,
  position: 0,
  archived: false,
  onDashboard: true,
  onChecklist: true,
  safetyAcknowledgedAt: null,
  createdAt: now.toISOString(),
  updatedAt: now.toISOString(),
};
const context = { now, timeZone: 'Europe/London', protocols: [breathwork] };

/** One call of each write tool, as a client would send it. */
const CALLS: { [K in WriteToolName]: unknown } = {
  log_cold_session: { exposureMethod: 'cold_plunge', temperature: 4, temperatureUnit: 'C', duration: 180, completed: true },
  log_biometrics: { hrv: 62, weight: 180 },
  start_fast: { targetHours: 20 },
  end_fast: {},
  log_protein: { grams: 40 },
  log_exercise: { seconds: 1200 },
  tick_checklist_item: { item: 'supplementsCompleted' },
  log_protocol_entry: { protocol: 'breathwork', componentId: 'session', value: 600 },
  skip_protocol_day: { protocol: 7, reason: 'Travelling' },
};

const planned = (name: WriteToolName, args: unknown = CALLS[name]) =>
  planOf(name, COACH_TOOLS[name].input.parse(args) as ToolInput<typeof name>, context);

describe('the coach’s tool registry', () => {
  it('names each tool once, with a scope, a title and words for a model to choose by', () => {
    for (const name of TOOL_NAMES) {
      expect(name).toMatch(/^[a-z]+(?:_[a-z]+)+$/);
      const tool = COACH_TOOLS[name];
      expect(tool.title.length, name).toBeGreaterThan(5);
      expect(tool.description.length, name).toBeGreaterThan(30);
    }
  });

  it('has a write tool for every kind of plan, so each door can propose anything another can', () => {
    const proposed = new Set<ToolPlanKind>(WRITE_TOOL_NAMES.flatMap((name) => COACH_TOOLS[name].plans));
    expect([...proposed].sort()).toEqual([...TOOL_PLAN_KINDS].sort());
  });

  it('drafts nothing for the offline coach or the voice journal that no tool can propose', () => {
    const proposed = new Set<string>(WRITE_TOOL_NAMES.flatMap((name) => COACH_TOOLS[name].plans));
    const drafted = new Set(DRAFT_CASES.flatMap((testCase) => testCase.drafts.map((draft) => draft.kind)));
    expect([...drafted].filter((kind) => !proposed.has(kind))).toEqual([]);
  });

  it.each(WRITE_TOOL_NAMES)('%s plans one of the kinds it declares, a plan the proposals store as is', (name) => {
    const outcome = planned(name);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(COACH_TOOLS[name].plans).toContain(outcome.plan.kind);
    expect(toolPlanSchema.parse(outcome.plan)).toEqual(outcome.plan);
  });

  it('fills in today and now in the person’s time zone, and keeps what was given', () => {
    expect(planned('tick_checklist_item')).toEqual({
      ok: true,
      plan: { kind: 'checklistTick', item: 'supplementsCompleted', done: true, date: '2026-03-10' },
    });
    expect(planned('start_fast', { startTime: '2026-03-09T20:00:00Z' })).toEqual({
      ok: true,
      plan: { kind: 'fastStart', startTime: '2026-03-09T20:00:00Z', targetHours: 16 },
    });
    expect(planned('end_fast')).toEqual({ ok: true, plan: { kind: 'fastEnd', endTime: now.toISOString() } });
  });

  it('names an own protocol’s entry for its card, and refuses one that does not fit', () => {
    expect(planned('log_protocol_entry')).toEqual({
      ok: true,
      plan: {
        kind: 'protocolEntry',
        protocolId: 7,
        componentId: 'session',
        value: 600,
        date: '2026-03-10',
        shown: { protocol: 'Morning breathwork', component: 'Breathwork' },
      },
    });
    expect(planned('log_protocol_entry', { protocol: 8, componentId: 'session', value: 1 })).toEqual({
      ok: false,
      status: 404,
      message: PROTOCOL_NOT_FOUND,
    });
    const misfit = planned('log_protocol_entry', { protocol: 7, componentId: 'rounds', value: 1 });
    expect(misfit).toMatchObject({ ok: false, status: 400 });
  });

  it('takes no argument it does not name', () => {
    for (const name of TOOL_NAMES) {
      expect(COACH_TOOLS[name].input.safeParse({ userIdOfSomeoneElse: 2 }).success, name).toBe(false);
    }
  });
});
