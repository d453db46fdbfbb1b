import type { BiometricCreate, BiometricLog } from '@uh/core/biometrics/biometrics.schema';
import type { Checklist, ChecklistPatch } from '@uh/core/checklist/checklist.schema';
import type { ColdLog, ColdLogCreate } from '@uh/core/cold-exposure/cold-exposure.schema';
import type { LocalDate } from '@uh/core/common/calendar.logic';
import type { FastingLog } from '@uh/core/fasting/fasting.schema';
import type { ProgressQuery, ProgressSummary } from '@uh/core/progress/progress.schema';
import type { ListQuery } from '@uh/core/protocols/protocols.schema';
import type { ThirtyLog } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import type { Database } from '../../db/client';
import type { EventDeps } from '../../lib/app-events';
import type { ProtocolOwner } from '../../lib/protocol-completion';

/**
 * The features' services the tools call: the same ones the HTTP routes call, so a write through a
 * tool follows the same rules and raises the same events. Bound once, in server/src/mcp-services.ts.
 */
export type McpServices = {
  listThirtyLogs: (db: Database, userId: number, query: ListQuery) => Promise<ThirtyLog[]>;
  listFasts: (deps: Pick<EventDeps, 'db'>, owner: ProtocolOwner, query: ListQuery) => Promise<FastingLog[]>;
  listColdLogs: (db: Database, userId: number, query: ListQuery) => Promise<ColdLog[]>;
  createColdLog: (deps: EventDeps, owner: ProtocolOwner, input: ColdLogCreate) => Promise<ColdLog>;
  listBiometricLogs: (db: Database, userId: number, query: ListQuery) => Promise<BiometricLog[]>;
  createBiometricLog: (deps: EventDeps, owner: ProtocolOwner, input: BiometricCreate) => Promise<BiometricLog>;
  patchChecklist: (deps: EventDeps, owner: ProtocolOwner, date: LocalDate, patch: ChecklistPatch) => Promise<Checklist>;
  progressSummary: (db: Database, owner: ProtocolOwner & { createdAt: Date }, query: ProgressQuery) => Promise<ProgressSummary>;
};
