/** The addresses of "What works for me"; query keys start with the URL they read (docs/product.md §7). */
export const INSIGHTS_URL = '/api/insights';
export const INSIGHT_PAIRS_URL = `${INSIGHTS_URL}/pairs`;

export const insightKeys = {
  answer: () => [INSIGHTS_URL] as const,
};

/** PATCH and DELETE address one pair by its key (`pairKeyOf`), which may hold ':' and '.'. */
export const pairUrl = (key: string) => `${INSIGHT_PAIRS_URL}/${encodeURIComponent(key)}`;
