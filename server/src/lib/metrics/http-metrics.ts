import { Counter, Histogram, type Registry } from 'prom-client';

/** The route label of an answer no route matched (the not-found handler): one value, whatever the path. */
export const UNMATCHED_ROUTE = 'unmatched';

export type HttpMetrics = {
  /** Counts one answer; `route` is the route's pattern (`/api/experiments/:id`), never the path asked for. */
  observe: (answer: { method: string; route: string | undefined; statusCode: number; seconds: number }) => void;
};

/** Requests by method, route pattern and status class, and their latency by method and route pattern. */
export function createHttpMetrics(registry: Registry, prefix: string): HttpMetrics {
  const requests = new Counter({
    name: `${prefix}http_requests_total`,
    help: 'HTTP requests answered, by method, route pattern and status class (2xx, 4xx…)',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: `${prefix}http_request_duration_seconds`,
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  return {
    observe({ method, route, statusCode, seconds }) {
      const labels = { method, route: route ?? UNMATCHED_ROUTE };
      requests.inc({ ...labels, status_class: `${Math.floor(statusCode / 100)}xx` });
      duration.observe(labels, seconds);
    },
  };
}
