import type { LocalDate } from '../common/calendar.logic';
import { dayOfWeek } from '../common/calendar.logic';
import { writeCsv } from '../common/csv.logic';
import { EXPERIMENT_PRIOR, INTERVAL_LEVEL, MIN_ANALYSED_PER_ARM, MODEL_COLUMNS, VERDICT_PROBABILITY } from './experiment-model.logic';
import type { ComplianceDay, Experiment, ExperimentResult } from './experiments.schema';

export const DAILY_CSV_COLUMNS = ['day', 'phase', 'assigned', 'done', 'outcome', 'weekday', 'block', 'followed'] as const;

export type ExperimentBundleInput = {
  experiment: Pick<
    Experiment,
    'intervention' | 'outcome' | 'lag' | 'smallestChange' | 'direction' | 'design' | 'stopping' | 'startDay' | 'seed' | 'plan'
  >;
  /** The result as the app worked it out; its compliance lists the days that have passed. */
  result: Pick<
    ExperimentResult,
    'verdict' | 'effect' | 'probabilityMeaningful' | 'probabilityHopedDirection' | 'probabilityNoMeaningfulEffect' | 'compliance'
  >;
  /** The outcome paired with each plan day. */
  outcomes: ReadonlyMap<LocalDate, number>;
};

export type ExperimentBundle = { 'design.json': string; 'daily.csv': string; 'recompute.R': string };

/**
 * The export of an experiment, three files that let anyone check its figures without the app:
 * design.json (the question, design, seed, plan, compliance, model and prior, and the figures the
 * app gave), daily.csv (one row per day that has passed) and recompute.R, a base-R script that reads
 * both and works the posterior out again with the same prior and model.
 */
export function experimentBundle(input: ExperimentBundleInput): ExperimentBundle {
  const { experiment, result } = input;
  const design = {
    intervention: experiment.intervention,
    outcome: experiment.outcome,
    lag: experiment.lag,
    smallestChange: experiment.smallestChange,
    direction: experiment.direction,
    design: experiment.design,
    stopping: experiment.stopping,
    startDay: experiment.startDay,
    seed: experiment.seed,
    planLength: experiment.plan.length,
    model: {
      columns: MODEL_COLUMNS,
      outcome: 'standardised: minus its mean, over its sd across the analysed days',
      prior: EXPERIMENT_PRIOR,
      intervalLevel: INTERVAL_LEVEL,
      verdictProbability: VERDICT_PROBABILITY,
    },
    plan: experiment.plan,
    compliance: result.compliance.map(({ day, assigned, done, mark, analysed }) => ({ day, assigned, done, mark, analysed })),
    figures: {
      verdict: result.verdict,
      effectMean: result.effect.mean,
      effectLow: result.effect.low,
      effectHigh: result.effect.high,
      probabilityMeaningful: result.probabilityMeaningful,
      probabilityHopedDirection: result.probabilityHopedDirection,
      probabilityNoMeaningfulEffect: result.probabilityNoMeaningfulEffect,
    },
  };
  return {
    'design.json': `${JSON.stringify(design, null, 2)}\n`,
    'daily.csv': dailyCsv(result.compliance, input.outcomes),
    'recompute.R': RECOMPUTE_R,
  };
}

/** One row per day: done and outcome are empty when unknown; weekday 0 = Sunday … 6 = Saturday, of the plan day. */
export function dailyCsv(compliance: readonly ComplianceDay[], outcomes: ReadonlyMap<LocalDate, number>): string {
  const rows = compliance.map((day) => {
    const outcome = outcomes.get(day.day);
    return [
      day.day,
      day.phase,
      String(day.assigned),
      day.done === null ? '' : String(day.done),
      outcome === undefined || !Number.isFinite(outcome) ? '' : String(outcome),
      String(dayOfWeek(day.day)),
      String(day.block),
      day.mark,
    ];
  });
  return writeCsv([[...DAILY_CSV_COLUMNS], ...rows]);
}

const { interceptSd, effectSd, weekdaySd, trendSd, noiseShape, noiseRate } = EXPERIMENT_PRIOR;

