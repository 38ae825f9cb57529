import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { appParams } from "./app-params.table.js";
import { readParams, type ParamName, type Params } from "./app-params.js";

export async function loadParams(db: Db): Promise<Params> {
  return readParams(await db.select().from(appParams));
}

export async function getParam(db: Db, name: string): Promise<string | undefined> {
  const [row] = await db.select().from(appParams).where(eq(appParams.name, name)).limit(1);
  return row?.value;
}

export async function setParam(db: Db, name: ParamName, value: string): Promise<void> {
  await db
    .insert(appParams)
    .values({ name, value })
    .onConflictDoUpdate({ target: appParams.name, set: { value } });
}

/** Inserts unless present and returns the stored value, so concurrent first starts agree on one value. */
export async function ensureParam(db: Db, name: string, value: string): Promise<string> {
  await db.insert(appParams).values({ name, value }).onConflictDoNothing();
  return (await getParam(db, name)) ?? value;
}
