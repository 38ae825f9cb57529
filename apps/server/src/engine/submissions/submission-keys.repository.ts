import type { TSubmitWorkflowResponse } from "@fsm/contracts";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { submissionKeys } from "./submission-keys.table.js";

/** What a submission answered (its record's table, id and number), replayed for the same key. */
export type StoredResult = Omit<TSubmitWorkflowResponse, "replayed">;

/**
 * Claims (person, key) for this transaction. true: the key is new and ours until commit. false: an
 * earlier submission holds it; on PostgreSQL a concurrent one still in flight makes this insert
 * wait for its commit (the unique index), so the loser always sees a finished submission.
 */
export async function claimKey(
  db: Db,
  claim: { personId: number; key: string; workflow: string; payloadHash: string },
): Promise<boolean> {
  const rows = await db
    .insert(submissionKeys)
    .values(claim)
    .onConflictDoNothing({ target: [submissionKeys.personId, submissionKeys.key] })
    .returning({ id: submissionKeys.id });
  return rows.length > 0;
}

/** R: what the call that claimed the key stored (a submission's StoredResult, a note's id…). */
export async function findKey<R = StoredResult>(db: Db, personId: number, key: string) {
  const [row] = await db
    .select({ payloadHash: submissionKeys.payloadHash, result: submissionKeys.result })
    .from(submissionKeys)
    .where(and(eq(submissionKeys.personId, personId), eq(submissionKeys.key, key)));
  return row ? { payloadHash: row.payloadHash, result: row.result as R | null } : undefined;
}

export async function storeResult(db: Db, personId: number, key: string, result: object) {
  await db
    .update(submissionKeys)
    .set({ result: sql`${JSON.stringify(result)}::jsonb` })
    .where(and(eq(submissionKeys.personId, personId), eq(submissionKeys.key, key)));
}

/** How long a submission key answers replays (README "Decisions"): a wizard run's retries come within minutes. */
export const KEY_RETENTION_HOURS = 24;

/**
 * Forgets the caller's keys older than the retention, on each of their submissions: a range of the
 * (person_id, key) index, so it costs a few rows at most and needs no scheduled job.
 */
export async function forgetOldKeys(db: Db, personId: number) {
  await db
    .delete(submissionKeys)
    .where(
      and(
        eq(submissionKeys.personId, personId),
        lt(submissionKeys.createdAt, sql`now() - make_interval(hours => ${KEY_RETENTION_HOURS}::integer)`),
      ),
    );
}
