import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rateLimits } from "./rate-limits.table.js";

/**
 * Counts one hit in a fixed window with a single atomic upsert, so concurrent requests on any
 * number of instances never lose a count. An elapsed window restarts at 1.
 */
export async function countHit(db: Db, key: string, now: Date, windowSeconds: number) {
  const nowText = now.toISOString();
  const resetText = new Date(now.getTime() + windowSeconds * 1000).toISOString();
  const elapsed = sql`${rateLimits.resetAt} <= ${nowText}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: new Date(resetText) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${elapsed} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        resetAt: sql`CASE WHEN ${elapsed} THEN ${resetText}::timestamptz ELSE ${rateLimits.resetAt} END`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  return row!;
}

export async function readCounter(db: Db, key: string) {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  return row;
}

export async function clearCounter(db: Db, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export async function clearCounters(db: Db, keys: string[]) {
  await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
}

/** A hold: `key` is closed until `until` (an escalating delay), whatever it held before. */
export async function holdUntil(db: Db, key: string, until: Date) {
  await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: until })
    .onConflictDoUpdate({ target: rateLimits.key, set: { count: 1, resetAt: until } });
}

/** Housekeeping: windows that ended are dead weight. */
export async function deleteElapsed(db: Db, now: Date) {
  await db.delete(rateLimits).where(sql`${rateLimits.resetAt} < ${now.toISOString()}::timestamptz`);
}
