import { PROTOCOL_RISK_SCREEN } from '../settings/protocol-risk-screen';
import type { ProtocolDocument } from './protocol-document.schema';

type Safety = Pick<ProtocolDocument, 'safety'>;

/**
 * Whether a protocol asks anything once before its first log: its own questions, or the app's risk
 * screen (`riskScreen`). Either one needs the person's acknowledgement, stored per protocol.
 */
export const asksBeforeFirstLog = ({ safety }: Safety): boolean => safety.questions.length > 0 || safety.riskScreen;

/** The acknowledgement the API reports: a protocol that asks nothing has nothing acknowledged. */
export const reportedAcknowledgement = (document: Safety, acknowledgedAt: string | null): string | null =>
  asksBeforeFirstLog(document) ? acknowledgedAt : null;

/** Whether the first-use check still stands between the person and a log (the tracker, the dashboard, the checklist). */
export const needsFirstUseCheck = (protocol: { document: Safety; safetyAcknowledgedAt: string | null }): boolean =>
  asksBeforeFirstLog(protocol.document) && protocol.safetyAcknowledgedAt === null;

/**
 * Whether a new version of the document asks what the acknowledged one asked: different questions, a
 * risk screen added or a new limit have not been read yet, so the check is asked again.
 */
export const sameFirstUseCheck = (before: Safety, after: Safety): boolean =>
  JSON.stringify(before.safety.questions) === JSON.stringify(after.safety.questions) &&
  (!after.safety.riskScreen || before.safety.riskScreen) &&
  (!after.safety.riskScreen || before.safety.maxDurationMinutes === after.safety.maxDurationMinutes);

/** The limit a session should keep to, as the risk screen and the tracker say it; null without one. */
export const sessionLimitText = ({ safety }: Safety): string | null =>
  safety.maxDurationMinutes === undefined ? null : `Keep each session under ${safety.maxDurationMinutes} min.`;

/** The risk screen of a protocol that asks for one, with its session limit; null otherwise. */
export function riskScreenOf(document: Safety): (typeof PROTOCOL_RISK_SCREEN & { limit: string | null }) | null {
  return document.safety.riskScreen ? { ...PROTOCOL_RISK_SCREEN, limit: sessionLimitText(document) } : null;
}

/**
 * Whether a logged duration (seconds) runs past the protocol's `maxDurationMinutes`: the tracker
 * says so gently, and the value is kept (the limit is advice, not a rule of the data).
 */
export const isPastSessionLimit = ({ safety }: Safety, seconds: number): boolean =>
  safety.maxDurationMinutes !== undefined && seconds > safety.maxDurationMinutes * 60;
