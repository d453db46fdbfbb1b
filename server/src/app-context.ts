import type { Config } from './config';
import type { Database } from './db/client';
import type { RateLimiter } from './lib/rate-limit';

/** What every route and service may depend on, passed explicitly rather than imported. */
export type AppContext = {
  config: Config;
  db: Database;
  limiter: RateLimiter;
  checkDatabase: () => Promise<void>;
};
