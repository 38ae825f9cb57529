import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { storedFiles, type StoredFileRow } from "./stored-files.table.js";

export type NewStoredFile = typeof storedFiles.$inferInsert;

export async function insertFile(db: Db, row: NewStoredFile): Promise<void> {
  await db.insert(storedFiles).values(row);
}

export async function findFile(db: Db, id: string, purpose: StoredFileRow["purpose"]) {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.purpose, purpose)))
    .limit(1);
  return row;
}

export async function findBrandingByName(db: Db, fileName: string) {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.fileName, fileName), eq(storedFiles.purpose, "branding")))
    .limit(1);
  return row;
}

export async function deleteFile(db: Db, id: string): Promise<void> {
  await db.delete(storedFiles).where(eq(storedFiles.id, id));
}
