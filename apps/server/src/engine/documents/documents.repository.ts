import { and, asc, desc, eq, getTableColumns, inArray, max, notExists, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { persons } from "../../platform/persons/persons.table.js";
import {
  metadataDocuments as docs,
  metadataRevisions as revs,
  type DocumentRow,
  type RevisionOrigin,
} from "./documents.table.js";

/** A document of the kind by name, regardless of case (the unique index's terms). */
export const byName = (kind: string, name: string) =>
  and(eq(docs.kind, kind), sql`lower(${docs.name}) = lower(${name})`);

export async function findByName(db: Db, kind: string, name: string): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(docs).where(byName(kind, name)).limit(1);
  return row;
}

export async function findById(db: Db, kind: string, id: number): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(docs)
    .where(and(eq(docs.kind, kind), eq(docs.id, id)))
    .limit(1);
  return row;
}

/** Row lock so two designers saving one document get consecutive revisions, not the same one. */
export async function lockDocument(db: Db, id: number): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(docs).where(eq(docs.id, id)).for("update");
  return row;
}

export const listDocuments = (db: Db, kind: string) =>
  db.select().from(docs).where(eq(docs.kind, kind)).orderBy(asc(docs.id));

export async function childIdsOf(db: Db, parentId: number): Promise<number[]> {
  const rows = await db
    .select({ id: docs.id })
    .from(docs)
    .where(eq(docs.parentId, parentId))
    .orderBy(asc(docs.id));
  return rows.map((r) => r.id);
}

export const findByIds = (db: Db, ids: number[]) => db.select().from(docs).where(inArray(docs.id, ids));

export async function namesOf(db: Db, ids: number[]): Promise<string[]> {
  const rows = await db.select({ name: docs.name }).from(docs).where(inArray(docs.id, ids));
  return rows.map((r) => r.name);
}

type Values = Omit<typeof docs.$inferInsert, "id" | "createdAt" | "updatedAt">;

/**
 * Inserts a new document, under `id` when its name had a history (a deleted document created
 * again continues it). Nothing is inserted (undefined) when another writer has just taken the
 * name or the id: the caller answers that clearly instead of a unique-violation 500.
 */
export async function insertDocument(
  db: Db,
  values: Values,
  id: number | undefined,
): Promise<DocumentRow | undefined> {
  const [row] =
    id === undefined
      ? await db.insert(docs).values(values).onConflictDoNothing().returning()
      : await db
          .insert(docs)
          .overridingSystemValue()
          .values({ ...values, id })
          .onConflictDoNothing()
          .returning();
  return row;
}

export async function updateDocument(db: Db, id: number, values: Partial<Values>): Promise<DocumentRow> {
  const [row] = await db
    .update(docs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(docs.id, id))
    .returning();
  return row!;
}

export const deleteDocuments = (db: Db, ids: number[]) => db.delete(docs).where(inArray(docs.id, ids));

/**
 * The id whose history a new document of this name continues: the latest deleted document of the
 * kind that had the name (a live one under another name keeps its own id).
 */
export async function historyIdOf(db: Db, kind: string, name: string): Promise<number | undefined> {
  const live = db.select({ id: docs.id }).from(docs).where(eq(docs.id, revs.documentId));
  const [row] = await db
    .select({ id: revs.documentId })
    .from(revs)
    .where(and(eq(revs.kind, kind), sql`lower(${revs.name}) = lower(${name})`, notExists(live)))
    .orderBy(desc(revs.createdAt), desc(revs.revision))
    .limit(1);
  return row?.id;
}

/** Appends the next revision of a document (the caller holds its row lock or has just made it). */
export async function addRevision(
  db: Db,
  values: {
    documentId: number;
    kind: string;
    name: string;
    document: unknown;
    authorPersonId: number | null;
    comment: string;
    origin?: RevisionOrigin;
  },
): Promise<number> {
  const [last] = await db
    .select({ n: max(revs.revision) })
    .from(revs)
    .where(eq(revs.documentId, values.documentId));
  const revision = (last?.n ?? 0) + 1;
  await db.insert(revs).values({ ...values, revision });
  return revision;
}

/** A document's revisions, newest first, each with its author's name as people read it. */
export const listRevisions = (db: Db, documentId: number) =>
  db
    .select({
      ...getTableColumns(revs),
      authorName: sql<string | null>`${persons.firstName} || ' ' || ${persons.lastName}`,
    })
    .from(revs)
    .leftJoin(persons, eq(persons.id, revs.authorPersonId))
    .where(eq(revs.documentId, documentId))
    .orderBy(desc(revs.revision));

export async function findRevision(db: Db, documentId: number, revision: number) {
  const [row] = await db
    .select()
    .from(revs)
    .where(and(eq(revs.documentId, documentId), eq(revs.revision, revision)));
  return row;
}
