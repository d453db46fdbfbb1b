import { confirmProposal, discardDraft } from './features/chat/chat-draft-decisions.service';
import type { WriteToolPlan } from './features/chat/chat-ports';
import { proposePlan } from './features/chat/chat-drafts.service';
import { pendingDraft } from './features/chat/chat-drafts.storage';
import { patchChecklist } from './features/checklist/checklist.service';
import { readDays } from './features/custom-protocols/custom-protocol-days.service';
import { createEntry } from './features/custom-protocols/custom-protocol-entries.service';
import { listProtocols } from './features/custom-protocols/custom-protocols.service';
import { liveProtocol } from './features/custom-protocols/custom-protocols.storage';
import { readExperimentResult, readExperiments } from './features/experiments/experiments.service';
import { readInsights } from './features/insights/insights.service';
import type { McpServices } from './features/mcp/mcp-services';
import { insightsPorts } from './insights-ports';
import { progressSummary } from './features/progress/progress.service';
import { TRACKER_LOGS } from './trackers';

/** The services the MCP tools call, bound to the features that own them; proposals write through `writePlan`. */
export const mcpServices = (writePlan: WriteToolPlan): McpServices => ({
  logs: TRACKER_LOGS,
  patchChecklist,
  progressSummary,
  insights: (db, owner) => readInsights({ db, ports: insightsPorts }, owner),
  experiments: {
    list: ({ db, events }, owner) => readExperiments({ db, events, ports: insightsPorts }, owner),
    result: ({ db, events }, owner, id) => readExperimentResult({ db, events, ports: insightsPorts }, owner, id),
  },
  customProtocols: {
    list: listProtocols,
    readDays: async (db, userId, protocolId, range) => readDays(db, await liveProtocol(db, userId, protocolId), range),
    createEntry,
  },
  proposals: {
    propose: (db, owner, plan) => proposePlan(db, owner, plan, 'mcp'),
    find: (db, userId, id) => pendingDraft(db, userId, id, 'mcp'),
    confirm: (db, owner, id) => confirmProposal(db, writePlan, owner, id, { origin: 'mcp' }),
    discard: (db, userId, id) => discardDraft(db, userId, id, 'mcp'),
  },
});
