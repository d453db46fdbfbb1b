import { addDays } from '@uh/core/common/calendar.logic';
import type { PairSeries, PairedDay } from '@uh/core/insights/insight-analysis.logic';
import { LAG_DAYS, type InsightFactor, type InsightOutcome } from '@uh/core/insights/insights.schema';
import type { Database } from '../../db/client';
import { readBuiltInDays, type BuiltInDays, type DayValues, type Window } from './insight-days';
import { componentScale, findComponent, pairLabels } from './insight-labels';
import type { PairView } from './insight-pairs.storage';
import type { InsightsPorts, OwnProtocol, OwnProtocolDay } from './insights-ports';

type Sources = {
  builtIn: BuiltInDays;
  own: ReadonlyMap<number, ReadonlyMap<string, OwnProtocolDay>>;
  protocols: ReadonlyMap<number, OwnProtocol>;
};

const protocolIdsOf = (pairs: readonly PairView[]) =>
  new Set(
    pairs.flatMap(({ factor, outcome }) => [
      ...(factor.kind === 'customProtocol' || factor.kind === 'customComponent' ? [factor.protocolId] : []),
      ...(outcome.kind === 'customComponent' ? [outcome.protocolId] : []),
    ]),
  );

/**
 * Each pair's days over the window: the factor's value on every day it is known, paired with the
 * outcome `LAG_DAYS` later where that is known too. Own protocols' days come through the port, as
 * their own pages read them; the rest from the log tables.
 */
export async function readSeries(
  db: Database,
  ports: InsightsPorts,
  input: { userId: number; window: Window; pairs: readonly PairView[]; protocols: ReadonlyMap<number, OwnProtocol> },
): Promise<PairSeries[]> {
  const { userId, window, pairs, protocols } = input;
  const ids = [...protocolIdsOf(pairs)];
  const [builtIn, ownDays] = await Promise.all([
    readBuiltInDays(db, userId, window),
    Promise.all(ids.map((id) => ports.ownProtocolDays(db, userId, id, window))),
  ]);
  const own = new Map(ids.map((id, index) => [id, new Map((ownDays[index] ?? []).map((day) => [day.date, day]))]));
  const sources: Sources = { builtIn, own, protocols };
  return pairs.map((pair) => {
    const outcome = outcomeValues(pair.outcome, sources);
    const lag = LAG_DAYS[pair.lag];
    const days: PairedDay[] = [];
    for (const [factorDay, factor] of [...factorValues(pair.factor, sources)].sort(([a], [b]) => a.localeCompare(b))) {
      const outcomeDay = addDays(factorDay, lag);
      const value = outcome.get(outcomeDay);
      if (value !== undefined) days.push({ factorDay, outcomeDay, factor, outcome: value });
    }
    return { key: pair.key, factorKind: pairLabels(pair.factor, pair.outcome, protocols).factorKind, days };
  });
}

/** The factor on each day it is known; a day it is not known on is absent, never 0. */
function factorValues(factor: InsightFactor, { builtIn, own, protocols }: Sources): DayValues {
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

function outcomeValues(outcome: InsightOutcome, { builtIn, own, protocols }: Sources): DayValues {
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
