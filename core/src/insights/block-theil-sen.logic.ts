/** Slope thresholds kept per pair: the bootstrap finds the median's bucket among them, then reads one bucket. */
const BUCKETS = 1_024;
/** Probes guessed by interpolation before the search falls back to halving what is left (at most 4 + 10 in all). */
const GUESSES = 4;

/**
 * The exact Theil–Sen slope of any block-bootstrap resample, fast enough for thousands of resamples
 * of a year of days (66,000 slopes each, which would take seconds one by one).
 *
 * A resample is known by how many times it drew each block (`counts`). Its pairwise slopes are the
 * original ones, repeated: a slope between days of blocks a ≠ b appears c_a·c_b times, and one between
 * two days of block a appears c_a² times (c_a times within the copies, twice for each two copies); a
 * day paired with its own copy has no slope. So the slopes are sorted once, grouped by their two
 * blocks, and the median of a resample is a weighted median: a search over bucket thresholds
 * (counts of each group below each threshold, worked out once) finds the bucket that holds it, and
 * only that bucket's slopes are written out and the median picked among them.
 *
 * `blockOf[i]` is day i's block, 0 … blocks − 1. With every count 1 this is the plain Theil–Sen slope.
 */
export function blockTheilSen(
  xs: ArrayLike<number>,
  ys: ArrayLike<number>,
  blockOf: ArrayLike<number>,
  blocks: number,
): (counts: ArrayLike<number>) => number | null {
  const groupOf = (first: number, second: number) =>
    Math.min(blockOf[first]!, blockOf[second]!) * blocks + Math.max(blockOf[first]!, blockOf[second]!);
  // Two passes: count each group's slopes, then write them into one array, group after group.
  const sizes = new Int32Array(blocks * blocks);
  for (let first = 0; first < xs.length; first++)
    for (let second = first + 1; second < xs.length; second++) if (xs[second] !== xs[first]) sizes[groupOf(first, second)]! += 1;
  const groups: number[] = [];
  const starts: number[] = [];
  const offsets = new Int32Array(blocks * blocks);
  let total = 0;
  sizes.forEach((size, group) => {
    offsets[group] = total;
    if (size === 0) return;
    groups.push(group);
    starts.push(total);
    total += size;
  });
  if (total === 0) return () => null;
  starts.push(total);
  const slopes = new Float64Array(total);
  const filled = offsets.slice();
  for (let first = 0; first < xs.length; first++) {
    for (let second = first + 1; second < xs.length; second++) {
      const run = xs[second]! - xs[first]!;
      if (run !== 0) slopes[filled[groupOf(first, second)]!++] = (ys[second]! - ys[first]!) / run;
    }
  }
  const groupCount = groups.length;
  for (let g = 0; g < groupCount; g++) slopes.subarray(starts[g], starts[g + 1]).sort();
  const firstBlocks = Int32Array.from(groups, (group) => Math.floor(group / blocks));
  const secondBlocks = Int32Array.from(groups, (group) => group % blocks);
  const groupStarts = Int32Array.from(starts);

  // Bucket edges at quantiles of every step-th slope: any rising edges give the exact median, and
  // sorting a sample is quicker than sorting all. The last edge takes in everything above.
  const step = Math.max(1, Math.floor(total / (BUCKETS * 8)));
  const sample = Float64Array.from({ length: Math.ceil(total / step) }, (_, index) => slopes[index * step]!).sort();
  const bucketCount = Math.min(BUCKETS, sample.length);
  const thresholds = Float64Array.from({ length: bucketCount }, (_, bucket) =>
    bucket === bucketCount - 1 ? Number.POSITIVE_INFINITY : sample[Math.ceil(((bucket + 1) * sample.length) / bucketCount) - 1]!,
  );
  // below[bucket * groupCount + g]: the index in `slopes` past group g's slopes at most thresholds[bucket].
  const below = new Int32Array(bucketCount * groupCount);
  for (let g = 0; g < groupCount; g++) {
    let index = starts[g]!;
    for (let bucket = 0; bucket < bucketCount; bucket++) {
      while (index < starts[g + 1]! && slopes[index]! <= thresholds[bucket]!) index++;
      below[bucket * groupCount + g] = index;
    }
  }

  // Per resample: the groups it draws (weight above 0) and their weights.
  const active = new Int32Array(groupCount);
  const weights = new Float64Array(groupCount);
  let activeCount = 0;
  // The resample's number of slopes, counting each as many times as it holds it.
  let resampleWeight = 0;
  let written = new Float64Array(1024);
  const weightBelow = (bucket: number) => {
    if (bucket < 0) return 0;
    let sum = 0;
    for (let index = 0; index < activeCount; index++) {
      const g = active[index]!;
      sum += (below[bucket * groupCount + g]! - groupStarts[g]!) * weights[g]!;
    }
    return sum;
  };
  /**
   * The first bucket whose weight below reaches k, and the weight below the bucket before it.
   * Buckets hold about equal shares of the slopes, so the weight below grows about evenly from
   * bucket to bucket, in a resample as in the data: each probe guesses the bucket by straight-line
   * interpolation between the two ends known so far, and lands at or next to it: about 4.5
   * weighings of the drawn blocks on a simulated year, where halving 1,024 buckets takes 10. After
   * GUESSES probes halving takes over, so uneven weights never cost more than 14.
   */
  const bucketOf = (k: number): { bucket: number; before: number } => {
    // The bucket is in [low, high]; weightLow is the weight below bucket low − 1, weightHigh below high.
    let low = 0;
    let weightLow = 0;
    let high = bucketCount - 1;
    // The last bucket takes in everything.
    let weightHigh = resampleWeight;
    let guesses = 0;
    while (low < high) {
      const span = high - low + 1;
      const guess = low - 1 + Math.ceil(((k - weightLow) / (weightHigh - weightLow)) * span);
      const probe = guesses < GUESSES ? Math.min(high - 1, Math.max(low, guess)) : (low + high) >> 1;
      guesses += 1;
      const weight = weightBelow(probe);
      if (weight >= k) {
        high = probe;
        weightHigh = weight;
      } else {
        low = probe + 1;
        weightLow = weight;
      }
    }
    return { bucket: low, before: weightLow };
  };
  /** The k-th smallest slope (1-based) of the resample, and the next one when `withNext`. */
  const kth = (k: number, withNext: boolean): number => {
    const { bucket: low, before } = bucketOf(k);
    // Write the bucket's slopes out, each as many times as the resample holds it, and pick by rank.
    let length = 0;
    for (let index = 0; index < activeCount; index++) {
      const g = active[index]!;
      const from = low > 0 ? below[(low - 1) * groupCount + g]! : groupStarts[g]!;
      const to = below[low * groupCount + g]!;
      const weight = weights[g]!;
      if (length + (to - from) * weight > written.length) {
        const larger = new Float64Array(Math.max(written.length * 2, length + (to - from) * weight));
        larger.set(written.subarray(0, length));
        written = larger;
      }
      for (let slope = from; slope < to; slope++) for (let copy = 0; copy < weight; copy++) written[length++] = slopes[slope]!;
    }
    const rank = k - before - 1;
    const value = selectInPlace(written, length, rank);
    if (!withNext) return value;
    // The two middle slopes, almost always in the same bucket: the next is the smallest above rank.
    if (rank + 1 >= length) return (value + kth(k + 1, false)) / 2;
    let next = Number.POSITIVE_INFINITY;
    for (let index = rank + 1; index < length; index++) if (written[index]! < next) next = written[index]!;
    return (value + next) / 2;
  };

  return (counts) => {
    let count = 0;
    activeCount = 0;
    for (let g = 0; g < groupCount; g++) {
      const weight = counts[firstBlocks[g]!]! * counts[secondBlocks[g]!]!;
      weights[g] = weight;
      if (weight === 0) continue;
      active[activeCount++] = g;
      count += weight * (groupStarts[g + 1]! - groupStarts[g]!);
    }
    if (count === 0) return null;
    resampleWeight = count;
    // The median of `count` slopes: the middle one, or the mean of the two middle ones.
    return kth(Math.floor((count + 1) / 2), count % 2 === 0);
  };
}

/**
 * The value of rank `rank` (0-based) among the first `length` values, by quickselect (Hoare's
 * partition), leaving smaller values before it and larger ones after: a bucket is read once per
 * resample, and sorting it whole would cost more than the search that found it.
 */
function selectInPlace(values: Float64Array, length: number, rank: number): number {
  let left = 0;
  let right = length - 1;
  while (left < right) {
    const pivot = values[(left + right) >> 1]!;
    let low = left;
    let high = right;
    while (low <= high) {
      while (values[low]! < pivot) low++;
      while (values[high]! > pivot) high--;
      if (low <= high) {
        const kept = values[low]!;
        values[low] = values[high]!;
        values[high] = kept;
        low++;
        high--;
      }
    }
    if (rank <= high) right = high;
    else if (rank >= low) left = low;
    else break;
  }
  return values[rank]!;
}
