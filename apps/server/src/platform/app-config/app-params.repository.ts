import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { appParams } from "./app-params.table.js";
import { readParams, type Params } from "./app-params.js";

export async function loadParams(db: Db): Promise<Params> {
  return readParams(await db.select().from(appParams));
}

export async function getParam(db: Db, name: string): Promise<string | undefined> {
  const [row] = await db.select().from(appParams).where(eq(appParams.name, name)).limit(1);
  return row?.value;
}

/**
 * Writes the settings' read model (the settings document kind calls it on every stored revision,
 * in the write's transaction): one statement for every parameter.
 */
export async function storeParams(db: Db, params: Params): Promise<void> {
  const rows = Object.entries(params).map(([name, value]) => ({ name, value }));
  await db
    .insert(appParams)
    .values(rows)
    .onConflictDoUpdate({ target: appParams.name, set: { value: sql`excluded.value` } });
}

/** Inserts unless present and returns the stored value, so concurrent first starts agree on one value. */
export async function ensureParam(db: Db, name: string, value: string): Promise<string> {
  await db.insert(appParams).values({ name, value }).onConflictDoNothing();
  return (await getParam(db, name)) ?? value;
}
