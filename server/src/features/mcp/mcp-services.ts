import type { ChatDraftView } from '@uh/core/chat/chat-drafts.schema';
import type { AppliedWrite, ToolPlan } from '@uh/core/coach-tools/tool-plan.schema';
import type { Checklist, ChecklistPatch } from '@uh/core/checklist/checklist.schema';
import type { LocalDate } from '@uh/core/common/calendar.logic';
import type { CustomDays, CustomEntry, CustomEntryCreate, CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import type { ExperimentResult, ExperimentView } from '@uh/core/experiments/experiments.schema';
import type { InsightsAnswer } from '@uh/core/insights/insights.schema';
import type { ProgressQuery, ProgressSummary } from '@uh/core/progress/progress.schema';
import type { Database } from '../../db/client';
import type { UserRow } from '../../lib/user-view';
import type { EventDeps } from '../../lib/app-events';
import type { TrackerLogs } from '../../lib/tracker-logs';
import type { ProtocolOwner } from '../../lib/protocol-completion';

/**
 * The features' services the tools call: the same ones the HTTP routes call, so a write through a
 * tool follows the same rules and raises the same events. Bound once, in server/src/mcp-services.ts.
 */
export type McpServices = {
  /** Every protocol's logs, through the same services as their HTTP routes. */
  logs: TrackerLogs;
  patchChecklist: (deps: EventDeps, owner: ProtocolOwner, date: LocalDate, patch: ChecklistPatch) => Promise<Checklist>;
  progressSummary: (db: Database, owner: ProtocolOwner & { createdAt: Date }, query: ProgressQuery) => Promise<ProgressSummary>;
  /** What works for me: the stored answer, or a fresh one when the data changed (GET /api/insights). */
  insights: (db: Database, owner: ProtocolOwner) => Promise<InsightsAnswer>;
  /** The person's experiments and one's result (GET /api/experiments, GET /api/experiments/{id}/result): another's id is a 404. */
  experiments: {
    list: (deps: EventDeps, owner: ProtocolOwner) => Promise<ExperimentView[]>;
    result: (deps: EventDeps, owner: ProtocolOwner, id: number) => Promise<ExperimentResult>;
  };
  /**
   * What the write tools propose and the person confirms (docs/coach-tools.md): the app's drafts,
   * marked as this door's, so only they can be confirmed or discarded here.
   */
  proposals: {
    propose: (db: Database, owner: UserRow, plan: ToolPlan) => Promise<{ ok: true; draft: ChatDraftView } | { ok: false; refusal: string }>;
    find: (db: Database, userId: number, id: string) => Promise<ChatDraftView | null>;
    /** Writes the plan and answers the sentence written from the stored record; 404 once it is decided or gone. */
    confirm: (db: Database, owner: UserRow, id: string) => Promise<{ sentence: string; written: AppliedWrite | null }>;
    discard: (db: Database, userId: number, id: string) => Promise<void>;
  };
  /** The person's own protocols (docs/protocols.md): a protocol another person owns, or none, is a 404. */
  customProtocols: {
    list: (db: Database, userId: number) => Promise<CustomProtocol[]>;
    readDays: (db: Database, userId: number, protocolId: number, range: { from: LocalDate; to: LocalDate }) => Promise<CustomDays>;
    createEntry: (deps: EventDeps, userId: number, protocolId: number, input: CustomEntryCreate) => Promise<CustomEntry>;
  };
};