/** Base R only: no packages to install. Run from the folder holding the three files: `Rscript recompute.R`. */
export const RECOMPUTE_R = `# Recomputes this experiment's figures from design.json and daily.csv, with base R only.
# Model: the outcome, standardised (minus its mean, over its sd, across the analysed days), on
#   an intercept, done (1/0, as actually done), Monday ... Saturday against Sunday, and a trend over the plan.
# Prior: beta | s2 ~ N(0, s2 * diag(sd^2)), s2 ~ InvGamma(shape, rate). The effect's posterior is a Student t.
# Analysed days: the habit known (done is 0 or 1), not washout, and an outcome.

design_text <- paste(readLines("design.json", warn = FALSE), collapse = "\\n")
json_number <- function(key) as.numeric(sub(paste0('(?s).*?"', key, '": *(-?[0-9.eE+-]+).*'), "\\\\1", design_text, perl = TRUE))
json_text <- function(key) sub(paste0('(?s).*?"', key, '": *"([^"]*)".*'), "\\\\1", design_text, perl = TRUE)
smallest_change <- json_number("smallestChange")
direction <- json_text("direction")
plan_length <- json_number("planLength")
start_day <- as.Date(json_text("startDay"))

prior_intercept_sd <- ${interceptSd}
prior_effect_sd <- ${effectSd}
prior_weekday_sd <- ${weekdaySd}
prior_trend_sd <- ${trendSd}
prior_noise_shape <- ${noiseShape}
prior_noise_rate <- ${noiseRate}
interval_level <- ${INTERVAL_LEVEL}
verdict_probability <- ${VERDICT_PROBABILITY}
min_days_per_arm <- ${MIN_ANALYSED_PER_ARM}

daily <- read.csv("daily.csv", colClasses = c(day = "character", phase = "character", followed = "character"))
analysed <- daily[!is.na(daily$done) & daily$phase != "washout" & !is.na(daily$outcome), ]
y <- analysed$outcome
centre <- mean(y)
scale <- if (length(y) >= 2 && sd(y) > 0) sd(y) else 1
z <- (y - centre) / scale
position <- as.numeric(as.Date(analysed$day) - start_day)
X <- cbind(1, analysed$done, sapply(1:6, function(w) as.numeric(analysed$weekday == w)),
           (position - (plan_length - 1) / 2) / plan_length)
v0 <- c(prior_intercept_sd, prior_effect_sd, rep(prior_weekday_sd, 6), prior_trend_sd)^2
precision <- diag(1 / v0) + crossprod(X)
vn <- chol2inv(chol(precision))
mn <- vn %*% crossprod(X, z)
an <- prior_noise_shape + length(z) / 2
bn <- prior_noise_rate + 0.5 * max(0, sum(z^2) - sum(mn * (precision %*% mn)))
df <- 2 * an
location <- mn[2] * scale
spread <- sqrt(bn / an * vn[2, 2]) * scale
half <- qt(0.5 + interval_level / 2, df) * spread
hoped <- if (direction == "increase") location else -location
p_meaningful <- pt((hoped - smallest_change) / spread, df)
p_hoped <- pt(hoped / spread, df)
p_no_meaningful <- max(0, pt((smallest_change - location) / spread, df) - pt((-smallest_change - location) / spread, df))
days_on <- sum(analysed$done == 1)
days_off <- sum(analysed$done == 0)
verdict <- if (days_on < min_days_per_arm || days_off < min_days_per_arm) "inconclusive" else
  if (p_meaningful >= verdict_probability) "likelyMeaningful" else
  if (p_no_meaningful >= verdict_probability) "likelyNoMeaningfulEffect" else "inconclusive"

cat(sprintf("analysed days: %d (on %d, off %d)\\n", nrow(analysed), days_on, days_off))
cat(sprintf("effect mean: %.10g\\n", location))
cat(sprintf("%g %% interval: %.10g to %.10g\\n", 100 * interval_level, location - half, location + half))
cat(sprintf("P(meaningful, %s by >= %g): %.10g\\n", direction, smallest_change, p_meaningful))
cat(sprintf("P(%s at all): %.10g\\n", direction, p_hoped))
cat(sprintf("P(within +/- %g): %.10g\\n", smallest_change, p_no_meaningful))
cat(sprintf("verdict: %s\\n", verdict))
`;
