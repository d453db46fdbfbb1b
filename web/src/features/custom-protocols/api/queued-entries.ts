import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import type { QueryClient } from '@tanstack/react-query';
import { formatEntryValue } from '../lib/tracker-format';
import { customProtocolKeys } from './custom-protocol-keys';

// Entries and skips made without a connection are kept on the device like the built-in protocols'
// logs (#lib/offline-writes). Each names its day (`date`) and has no time of its own, so nothing in
// it is re-timed: it counts for the day it was made on, whenever it reaches the server.

/** The kind of a kept entry or skip: each protocol's tracker lists its own. */
export const customDayWriteKind = (protocolId: number) => `custom-protocol-day:${protocolId}`;

type LoggedValue = { componentId: string; value?: number; text?: string };

/** The protocol as the page that logs already has it: the tracker reads it alone, the dashboard and the checklist in the list. */
function cachedProtocol(queryClient: QueryClient, protocolId: number): CustomProtocol | undefined {
  return (
    queryClient.getQueryData<CustomProtocol>(customProtocolKeys.one(protocolId)) ??
    queryClient.getQueryData<CustomProtocol[]>(customProtocolKeys.list())?.find((protocol) => protocol.id === protocolId)
  );
}

/** A kept entry in the person's words: 'Evening walk · Minutes walked: 25 min', 'Vitamin D · Taken: Done'. */
export function queuedEntryLabel(queryClient: QueryClient, protocolId: number, entry: LoggedValue): string {
  const protocol = cachedProtocol(queryClient, protocolId);
  if (!protocol) return 'An entry of your protocol';
  const component = protocol.document.components.find((candidate) => candidate.id === entry.componentId);
  if (!component) return protocol.document.title;
  const value = formatEntryValue(component, { value: entry.value ?? null, text: entry.text ?? null });
  return `${protocol.document.title} · ${component.label}: ${value}`;
}

/** A kept skip in the person's words: 'Sauna · Skipped 2026-11-27'. */
export function queuedSkipLabel(queryClient: QueryClient, protocolId: number, date: string): string {
  const title = cachedProtocol(queryClient, protocolId)?.document.title ?? 'Your protocol';
  return `${title} · Skipped ${date}`;
}
