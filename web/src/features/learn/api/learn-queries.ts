import type { CourseProgress } from '@uh/core/learn/learn.schema';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#lib/api-client';

/** Query keys start with the URL they read (docs/product.md §7). */
export const learnKeys = {
  all: () => ['/api/learn/progress'] as const,
  progress: () => [...learnKeys.all()] as const,
};

/** GET /api/learn/progress: the signed-in person's opened courses; a course not listed was never opened. */
export const courseProgressQueryOptions = () =>
  queryOptions({
    queryKey: learnKeys.progress(),
    queryFn: async (): Promise<CourseProgress[]> => (await apiRequest('GET', '/api/learn/progress')).json(),
  });
