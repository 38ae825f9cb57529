import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, min, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { outbox, type OutboxRow } from "./outbox.table.js";

export type OutboxEntry = {
  channel: "email" | "sms";
  to: string;
  subject: string | null;
  body: string;
  html: string | null;
  /** Now for a row a sender should deliver; null keeps it in the outbox (no transport). */
  nextAttemptAt: Date | null;
};

export async function insertOutbox(db: Db, entry: OutboxEntry): Promise<void> {
  await db.insert(outbox).values(entry);
}

/** What the designer's Outbox page lists: every message not (yet) handed to a transport. */
export async function listOutbox(db: Db, limit = 100) {
  return db
    .select()
    .from(outbox)
    .where(isNull(outbox.sentAt))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
}

/**
 * Claims up to `limit` due rows of the given channels for one delivery attempt each: the attempt is
 * counted and next_attempt_at moves to the end of the lease, so no other sender (another instance
 * on the same PostgreSQL) takes them until then. SKIP LOCKED lets concurrent claims pass each other
 * instead of waiting; a sender that dies mid-delivery leaves rows that fall due when the lease ends.
 */
export async function claimDue(
  db: Db,
  channels: OutboxRow["channel"][],
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(lte(outbox.nextAttemptAt, now), inArray(outbox.channel, channels)))
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(and(inArray(outbox.id, due), isNull(outbox.sentAt)))
    .returning();
}

export async function markSent(db: Db, id: number, at: Date): Promise<void> {
  await db.update(outbox).set({ sentAt: at, error: null, nextAttemptAt: null }).where(eq(outbox.id, id));
}

/** `retryAt` null: the last attempt failed, the row stays in the outbox with its error. */
export async function markFailed(db: Db, id: number, error: string, retryAt: Date | null): Promise<void> {
  await db.update(outbox).set({ error, nextAttemptAt: retryAt }).where(eq(outbox.id, id));
}

/** When the next row of these channels falls due (or a lease ends), so the sender can sleep until then. */
export async function nextDue(db: Db, channels: OutboxRow["channel"][]): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(outbox.nextAttemptAt) })
    .from(outbox)
    .where(and(isNotNull(outbox.nextAttemptAt), inArray(outbox.channel, channels)));
  return row?.at ? new Date(row.at) : null;
}
