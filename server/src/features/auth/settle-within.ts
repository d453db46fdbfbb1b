/**
 * The promise's value, or `fallback` once `ms` have passed: a page that asks about the issuer
 * does not wait the whole discovery timeout for one that does not answer. A rejection also
 * yields the fallback.
 */
export async function settleWithin<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const patience = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)));
  try {
    return await Promise.race([promise.catch(() => fallback), patience]);
  } finally {
    clearTimeout(timer);
  }
}
