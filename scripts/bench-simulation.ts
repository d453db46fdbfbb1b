// Simulated days shared by the honesty benchmarks (bench-insights, bench-experiments): seeded
// standard normals and outcomes that carry over from one day to the next.
import type { SeededRandom } from '../core/src/insights/seeded-random.logic';

/** A standard normal draw (Box–Muller); 1 − u keeps the logarithm away from 0. */
export function normal(random: SeededRandom): number {
  return Math.sqrt(-2 * Math.log(1 - random.float())) * Math.cos(2 * Math.PI * random.float());
}

/** AR(1) with `phi`, stationary with sd 1: the first day is drawn from the stationary law. */
export function arSeries(random: SeededRandom, days: number, phi: number): number[] {
  const values: number[] = [];
  let level = normal(random);
  for (let day = 0; day < days; day++) {
    if (day > 0) level = phi * level + Math.sqrt(1 - phi * phi) * normal(random);
    values.push(level);
  }
  return values;
}
