import { SCREEN_FORMAT } from "@fsm/metadata";
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import * as documents from "../documents/documents.repository.js";
import { metadataDocuments as docs, type DocumentRow } from "../documents/documents.table.js";

/** Screens in the document store: the kind's name there. */
const SCREEN = SCREEN_FORMAT.kind;

/** A stored screen as the screen calls read it; its sub-screens point at their primary screen. */
export type ScreenRow = DocumentRow & { primaryScreenId: number | null; type: string };

export const asScreen = (row: DocumentRow): ScreenRow => ({
  ...row,
  primaryScreenId: row.parentId,
  type: String((row.document as { type?: unknown }).type),
});
const screenOf = (row: DocumentRow | undefined) => row && asScreen(row);

export const findScreenByName = async (db: Db, name: string) =>
  screenOf(await documents.findByName(db, SCREEN, name));

export const findScreenById = async (db: Db, id: number) =>
  screenOf(await documents.findById(db, SCREEN, id));

/** Row lock so two designers changing one screen get consecutive revisions, not the same one. */
export async function lockScreen(db: Db, id: number): Promise<ScreenRow | undefined> {
  const row = await documents.lockDocument(db, id);
  return row?.kind === SCREEN ? asScreen(row) : undefined;
}

/** Every stored screen's name, lower-cased (the baseline seed's "is it there yet"). */
export async function screenNames(db: Db): Promise<Set<string>> {
  const rows = await db.select({ name: docs.name }).from(docs).where(eq(docs.kind, SCREEN));
  return new Set(rows.map((r) => r.name.toLowerCase()));
}

export const screenNamesOf = documents.namesOf;
export const subScreenIdsOf = documents.childIdsOf;

export async function listPrimaryScreens(db: Db): Promise<ScreenRow[]> {
  const rows = await db
    .select()
    .from(docs)
    .where(and(eq(docs.kind, SCREEN), isNull(docs.parentId)))
    .orderBy(asc(docs.name));
  return rows.map(asScreen);
}

/** Every stored screen's name and document (who uses a screen: screen-usages.ts). */
export const screenDocuments = (db: Db) =>
  db.select({ name: docs.name, document: docs.document }).from(docs).where(eq(docs.kind, SCREEN));

/** What reference checks need of every stored screen: its type, table (or null) and search filters. */
export const screenReferences = (db: Db) =>
  db
    .select({
      name: docs.name,
      type: sql<string>`${docs.document}->>'type'`,
      table: sql<string | null>`${docs.document}->>'table'`,
      filters: sql<unknown>`${docs.document}->'search'->'filters'`,
    })
    .from(docs)
    .where(eq(docs.kind, SCREEN));

export async function nameTakenByOther(db: Db, name: string, exceptIds: number[]): Promise<boolean> {
  const others = exceptIds.map((id) => ne(docs.id, id));
  const [row] = await db
    .select({ id: docs.id })
    .from(docs)
    .where(and(documents.byName(SCREEN, name), ...others))
    .limit(1);
  return row !== undefined;
}
