import { and, desc, eq, max } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { screenRevisions } from "./screen-revisions.table.js";

export type RevisionRow = typeof screenRevisions.$inferSelect;

/** Appends the next revision of a screen (the caller holds the screen's row lock). */
export async function addRevision(
  db: Db,
  values: { screenId: number; document: unknown; authorPersonId: number | null; comment?: string },
): Promise<RevisionRow> {
  const [last] = await db
    .select({ n: max(screenRevisions.revision) })
    .from(screenRevisions)
    .where(eq(screenRevisions.screenId, values.screenId));
  const [row] = await db
    .insert(screenRevisions)
    .values({ ...values, comment: values.comment ?? "", revision: (last?.n ?? 0) + 1 })
    .returning();
  return row!;
}

export const listRevisions = (db: Db, screenId: number) =>
  db
    .select()
    .from(screenRevisions)
    .where(eq(screenRevisions.screenId, screenId))
    .orderBy(desc(screenRevisions.revision));

export async function findRevision(
  db: Db,
  screenId: number,
  revision: number,
): Promise<RevisionRow | undefined> {
  const [row] = await db
    .select()
    .from(screenRevisions)
    .where(and(eq(screenRevisions.screenId, screenId), eq(screenRevisions.revision, revision)));
  return row;
}

export async function latestRevisionNumber(db: Db, screenId: number): Promise<number> {
  const [row] = await db
    .select({ n: max(screenRevisions.revision) })
    .from(screenRevisions)
    .where(eq(screenRevisions.screenId, screenId));
  return row?.n ?? 0;
}
