import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { metadataDrafts as drafts, type DraftRow } from "./drafts.table.js";

const byKey = (kind: string, name: string, personId: number) =>
  and(eq(drafts.kind, kind), sql`lower(${drafts.name}) = lower(${name})`, eq(drafts.personId, personId));

export async function findDraft(
  db: Db,
  kind: string,
  name: string,
  personId: number,
): Promise<DraftRow | undefined> {
  const [row] = await db
    .select()
    .from(drafts)
    .where(byKey(kind, name, personId))
    .limit(1);
  return row;
}

/**
 * Autosave: the person's one draft of the document, replaced whole. The unique index is on
 * lower(name), which an ON CONFLICT target cannot name here: update, else insert, else (a save
 * of the same draft inserted meanwhile) update again.
 */
export async function saveDraft(
  db: Db,
  values: { kind: string; name: string; personId: number; baseRevision: number; document: unknown },
): Promise<DraftRow> {
  const set = {
    name: values.name,
    baseRevision: values.baseRevision,
    document: values.document,
    savedAt: new Date(),
  };
  const update = () =>
    db
      .update(drafts)
      .set(set)
      .where(byKey(values.kind, values.name, values.personId))
      .returning();
  const [updated] = await update();
  if (updated) return updated;
  const [inserted] = await db
    .insert(drafts)
    .values({ ...values, ...set })
    .onConflictDoNothing()
    .returning();
  return inserted ?? (await update())[0]!;
}

export const deleteDraft = (db: Db, kind: string, name: string, personId: number) =>
  db.delete(drafts).where(byKey(kind, name, personId));

/** When the person last saved a draft of each document of a kind, by lower-cased name. */
export async function draftTimesOf(db: Db, kind: string, personId: number): Promise<Map<string, Date>> {
  const rows = await db
    .select({ name: drafts.name, savedAt: drafts.savedAt })
    .from(drafts)
    .where(and(eq(drafts.kind, kind), eq(drafts.personId, personId)));
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.savedAt]));
}
