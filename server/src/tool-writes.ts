import type { AppliedWrite, ToolPlan } from '@uh/core/coach-tools/tool-plan.schema';
import { localDateOf } from '@uh/core/common/calendar.logic';
import type { Database } from './db/client';
import { checklistsBetween, patchChecklist } from './features/checklist/checklist.service';
import type { UndoWrite, WriteToolPlan } from './features/chat/chat-ports';
import { createEntry } from './features/custom-protocols/custom-protocol-entries.service';
import { markSkipped, skipMark, unskipDay } from './features/custom-protocols/custom-protocol-marks.service';
import { applyLogPlan, undoEntryLogs } from './features/voice-journal/journal-logs.service';
import type { JournalPorts } from './features/voice-journal/journal-ports';
import { type AppEventBus, heldEvents } from './lib/app-events';
import type { ProtocolOwner } from './lib/protocol-completion';
import { trackerLogWrites } from './trackers';

/**
 * The writes behind every confirmed proposal, whichever door proposed it (docs/coach-tools.md):
 * the protocols' own services, as their HTTP routes and the voice journal use them, so their rules
 * hold unchanged. Their events are held while the transaction runs and raised on the app's bus
 * after it commits: the checklist follows and webhooks are told, as for the same write over HTTP.
 */
export function toolWrites(appEvents: AppEventBus, journal: JournalPorts): { writePlan: WriteToolPlan; undoWrite: UndoWrite } {
  const writePlan: WriteToolPlan = async (db, owner, plan, at) => {
    const held = heldEvents();
    const written = await write({ db, events: held.events }, owner, plan, at);
    return { written, announce: (appDb) => held.tell(appEvents, appDb) };
  };
  const undoWrite: UndoWrite = async (db, owner, written) => {
    const held = heldEvents();
    await undo({ db, events: held.events }, owner, written);
    return { announce: (appDb) => held.tell(appEvents, appDb) };
  };
  return { writePlan, undoWrite };

  async function undo(deps: { db: Database; events: AppEventBus }, owner: ProtocolOwner, written: AppliedWrite) {
    const ports = { ...journal, logs: trackerLogWrites(deps.events) };
    switch (written.kind) {
      case 'checklist':
        await patchChecklist(deps, owner, written.date, { [written.item]: written.before });
        return;
      case 'customProtocolEntry':
        await journal.customProtocols.deleteEntry(deps.db, owner.id, written.protocolId, written.entryId);
        return;
      case 'protocolSkip':
        if (!written.wasSkipped) await unskipDay(deps.db, owner.id, written.protocolId, written.date);
        return;
      default:
        // A fast the plan ended runs again; anything else goes as a voice entry's logs go when it is deleted.
        if (written.change === 'endedFast') await ports.logs.fasting.patch(deps.db, owner, written.id, { endTime: null });
        else await undoEntryLogs({ db: deps.db, ports }, owner, [written]);
    }
  }

  async function write(deps: { db: Database; events: AppEventBus }, owner: ProtocolOwner, plan: ToolPlan, at: Date) {
    switch (plan.kind) {
      case 'checklistTick': {
        const before = (await checklistsBetween(deps.db, owner.id, plan.date, plan.date)).get(plan.date)?.[plan.item] ?? false;
        await patchChecklist(deps, owner, plan.date, { [plan.item]: plan.done }, at);
        return { kind: 'checklist' as const, date: plan.date, item: plan.item, before };
      }
      case 'protocolEntry': {
        const { protocolId, shown: _shown, kind: _kind, ...entry } = plan;
        const created = await createEntry(deps, owner.id, protocolId, { ...entry, source: 'manual' });
        return { kind: 'customProtocolEntry' as const, protocolId, entryId: created.id };
      }
      case 'protocolSkip': {
        const wasSkipped = (await skipMark(deps.db, owner.id, plan.protocolId, plan.date)) !== null;
        await markSkipped(deps, owner.id, plan.protocolId, plan.date, plan.reason ?? null);
        return { kind: 'protocolSkip' as const, protocolId: plan.protocolId, date: plan.date, wasSkipped };
      }
      default: {
        const ports = { ...journal, logs: trackerLogWrites(deps.events) };
        return applyLogPlan({ db: deps.db, ports }, owner, plan, at, localDateOf(at, owner.timeZone));
      }
    }
  }
}
