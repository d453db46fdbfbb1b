import type { ChatPorts, UndoWrite, WriteToolPlan } from './features/chat/chat-ports';
import { readDays } from './features/custom-protocols/custom-protocol-days.service';
import { listProtocols } from './features/custom-protocols/custom-protocols.service';
import { liveProtocol } from './features/custom-protocols/custom-protocols.storage';
import { HttpError } from './lib/http-error';

/**
 * The coach's reads of the person's own protocols, through the services their routes call, and
 * its confirmed drafts' writes (server/src/tool-writes.ts): a draft writes what the same sentence
 * spoken into the journal would.
 */
export const chatPorts = ({ writePlan, undoWrite }: { writePlan: WriteToolPlan; undoWrite: UndoWrite }): ChatPorts => ({
  writePlan,
  undoWrite,
  listProtocols,
  ownProtocols: async (db, userId, range, max) => {
    const followed = (await listProtocols(db, userId)).filter((protocol) => !protocol.archived);
    const standings = await Promise.all(
      followed.slice(0, max).map(async ({ id, document }) => {
        try {
          const { days, strength, streak } = await readDays(db, await liveProtocol(db, userId, id), range);
          return { document, days, strength, streak };
        } catch (error) {
          // Deleted since the list was read: the coach simply does not mention it.
          if (error instanceof HttpError && error.statusCode === 404) return null;
          throw error;
        }
      }),
    );
    const shown = standings.filter((standing) => standing !== null);
    return { shown, total: followed.length - (standings.length - shown.length) };
  },
});
