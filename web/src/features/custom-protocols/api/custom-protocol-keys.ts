/** The query keys and addresses of a person's own protocols (docs/protocols.md), shared by every hook. */
export const CUSTOM_PROTOCOLS_URL = '/api/custom-protocols';

export const customProtocolKeys = {
  all: () => ['custom-protocols'] as const,
  list: () => ['custom-protocols', 'list'] as const,
  one: (id: number) => ['custom-protocols', id] as const,
  days: (id: number, from: string, to: string) => ['custom-protocols', id, 'days', from, to] as const,
  /** Every range of one protocol's days: what a log, a skip or a pause changes. */
  allDays: (id: number) => ['custom-protocols', id, 'days'] as const,
  templates: () => ['custom-protocols', 'templates'] as const,
  figures: (from: string, to: string) => ['custom-protocols', 'figures', from, to] as const,
  /** Every timeframe's figures of every protocol: what any change to any protocol's days changes. */
  allFigures: () => ['custom-protocols', 'figures'] as const,
};
