import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import { protocolDocumentSchema, type ProtocolDocumentInput } from '@uh/core/custom-protocols/protocol-document.schema';
import { pairKeyOf, type Insight } from '@uh/core/insights/insights.schema';

/** A pair as GET /api/insights answers it: cold exposure → HRV the night after, past the gate, unless told otherwise. */
export function sampleInsight(overrides: Partial<Insight> = {}): Insight {
  const pair = {
    factor: { kind: 'protocol', protocol: 'coldExposure' },
    outcome: { kind: 'biometric', metric: 'hrvMs' },
    lag: 'nextNight',
    ...overrides,
  } as Pick<Insight, 'factor' | 'outcome' | 'lag'>;
  return {
    key: pairKeyOf(pair),
    origin: 'suggested',
    hidden: false,
    factorLabel: 'Cold exposure',
    outcomeLabel: 'HRV',
    unit: 'ms',
    factorUnit: null,
    status: 'link',
    pairedDays: 38,
    daysWith: 13,
    daysWithout: 25,
    missing: null,
    effect: { kind: 'meanDifference', estimate: 4.1, low: 1.2, high: 7 },
    pValue: 0.004,
    adjustedPValue: 0.03,
    sentence: 'The night after cold exposure your HRV was 4.1 ms higher (90 % interval 1.2 to 7.0).',
    ...overrides,
    ...pair,
  };
}

/** One of the person's own protocols as GET /api/custom-protocols answers it. */
export function sampleProtocol(
  id: number,
  document: Omit<ProtocolDocumentInput, 'format' | 'formatVersion'>,
  archived = false,
): CustomProtocol {
  return {
    id,
    document: protocolDocumentSchema.parse({ format: 'ultimate-human.protocol', formatVersion: 1, ...document }),
    position: id,
    archived,
    onDashboard: true,
    onChecklist: true,
    safetyAcknowledgedAt: null,
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
  };
}
