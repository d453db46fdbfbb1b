import type { BiometricCreate, BiometricLog } from '@uh/core/biometrics/biometrics.schema';
import type { ColdLog, ColdLogCreate } from '@uh/core/cold-exposure/cold-exposure.schema';
import type { LocalDate } from '@uh/core/common/calendar.logic';
import type { FastingLog, FastingPatch, FastingStart } from '@uh/core/fasting/fasting.schema';
import type { DeletedLog } from '@uh/core/protocols/protocols.schema';
import type { ThirtyLog, ThirtyLogCreate, ThirtyLogPatch } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import type { JournalEntryType } from '@uh/core/voice-journal/voice-journal.schema';
import type { Database } from '../../db/client';
import type { ProtocolOwner } from '../../lib/protocol-completion';

type Remove = (db: Database, owner: ProtocolOwner, id: number) => Promise<DeletedLog>;

/**
 * What the journal asks of other features, each on the connection it is given (the entry's
 * transaction): an entry with protocol data writes the protocol's own log through the protocol's
 * own service, so its rules (units, completion, the checklist) hold unchanged (docs/decisions/0014).
 * Bound once, in server/src/journal-ports.ts.
 */
export type JournalPorts = {
  thirty: {
    create: (db: Database, owner: ProtocolOwner, input: ThirtyLogCreate, now: Date) => Promise<ThirtyLog>;
    patch: (db: Database, owner: ProtocolOwner, id: number, patch: ThirtyLogPatch) => Promise<ThirtyLog>;
    remove: Remove;
  };
  fasting: {
    start: (db: Database, owner: ProtocolOwner, input: FastingStart) => Promise<FastingLog>;
    patch: (db: Database, owner: ProtocolOwner, id: number, patch: FastingPatch) => Promise<FastingLog>;
    remove: Remove;
  };
  cold: { create: (db: Database, owner: ProtocolOwner, input: ColdLogCreate, now: Date) => Promise<ColdLog>; remove: Remove };
  biometrics: { create: (db: Database, owner: ProtocolOwner, input: BiometricCreate, now: Date) => Promise<BiometricLog>; remove: Remove };
  /** Keeps the journal's checklist items on a local day in step with that day's entries. */
  syncJournalDay: (
    db: Database,
    userId: number,
    day: LocalDate,
    types: readonly JournalEntryType[],
    change: 'logged' | 'changed',
  ) => Promise<void>;
};

/** A journal write's connection and the ports it writes other features' records through. */
export type JournalDeps = { db: Database; ports: JournalPorts };
