import { listProtocols } from './features/custom-protocols/custom-protocols.service';
import type { InsightsPorts } from './features/insights/insights-ports';
import { readOwnProtocolDays } from './own-protocol-days';

/** Insights read the person's own protocols through the services their routes call. */
export const insightsPorts: InsightsPorts = {
  ownProtocols: async (db, userId) => (await listProtocols(db, userId)).map(({ id, document, archived }) => ({ id, document, archived })),
  ownProtocolDays: async (db, userId, protocolId, range) => {
    const days = await readOwnProtocolDays(db, userId, protocolId, range);
    return days && days.map(({ date, state, figures }) => ({ date, state, figures }));
  },
};
