import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { rowsOf } from "../search/search.repository.js";

/** stored_files rows of uploads carry purpose 'attachment' (the column is text; bytes stay in the database). */
export const ATTACHMENT_PURPOSE = "attachment";

export type NewUpload = {
  id: string;
  ownerPersonId: number;
  fileName: string;
  contentType: string;
  bytes: Buffer;
};

export async function insertUpload(db: Db, f: NewUpload): Promise<void> {
  await db.execute(sql`insert into stored_files (id, owner_person_id, purpose, file_name, content_type, size, bytes)
    values (${f.id}, ${f.ownerPersonId}, ${ATTACHMENT_PURPOSE}, ${f.fileName}, ${f.contentType}, ${f.bytes.length}, ${f.bytes})`);
}

/** An upload of this person not yet linked to any row (each upload links once). */
export async function findUnlinkedUpload(db: Db, id: string, personId: number) {
  const [row] = await rowsOf(
    db,
    sql`select f.id, f.file_name, f.content_type, f.size from stored_files f
        where f.id = ${id} and f.purpose = ${ATTACHMENT_PURPOSE} and f.owner_person_id = ${personId}
          and not exists (select 1 from attachments a where a.file_id = f.id)`,
  );
  return row as { id: string; file_name: string; content_type: string; size: number } | undefined;
}

export async function linkAttachment(
  db: Db,
  link: {
    ownerTable: string;
    ownerId: number;
    fileId: string;
    fileName: string;
    contentType: string;
    size: number;
    personId: number;
  },
): Promise<number> {
  const [row] = await rowsOf(
    db,
    sql`insert into attachments (owner_table, owner_id, file_id, file_name, content_type, size, uploaded_by)
        values (${link.ownerTable}, ${link.ownerId}, ${link.fileId}, ${link.fileName}, ${link.contentType}, ${link.size}, ${link.personId})
        returning id`,
  );
  return Number(row!.id);
}

/** An attachment's link and file description; the bytes are read only once the caller may have them. */
export async function findAttachment(db: Db, id: number) {
  const [row] = await rowsOf(
    db,
    sql`select a.id, a.owner_table, a.owner_id, a.file_id, a.file_name, a.content_type
        from attachments a where a.id = ${id}`,
  );
  return row as
    | {
        id: number;
        owner_table: string;
        owner_id: number;
        file_id: string;
        file_name: string;
        content_type: string;
      }
    | undefined;
}

export async function findAttachmentBytes(db: Db, fileId: string) {
  const [row] = await rowsOf(db, sql`select bytes from stored_files where id = ${fileId}`);
  return row?.bytes as Buffer | Uint8Array | undefined;
}

/** The files linked to one row, oldest first (the row's scope was checked by the caller). */
export async function listAttachments(db: Db, ownerTable: string, ownerId: number) {
  const rows = await rowsOf(
    db,
    sql`select id, file_name, content_type, size, created_at from attachments
        where owner_table = ${ownerTable} and owner_id = ${ownerId} order by id limit 200`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    fileName: String(r.file_name),
    contentType: String(r.content_type),
    size: Number(r.size),
    createdAt: new Date(r.created_at as string | Date).toISOString(),
  }));
}
