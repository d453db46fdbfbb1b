/** The addresses of experiments; query keys start with the URL they read (docs/product.md §7). */
export const EXPERIMENTS_URL = '/api/experiments';

export const experimentUrl = (id: number) => `${EXPERIMENTS_URL}/${id}`;
export const experimentResultUrl = (id: number) => `${experimentUrl(id)}/result`;
/** The bundle (design.json, daily.csv, recompute.R) as a ZIP, downloaded by a plain link. */
export const experimentExportUrl = (id: number) => `${experimentUrl(id)}/export`;

export const experimentKeys = {
  list: () => [EXPERIMENTS_URL] as const,
  one: (id: number) => [experimentUrl(id)] as const,
  result: (id: number) => [experimentResultUrl(id)] as const,
};
