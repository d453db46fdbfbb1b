import type { OwnProtocolPorts } from '../../lib/daily-series/own-protocol-ports';

export type { OwnProtocol, OwnProtocolDay } from '../../lib/daily-series/own-protocol-ports';

/**
 * What insights read from the person's own protocols, bound once in server/src/insights-ports.ts to
 * the custom-protocols feature's own reading code (experiments read through the same binding).
 */
export type InsightsPorts = OwnProtocolPorts;
