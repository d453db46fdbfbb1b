import type { Database } from './client';

/**
 * A value built once per database (or transaction) handle: prepared statements are bound to the
 * handle that runs them, and building a query costs more than running it on a read made this often.
 */
export function perDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) built.set(db, (value = build(db)));
    return value;
  };
}
