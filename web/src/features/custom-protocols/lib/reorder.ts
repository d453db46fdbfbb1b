/**
 * The whole order after moving one protocol up or down among the ones shown (archived ones keep
 * their places): it swaps places with its visible neighbour. Null when it cannot move that way.
 */
export function moveAmong(order: readonly number[], shown: readonly number[], id: number, direction: -1 | 1): number[] | null {
  const at = shown.indexOf(id);
  const neighbour = shown[at + direction];
  if (at === -1 || neighbour === undefined) return null;
  const next = [...order];
  const from = next.indexOf(id);
  const to = next.indexOf(neighbour);
  if (from === -1 || to === -1) return null;
  next[from] = neighbour;
  next[to] = id;
  return next;
}
