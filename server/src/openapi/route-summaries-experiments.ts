import type { RouteDocs } from './route-doc';

// N-of-1 experiments: planned on and off days for one habit, and what they showed (docs/api.md, "Experiments").

const NOT_THEIRS = 'No experiment with this id among the caller’s';

export const EXPERIMENT_ROUTE_DOCS: RouteDocs = {
  'GET /api/experiments': {
    summary: 'List the caller’s experiments',
    tag: 'Experiments',
    description:
      'Newest first, each with its plan (worked out again from its stored seed) and today’s assignment (`today`, null outside the plan or once stopped).',
  },
  'POST /api/experiments': {
    summary: 'Start an experiment',
    tag: 'Experiments',
    description:
      'A habit done or not, an outcome, a lag, the smallest change that matters, the hoped direction, a design and a stopping rule, ' +
      'fixed from here on. The seed of the plan is drawn by the server. `startDay` is today or later in the caller’s time zone.',
    errors: {
      404: 'A protocol named is not the caller’s',
      409: 'The caller already runs `MAX_RUNNING_EXPERIMENTS` (3) experiments, or keeps `MAX_EXPERIMENTS` (50)',
    },
  },
  'GET /api/experiments/:id': { summary: 'One experiment, with its plan', tag: 'Experiments', errors: { 404: NOT_THEIRS } },
  'PATCH /api/experiments/:id': {
    summary: 'Stop an experiment today',
    tag: 'Experiments',
    description: '`{ "stop": true }`: the days before today count; its result is final and `experiment.finished` is sent once.',
    errors: { 404: NOT_THEIRS },
  },
  'DELETE /api/experiments/:id': {
    summary: 'Delete an experiment',
    tag: 'Experiments',
    success: { status: 204, description: 'Deleted' },
    errors: { 404: NOT_THEIRS },
  },
  'GET /api/experiments/:id/result': {
    summary: 'What the experiment showed so far',
    tag: 'Experiments',
    description:
      'Each passed day marked followed, notFollowed (analysed as done) or unknown (left out); the effect with its 90 % interval, ' +
      'P(meaningful), P(no meaningful effect), the verdict and its sentence. Inconclusive before 3 analysed days with and 3 without.',
    errors: { 404: NOT_THEIRS },
  },
  'GET /api/experiments/:id/export': {
    summary: 'Download the experiment to check it anywhere',
    tag: 'Experiments',
    description: 'A ZIP with design.json, daily.csv and recompute.R (base R: `Rscript recompute.R` works the figures out again).',
    success: { status: 200, description: 'experiment-<id>-<startDay>.zip', contentType: 'application/zip' },
    errors: { 404: NOT_THEIRS },
  },
};
