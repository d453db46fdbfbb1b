import type { InsightFactor, InsightOutcome } from '@uh/core/insights/insights.schema';
import type { Database } from '../../db/client';
import { readBuiltInDays, type BuiltInDays, type DayValues, type Window } from './built-in-days';
import { componentScale, findComponent } from './labels';
import type { OwnProtocol, OwnProtocolDay, OwnProtocolPorts } from './own-protocol-ports';

/** Everything a person's factors and outcomes are read from over one window. */
export type DaySources = {
  builtIn: BuiltInDays;
  own: ReadonlyMap<number, ReadonlyMap<string, OwnProtocolDay>>;
  protocols: ReadonlyMap<number, OwnProtocol>;
};

/** The own protocols a factor or an outcome reads from. */
export const protocolIdsOf = (factor: InsightFactor, outcome: InsightOutcome): number[] => [
  ...(factor.kind === 'customProtocol' || factor.kind === 'customComponent' ? [factor.protocolId] : []),
  ...(outcome.kind === 'customComponent' ? [outcome.protocolId] : []),
];

/**
 * The window's days of the built-in protocols and biometrics, and of the own protocols named. Own
 * protocols' days come through the port, as their own pages read them; the rest from the log tables.
 */
export async function readDaySources(
  db: Database,
  ports: OwnProtocolPorts,
  input: { userId: number; window: Window; protocolIds: Iterable<number>; protocols: ReadonlyMap<number, OwnProtocol> },
): Promise<DaySources> {
  const ids = [...new Set(input.protocolIds)];
  const [builtIn, ownDays] = await Promise.all([
    readBuiltInDays(db, input.userId, input.window),
    Promise.all(ids.map((id) => ports.ownProtocolDays(db, input.userId, id, input.window))),
  ]);
  const own = new Map(ids.map((id, index) => [id, new Map((ownDays[index] ?? []).map((day) => [day.date, day]))]));
  return { builtIn, own, protocols: input.protocols };
}

/** The factor on each day it is known; a day it is not known on is absent, never 0. */
export function factorValues(factor: InsightFactor, { builtIn, own, protocols }: DaySources): DayValues {
  const result: DayValues = new Map();
  switch (factor.kind) {
    case 'protocol': {
      // Known when the protocol was logged that day (done or not), or anything else was.
      const logged = builtIn.protocolDays[factor.protocol];
      for (const day of builtIn.active) result.set(day, logged.get(day) ?? 0);
      for (const [day, done] of logged) result.set(day, done);
      return result;
    }
    case 'protocolAmount': {
      const amounts = builtIn.amounts[factor.protocol];
      for (const day of builtIn.active) result.set(day, amounts.get(day) ?? 0);
      for (const [day, amount] of amounts) result.set(day, amount);
      return result;
    }
    case 'customProtocol':
      // Partial days are ambiguous; skipped, paused and unknown days say nothing.
      for (const day of own.get(factor.protocolId)?.values() ?? []) {
        if (day.state === 'done' || day.state === 'notDone') result.set(day.date, day.state === 'done' ? 1 : 0);
      }
      return result;
    case 'customComponent': {
      const component = findComponent(protocols.get(factor.protocolId), factor.componentId);
      if (!component) return result;
      const scale = componentScale(component);
      for (const day of own.get(factor.protocolId)?.values() ?? []) {
        const figure = day.figures[component.id] ?? null;
        if (figure !== null) result.set(day.date, figure * scale);
        else if (day.state === 'notDone') result.set(day.date, 0);
      }
      return result;
    }
  }
}

/** The outcome on each day it is known. */
export function outcomeValues(outcome: InsightOutcome, { builtIn, own, protocols }: DaySources): DayValues {
  if (outcome.kind === 'biometric') return builtIn.biometrics[outcome.metric];
  const result: DayValues = new Map();
  const component = findComponent(protocols.get(outcome.protocolId), outcome.componentId);
  if (!component) return result;
  for (const day of own.get(outcome.protocolId)?.values() ?? []) {
    const figure = day.figures[component.id] ?? null;
    if (figure !== null) result.set(day.date, figure * componentScale(component));
  }
  return result;
}
