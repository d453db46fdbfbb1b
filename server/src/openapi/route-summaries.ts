import { TRACKERS } from '../trackers';
import type { RouteDocs } from './route-doc';
import { ACCOUNT_ROUTE_DOCS } from './route-summaries-account';
import { ADMIN_ROUTE_DOCS } from './route-summaries-admin';
import { CUSTOM_PROTOCOL_ROUTE_DOCS } from './route-summaries-custom-protocols';
import { EXPERIMENT_ROUTE_DOCS } from './route-summaries-experiments';
import { INSIGHT_ROUTE_DOCS } from './route-summaries-insights';
import { LOG_ROUTE_DOCS } from './route-summaries-logs';
import { LOOP_ROUTE_DOCS } from './route-summaries-loop';
import { SERVICE_ROUTE_DOCS } from './route-summaries-services';
import { SHARING_ROUTE_DOCS } from './route-summaries-sharing';

/** Each protocol's log routes, summarised in its own feature folder. */
const PROTOCOL_ROUTE_DOCS: RouteDocs[] = Object.values(TRACKERS).map((tracker) => tracker.routeDocs);

/**
 * The summary, section and route-specific errors of every documented /api route, kept here (and
 * beside each tracker) rather than in the route definitions so that the routes stay a few lines
 * each (docs/architecture.md).
 * openapi.test.ts fails for a route missing from it and for an entry naming no route.
 */
export const ROUTE_DOCS: RouteDocs = {
  ...(Object.assign({}, ...PROTOCOL_ROUTE_DOCS) as RouteDocs),
  ...LOG_ROUTE_DOCS,
  ...CUSTOM_PROTOCOL_ROUTE_DOCS,
  ...LOOP_ROUTE_DOCS,
  ...INSIGHT_ROUTE_DOCS,
  ...EXPERIMENT_ROUTE_DOCS,
  ...ACCOUNT_ROUTE_DOCS,
  ...SERVICE_ROUTE_DOCS,
  ...SHARING_ROUTE_DOCS,
  ...ADMIN_ROUTE_DOCS,
};

/** The parts, for the test that no key is in two of them (a spread keeps only the last). */
export const ROUTE_DOC_PARTS: RouteDocs[] = [
  ...PROTOCOL_ROUTE_DOCS,
  LOG_ROUTE_DOCS,
  CUSTOM_PROTOCOL_ROUTE_DOCS,
  LOOP_ROUTE_DOCS,
  INSIGHT_ROUTE_DOCS,
  EXPERIMENT_ROUTE_DOCS,
  ACCOUNT_ROUTE_DOCS,
  SERVICE_ROUTE_DOCS,
  SHARING_ROUTE_DOCS,
  ADMIN_ROUTE_DOCS,
];
