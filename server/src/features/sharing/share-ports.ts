import type { ChatDraftView } from '@uh/core/chat/chat-drafts.schema';
import type { Checklist } from '@uh/core/checklist/checklist.schema';
import type { ToolPlan } from '@uh/core/coach-tools/tool-plan.schema';
import type { ExperimentResult, ExperimentView } from '@uh/core/experiments/experiments.schema';
import type { ProgressQuery, ProgressSummary } from '@uh/core/progress/progress.schema';
import type { SharedOwnProtocols } from '@uh/core/sharing/shared-protocols.schema';
import type { Database } from '../../db/client';
import type { UserRow } from '../../lib/user-view';

/** A proposal stored for the owner to confirm, or refused by their risk screen with the reason. */
export type ProposedDraft = { ok: true; draft: ChatDraftView } | { ok: false; refusal: string };

/**
 * What sharing reads and proposes through the features that own it, bound in sharing-ports.ts
 * beside app.ts: a grantee sees exactly what the owner's own screens compute, and proposes through
 * the coach's drafts.
 */
export type SharePorts = {
  progress: (db: Database, owner: UserRow, query: ProgressQuery, now?: Date) => Promise<ProgressSummary>;
  checklistToday: (db: Database, owner: UserRow) => Promise<Checklist>;
  experiments: (db: Database, owner: UserRow) => Promise<ExperimentView[]>;
  /** The experiments that have finished, each with the day it ended and its result. */
  finishedExperiments: (db: Database, owner: UserRow) => Promise<{ endedOn: string; result: ExperimentResult }[]>;
  /** The owner's own protocols over the local days `range`, each day's state only. */
  ownProtocols: (db: Database, owner: UserRow, range: { from: string; to: string }) => Promise<SharedOwnProtocols>;
  drafts: {
    propose: (db: Database, owner: UserRow, plan: ToolPlan, proposer: { grantId: number; name: string }) => Promise<ProposedDraft>;
    confirm: (db: Database, owner: UserRow, id: string, now: Date) => Promise<unknown>;
    discard: (db: Database, owner: UserRow, id: string) => Promise<void>;
  };
};
