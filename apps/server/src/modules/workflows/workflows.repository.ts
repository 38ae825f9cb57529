import { asc } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { workflows } from "./workflows.table.js";

export async function listWorkflows(db: Db) {
  return db.select().from(workflows).orderBy(asc(workflows.id));
}
