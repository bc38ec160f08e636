// Fixed-window counters in the database, so a limit holds across every app instance serving the
// same database (decision 0122). One upsert per hit; windows older than a day are pruned.
import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rateLimitCounters } from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';

const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;

export type RateLimit = { key: string; max: number; windowMs: number };

/** Counts one hit per limit; throws 429 (with Retry-After seconds in the payload) when one is exceeded. */
export async function hitRateLimits(
  db: Executor,
  limits: RateLimit[],
  message: string,
  now = new Date(),
): Promise<void> {
  let retryAfterMs = 0;
  for (const limit of limits) {
    const windowStart = new Date(Math.floor(now.getTime() / limit.windowMs) * limit.windowMs);
    const [row] = await db
      .insert(rateLimitCounters)
      .values({ key: limit.key, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitCounters.key, rateLimitCounters.windowStart],
        set: { hits: sql`${rateLimitCounters.hits} + 1` },
      })
      .returning({ hits: rateLimitCounters.hits });
    if ((row?.hits ?? 0) > limit.max) {
      retryAfterMs = Math.max(retryAfterMs, windowStart.getTime() + limit.windowMs - now.getTime());
    }
  }
  // Housekeeping through the window_start index; usually deletes nothing.
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(now.getTime() - PRUNE_AFTER_MS)));
  if (retryAfterMs > 0) throw new ApiError(429, message, { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) });
}
