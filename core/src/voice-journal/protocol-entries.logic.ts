import { entryProblem } from '../custom-protocols/entry-fit.logic';
import type { ProtocolComponent, ProtocolDocument } from '../custom-protocols/protocol-document.schema';
import { isNegatedAt } from './detection.logic';
import { findName, namingWords, wordsOf } from './protocol-mentions.logic';
import { MAX_PROTOCOL_ENTRIES, type OwnProtocol, type ProtocolEntryProposal } from './protocol-entries.schema';
import { valueFor } from './protocol-values.logic';
import { cleanTranscript } from './transcript-text.logic';

/** Where a value belongs to what it is said with: a sentence, or a part of one after a comma, "then" or "but". */
const CLAUSE_BREAK = /\.(?!\d)|[;!?,]|\b(?:then|but)\b/;

/** How the review step shows a value in its component's terms. */
function shownValue(component: ProtocolComponent, value: number): string {
  switch (component.kind) {
    case 'check':
      return 'done';
    case 'duration':
      return value % 60 === 0 ? `${value / 60} min` : `${value} s`;
    case 'measure':
      return `${value} ${component.unit}`;
    default:
      return String(value);
  }
}

/** How a value reads in the review step and under a saved entry: "Morning breathwork · Breathwork: 10 min". */
export function protocolValueSummary(document: ProtocolDocument, component: ProtocolComponent, value: number): string {
  return `${document.title} · ${component.label}: ${shownValue(component, value)}`;
}

/** A value on a component, with the line the review step shows for it. */
function proposalOf(protocol: OwnProtocol, component: ProtocolComponent, value: number): ProtocolEntryProposal {
  return { protocolId: protocol.id, componentId: component.id, value, summary: protocolValueSummary(protocol.document, component, value) };
}

/**
 * Values proposed elsewhere (a language model's answer) kept only where they fit: a live protocol
 * of the person's, a component it has, a value that fits it (core's entryProblem), each once.
 */
export function fittingProposals(
  proposed: readonly { protocolId: number; componentId: string; value: number }[],
  protocols: readonly OwnProtocol[],
): ProtocolEntryProposal[] {
  const seen = new Set<string>();
  return proposed
    .flatMap(({ protocolId, componentId, value }) => {
      const protocol = protocols.find((candidate) => candidate.id === protocolId);
      const component = protocol?.document.components.find((candidate) => candidate.id === componentId);
      const key = `${protocolId}/${componentId}`;
      if (!protocol || !component || component.kind === 'text' || seen.has(key)) return [];
      if (entryProblem(protocol.document, { componentId, value }) !== null) return [];
      seen.add(key);
      return [proposalOf(protocol, component, value)];
    })
    .slice(0, MAX_PROTOCOL_ENTRIES);
}

/**
 * Which component of a protocol a clause names, and where: a component by its label's words, and
 * the one component a protocol has (besides text) also by the title's ("box breathing" logs
 * "Morning breathwork"). Several components may be named in one clause ("magnesium and vitamin D").
 */
function namedComponents(protocol: OwnProtocol, words: ReturnType<typeof wordsOf>) {
  const loggable = protocol.document.components.filter((component) => component.kind !== 'text');
  const byTitle = loggable.length === 1 ? findName(words, namingWords(protocol.document.title)) : null;
  return loggable.flatMap((component) => {
    const mention = findName(words, namingWords(component.label)) ?? byTitle;
    return mention ? [{ component, mention }] : [];
  });
}

/**
 * The values a note gives the person's own protocols, in the order of their protocols: a component
 * named in a clause that is not negated ("skipped magnesium" logs nothing) and says a value for it
 * (a duration needs a length of time). Only values that fit the stored document are proposed, and
 * each component once.
 */
export function extractProtocolEntries(transcript: string, protocols: readonly OwnProtocol[]): ProtocolEntryProposal[] {
  const clauses = cleanTranscript(transcript).split(CLAUSE_BREAK);
  const proposals: ProtocolEntryProposal[] = [];
  const seen = new Set<string>();
  for (const protocol of protocols) {
    for (const clause of clauses) {
      const words = wordsOf(clause);
      for (const { component, mention } of namedComponents(protocol, words)) {
        const key = `${protocol.id}/${component.id}`;
        if (seen.has(key) || isNegatedAt(clause, mention.start)) continue;
        const value = valueFor(component, words, mention);
        if (value === null || entryProblem(protocol.document, { componentId: component.id, value }) !== null) continue;
        seen.add(key);
        proposals.push(proposalOf(protocol, component, value));
      }
    }
  }
  return proposals.slice(0, MAX_PROTOCOL_ENTRIES);
}
