import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { oneTimeSecrets, type OneTimeSecretRow } from "./one-time-secrets.table.js";

export type NewSecret = typeof oneTimeSecrets.$inferInsert;

export async function insertSecret(db: Db, row: NewSecret): Promise<void> {
  await db.insert(oneTimeSecrets).values(row);
}

/** A secret that is of the kind, unused and unexpired; anything else is as good as unknown. */
export async function findUsableSecret(
  db: Db,
  kind: OneTimeSecretRow["kind"],
  secretHash: string,
  now: Date,
) {
  const [row] = await db
    .select()
    .from(oneTimeSecrets)
    .where(
      and(
        eq(oneTimeSecrets.kind, kind),
        eq(oneTimeSecrets.secretHash, secretHash),
        isNull(oneTimeSecrets.usedAt),
        gt(oneTimeSecrets.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** Marks used only if still unused, so two concurrent redemptions cannot both succeed. */
export async function markSecretUsed(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(oneTimeSecrets)
    .set({ usedAt: now })
    .where(and(eq(oneTimeSecrets.id, id), isNull(oneTimeSecrets.usedAt)))
    .returning({ id: oneTimeSecrets.id });
  return rows.length === 1;
}

/**
 * The decoy's stand-in for the outbox row a real account's answer writes: one more statement that
 * writes one row, so answers for unknown and known accounts cost alike (bench/recovery-timing.ts).
 */
export async function touchSecret(db: Db, id: string): Promise<void> {
  await db.update(oneTimeSecrets).set({ tries: 0 }).where(eq(oneTimeSecrets.id, id));
}

/** Uses up every still-unused secret of the kind that belongs to the person (a reset ends the rest). */
export async function useUpSecretsOf(
  db: Db,
  personId: number,
  kind: OneTimeSecretRow["kind"],
  now: Date,
): Promise<void> {
  await db
    .update(oneTimeSecrets)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeSecrets.personId, personId),
        eq(oneTimeSecrets.kind, kind),
        isNull(oneTimeSecrets.usedAt),
      ),
    );
}

/**
 * Spends one try of a live, unused secret atomically (concurrent guesses cannot exceed the budget)
 * and returns it, or undefined when it is exhausted, used, expired or unknown.
 */
export async function claimTry(
  db: Db,
  id: string,
  kind: OneTimeSecretRow["kind"],
  maxTries: number,
  now: Date,
) {
  const [row] = await db
    .update(oneTimeSecrets)
    .set({ tries: sql`${oneTimeSecrets.tries} + 1` })
    .where(
      and(
        eq(oneTimeSecrets.id, id),
        eq(oneTimeSecrets.kind, kind),
        isNull(oneTimeSecrets.usedAt),
        gt(oneTimeSecrets.expiresAt, now),
        lt(oneTimeSecrets.tries, maxTries),
      ),
    )
    .returning();
  return row;
}

/** Housekeeping: secrets a day past expiry can never be used again. */
export async function deleteStaleSecrets(db: Db, now: Date): Promise<void> {
  await db.delete(oneTimeSecrets).where(lt(oneTimeSecrets.expiresAt, new Date(now.getTime() - 86_400_000)));
}
