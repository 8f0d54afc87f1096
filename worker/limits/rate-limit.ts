import { eq, lt, sql } from "drizzle-orm";
import { rateLimits } from "../../schema/tables";
import type { Db } from "../db";
import { Limited } from "../domain-errors";

/** A fixed-window rule: at most `limit` events per `seconds` for one key. */
export interface Rule {
  limit: number;
  seconds: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface Count {
  count: number;
  /** Seconds until the window resets. */
  retryAfter: number;
}

/** Counts one event for `key` in one atomic statement (to run, or to batch with a route's reads). */
export function hitStatement(db: Db, key: string, rule: Rule, now = nowSeconds()) {
  const expired = sql`${rateLimits.windowStart} + ${rule.seconds} <= ${now}`;
  return db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${now} ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
}

/** The window's count from what hitStatement returned. */
export function countOf(rows: readonly { count: number; windowStart: number }[], rule: Rule, now = nowSeconds()): Count {
  const row = rows[0]!;
  return { count: row.count, retryAfter: Math.max(1, row.windowStart + rule.seconds - now) };
}

/** Counts one event for `key` and returns the window's count. */
export async function hit(db: Db, key: string, rule: Rule, now = nowSeconds()): Promise<Count> {
  return countOf(await hitStatement(db, key, rule, now), rule, now);
}

/** Refuses an event past the rule's limit (Limited: 429 + Retry-After). */
export function refuseOver(count: Count, rule: Rule, message: string): void {
  if (count.count > rule.limit) throw new Limited(message, count.retryAfter);
}

/** The current count for `key` without counting anything. */
export async function peek(db: Db, key: string, rule: Rule, now = nowSeconds()): Promise<Count> {
  const row = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).get();
  if (!row || row.windowStart + rule.seconds <= now) return { count: 0, retryAfter: 0 };
  return { count: row.count, retryAfter: Math.max(1, row.windowStart + rule.seconds - now) };
}

export async function clear(db: Db, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Drops windows that ended more than a day ago (run by the cron). */
export async function pruneRateLimits(db: Db, now = nowSeconds()) {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, now - 24 * 3600));
}
