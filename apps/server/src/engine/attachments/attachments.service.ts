import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client.js";
import { fieldError, notFound } from "../../lib/app-error.js";
import { assertAreaAccess } from "../dictionary/table-access.policy.js";
import { readRow } from "../search/row-reads.js";
import { findTable } from "../dictionary/dictionary.js";
import { resolveTable } from "../dictionary/dictionary.resolve.js";
import type { DictTable } from "../dictionary/dictionary.types.js";
import { assertCanWrite } from "../dictionary/table-write.policy.js";
import type { Actor } from "../../platform/sessions/actor.js";
import {
  findAttachment,
  findAttachmentBytes,
  findUnlinkedUpload,
  insertUpload,
  linkAttachment,
} from "./attachments.repository.js";

export type CheckedFile = { fileName: string; contentType: string; bytes: Buffer };

/** Stores checked bytes under a generated name (never the client's) for this person. */
export async function storeFile(db: Db, actor: Actor, file: CheckedFile): Promise<string> {
  const id = randomUUID();
  await insertUpload(db, {
    id,
    ownerPersonId: actor.personId,
    ...file,
    fileName: file.fileName.slice(0, 200),
  });
  return id;
}

/** Links a stored upload to a row the caller may write; an upload links once. */
export async function linkUpload(
  db: Db,
  actor: Actor,
  path: string,
  fileId: string,
  table: DictTable,
  rowId: number,
) {
  const upload = await findUnlinkedUpload(db, fileId, actor.personId);
  if (!upload) throw fieldError(path, "error_no_unlinked_upload", { fileId });
  return linkAttachment(db, {
    ownerTable: table.name,
    ownerId: rowId,
    fileId,
    fileName: upload.file_name,
    contentType: upload.content_type,
    size: Number(upload.size),
    personId: actor.personId,
  });
}

/** upload: the file, linked at once when the form names a row the caller may write. */
export async function upload(
  db: Db,
  actor: Actor,
  file: CheckedFile,
  target: { tableName?: string; rowId?: number },
) {
  const fileId = await storeFile(db, actor, file);
  let id: number | null = null;
  if (target.tableName !== undefined || target.rowId !== undefined) {
    if (target.tableName === undefined || target.rowId === undefined)
      throw fieldError("rowId", "error_table_and_row_together");
    const table = resolveTable("tableName", target.tableName);
    await assertCanWrite(db, actor, table);
    if (!(await readRow(db, actor, table, target.rowId)))
      throw notFound("error_no_row", { table: table.name, id: String(target.rowId) });
    id = await linkUpload(db, actor, "attachment", fileId, table, target.rowId);
  }
  return {
    attachmentId: fileId,
    id,
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.bytes.length,
  };
}

/** A linked attachment, readable exactly when its row is (row scope and area access). */
export async function readAttachment(db: Db, actor: Actor, id: number) {
  const row = await findAttachment(db, id);
  const table = row ? findTable(row.owner_table) : undefined;
  if (!row || !table) throw notFound("error_no_such_attachment");
  assertAreaAccess(actor, table);
  if (!(await readRow(db, actor, table, Number(row.owner_id)))) throw notFound("error_no_such_attachment");
  const bytes = await findAttachmentBytes(db, row.file_id);
  if (!bytes) throw notFound("error_no_such_attachment");
  return { fileName: row.file_name, contentType: row.content_type, bytes: Buffer.from(bytes) };
}
