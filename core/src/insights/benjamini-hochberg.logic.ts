/**
 * Benjamini–Hochberg adjusted p-values, in the order given. A pair is a link when its adjusted
 * value is at most the false discovery rate: among the links shown, that share at most are expected
 * to be chance. Each extra pair a person tests raises every other pair's bar, which is why pairs are
 * questions a person chooses and not everything against everything.
 *
 * Step-up: with m values sorted ascending, the i-th becomes min over j ≥ i of p_j · m / j, capped at 1.
 */
export function benjaminiHochberg(pValues: readonly number[]): number[] {
  const count = pValues.length;
  const order = pValues.map((_, index) => index).sort((a, b) => pValues[a]! - pValues[b]!);
  const adjusted = new Array<number>(count);
  let running = 1;
  for (let rank = count; rank >= 1; rank--) {
    const index = order[rank - 1]!;
    running = Math.min(running, (pValues[index]! * count) / rank);
    adjusted[index] = running;
  }
  return adjusted;
}
