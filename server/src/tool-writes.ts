import type { ToolPlan } from '@uh/core/coach-tools/tool-plan.schema';
import { localDateOf } from '@uh/core/common/calendar.logic';
import type { Database } from './db/client';
import { patchChecklist } from './features/checklist/checklist.service';
import type { WriteToolPlan } from './features/chat/chat-ports';
import { createEntry } from './features/custom-protocols/custom-protocol-entries.service';
import { applyLogPlan } from './features/voice-journal/journal-logs.service';
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
export function toolPlanWriter(appEvents: AppEventBus, journal: JournalPorts): WriteToolPlan {
  return async (db, owner, plan, at) => {
    const held = heldEvents();
    const written = await write({ db, events: held.events }, owner, plan, at);
    return { written, announce: (appDb) => held.tell(appEvents, appDb) };
  };

  async function write(deps: { db: Database; events: AppEventBus }, owner: ProtocolOwner, plan: ToolPlan, at: Date) {
    switch (plan.kind) {
      case 'checklistTick': {
        await patchChecklist(deps, owner, plan.date, { [plan.item]: plan.done }, at);
        return { kind: 'checklist' as const, date: plan.date, item: plan.item };
      }
      case 'protocolEntry': {
        const { protocolId, shown: _shown, kind: _kind, ...entry } = plan;
        const created = await createEntry(deps, owner.id, protocolId, { ...entry, source: 'manual' });
        return { kind: 'customProtocolEntry' as const, protocolId, entryId: created.id };
      }
      default: {
        const ports = { ...journal, logs: trackerLogWrites(deps.events) };
        return applyLogPlan({ db: deps.db, ports }, owner, plan, at, localDateOf(at, owner.timeZone));
      }
    }
  }
}
