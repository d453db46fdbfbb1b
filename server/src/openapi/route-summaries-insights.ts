import type { RouteDocs } from './route-doc';

// "What works for me": a person's pairs and what their own data says about each (docs/api.md, "Insights").

const NOT_THEIRS = 'No pair with this key among the caller’s';

export const INSIGHT_ROUTE_DOCS: RouteDocs = {
  'GET /api/insights': {
    summary: 'What works for me: every pair and what the data says',
    tag: 'Insights',
    description:
      'Suggested and added pairs, hidden ones included (`hidden: true`, not tested). Each shown pair past the gate ' +
      '(14 paired days, 5 in each arm) has a status, an effect with its 90 % interval and p-values adjusted across the ' +
      'shown pairs; below it, `missing` says what is needed. The stored answer is kept while nothing it was worked out from changed.',
  },
  'POST /api/insights/recompute': { summary: 'Work the insights out again now', tag: 'Insights' },
  'POST /api/insights/pairs': {
    summary: 'Add a pair',
    tag: 'Insights',
    description: 'A factor, an outcome and a lag; answers the new pair with its figures.',
    errors: {
      404: 'A protocol in the pair is not the caller’s',
      409: 'The same pair is already there, or the caller has `MAX_INSIGHT_PAIRS` (40) pairs, suggestions included',
    },
  },
  'PATCH /api/insights/pairs/:key': {
    summary: 'Hide a pair, or show it again',
    tag: 'Insights',
    description: 'A hidden pair leaves the tests, so the other pairs’ adjusted p-values change with it.',
    errors: { 404: NOT_THEIRS },
  },
  'DELETE /api/insights/pairs/:key': {
    summary: 'Delete a pair the caller added',
    tag: 'Insights',
    success: { status: 204, description: 'Deleted' },
    errors: { 404: NOT_THEIRS, 409: 'A suggested pair can be hidden, not deleted' },
  },
};
