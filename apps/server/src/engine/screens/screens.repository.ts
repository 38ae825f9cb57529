import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { screens, type ScreenRow } from "./screens.table.js";

const byName = (name: string) => sql`lower(${screens.name}) = lower(${name})`;

export async function findScreenByName(db: Db, name: string): Promise<ScreenRow | undefined> {
  const [row] = await db.select().from(screens).where(byName(name)).limit(1);
  return row;
}

/** Every stored screen's name, lower-cased (the baseline seed's "is it there yet"). */
export async function screenNames(db: Db): Promise<Set<string>> {
  const rows = await db.select({ name: screens.name }).from(screens);
  return new Set(rows.map((r) => r.name.toLowerCase()));
}

export async function findScreenById(db: Db, id: number): Promise<ScreenRow | undefined> {
  const [row] = await db.select().from(screens).where(eq(screens.id, id)).limit(1);
  return row;
}

/** Row lock so two designers saving one screen get consecutive revisions, not the same one. */
export async function lockScreen(db: Db, id: number): Promise<ScreenRow | undefined> {
  const [row] = await db.select().from(screens).where(eq(screens.id, id)).for("update");
  return row;
}

export async function screenNamesOf(db: Db, ids: number[]): Promise<string[]> {
  const rows = await db.select({ name: screens.name }).from(screens).where(inArray(screens.id, ids));
  return rows.map((r) => r.name);
}

export async function subScreenIdsOf(db: Db, primaryId: number): Promise<number[]> {
  const rows = await db
    .select({ id: screens.id })
    .from(screens)
    .where(eq(screens.primaryScreenId, primaryId))
    .orderBy(asc(screens.id));
  return rows.map((r) => r.id);
}

export const listPrimaryScreens = (db: Db) =>
  db.select().from(screens).where(isNull(screens.primaryScreenId)).orderBy(asc(screens.name));

/** What reference checks need of every stored screen: its type, table (or null) and search filters. */
export const screenReferences = (db: Db) =>
  db
    .select({
      name: screens.name,
      type: screens.type,
      table: sql<string | null>`${screens.document}->>'table'`,
      filters: sql<unknown>`${screens.document}->'search'->'filters'`,
    })
    .from(screens);

export async function nameTakenByOther(db: Db, name: string, exceptIds: number[]): Promise<boolean> {
  const others = exceptIds.map((id) => ne(screens.id, id));
  const [row] = await db
    .select({ id: screens.id })
    .from(screens)
    .where(and(byName(name), ...others))
    .limit(1);
  return row !== undefined;
}

type ScreenValues = { name: string; type: string; document: unknown; formatVersion: number };

export async function insertScreen(
  db: Db,
  values: ScreenValues & { primaryScreenId?: number | null; isBaseline?: boolean },
): Promise<ScreenRow> {
  const [row] = await db.insert(screens).values(values).returning();
  return row!;
}

export async function updateScreen(db: Db, id: number, values: ScreenValues): Promise<ScreenRow> {
  const [row] = await db
    .update(screens)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(screens.id, id))
    .returning();
  return row!;
}

export async function deleteScreen(db: Db, id: number): Promise<void> {
  // Sub-screens go with their primary screen; their own history stays in screen_revisions.
  await db.delete(screens).where(eq(screens.primaryScreenId, id));
  await db.delete(screens).where(eq(screens.id, id));
}

export async function setScreenDisabled(db: Db, id: number, disabled: boolean): Promise<void> {
  await db.update(screens).set({ disabled, updatedAt: new Date() }).where(eq(screens.id, id));
}
