import type { CustomProtocol } from '@uh/core/custom-protocols/custom-protocols.schema';
import type { ProtocolDocument } from '@uh/core/custom-protocols/protocol-document.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, throwIfResNotOk } from '#lib/api-client';
import { CUSTOM_PROTOCOLS_URL, customProtocolKeys } from './custom-protocol-keys';

export type ProtocolTemplates = { templates: ProtocolDocument[]; builtIns: ProtocolDocument[] };

const readJson = async <T>(url: string, signal: AbortSignal): Promise<T> => {
  const response = await apiFetch(url, { signal });
  await throwIfResNotOk(response);
  return (await response.json()) as T;
};

/** GET /api/custom-protocols: every protocol of the person in their order, archived ones flagged. */
export const customProtocolsQueryOptions = () =>
  queryOptions({
    queryKey: customProtocolKeys.list(),
    queryFn: async ({ signal }) => (await readJson<{ protocols: CustomProtocol[] }>(CUSTOM_PROTOCOLS_URL, signal)).protocols,
  });

/** GET /api/custom-protocols/{id}: one protocol; another person's answers 404. */
export const customProtocolQueryOptions = (id: number) =>
  queryOptions({
    queryKey: customProtocolKeys.one(id),
    queryFn: ({ signal }) => readJson<CustomProtocol>(`${CUSTOM_PROTOCOLS_URL}/${id}`, signal),
  });

/** GET /api/custom-protocols/templates: the ready-made documents and the read-only built-ins to copy. */
export const protocolTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: customProtocolKeys.templates(),
    queryFn: ({ signal }) => readJson<ProtocolTemplates>(`${CUSTOM_PROTOCOLS_URL}/templates`, signal),
  });

/** Where a protocol's file is downloaded from (`<id>.protocol.json`). */
export const exportUrl = (id: number) => `${CUSTOM_PROTOCOLS_URL}/${id}/export`;
