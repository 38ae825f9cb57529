import type { Db } from "../../db/client.js";
import type { Actor } from "../../platform/sessions/actor.js";
import type { DocumentKind } from "./document-kind.js";
import {
  deletedRevisionHolds,
  documentJustTaken,
  staleDocument,
  unknownDocument,
  unknownDocumentRevision,
} from "./documents.errors.js";
import * as repo from "./documents.repository.js";
import type { DocumentRow, RevisionOrigin } from "./documents.table.js";
import { jsonDiff } from "./json-diff.js";

/** What the history functions need of a kind: its name. */
type Named = { format: { kind: string } };

export type StoreOptions = {
  comment?: string;
  /** Who writes: a person editing here (the default), the seed, or a bundle import. */
  origin?: RevisionOrigin;
  /** For a new document: the one it belongs to (a screen's primary screen). */
  parentId?: number | null;
  /** For a new document without a header saying so: seeded baseline metadata. */
  isBaseline?: boolean;
  /** The English caption, when the kind keeps one (a workflow's menu title). */
  title?: string;
  /**
   * The revision the write was based on (0: a new document); when the document is no longer at
   * it, the write is refused (409 with the current document). Absent: last write wins.
   */
  baseRevision?: number;
};

export type Stored = { row: DocumentRow; revision: number };

/**
 * Writes a checked document as its next revision: a new document, or a new version of the
 * same-named one of its kind. A name that had a deleted document continues that history.
 */
export async function storeDocument<T>(
  db: Db,
  kind: DocumentKind<T>,
  actor: Actor | null,
  doc: T,
  options: StoreOptions = {},
): Promise<Stored> {
  const { format } = kind;
  const name = format.nameOf(doc);
  const header = kind.header?.(doc) ?? {};
  let row = await repo.findByName(db, format.kind, name);
  // Read again under the lock: a write committed since the first read has moved it on.
  if (row) row = await repo.lockDocument(db, row.id);
  if (options.baseRevision !== undefined && (row?.revision ?? 0) !== options.baseRevision)
    throw staleDocument(format.kind, name, row?.revision ?? 0, row?.document ?? null, doc);
  if (!row) {
    const values = {
      kind: format.kind,
      name,
      parentId: options.parentId ?? null,
      title: options.title ?? null,
      document: doc,
      formatVersion: format.version,
      disabled: header.disabled ?? false,
      isBaseline: header.isBaseline ?? options.isBaseline ?? false,
    };
    row = await repo.insertDocument(db, values, await repo.historyIdOf(db, format.kind, name));
    // Another designer created this name between our read and our insert.
    if (!row) throw documentJustTaken(format.kind);
  }
  const revision = await repo.addRevision(db, {
    documentId: row.id,
    kind: format.kind,
    name,
    document: doc,
    authorPersonId: actor?.personId ?? null,
    comment: options.comment ?? "",
    origin: options.origin ?? "edit",
  });
  const updated = await repo.updateDocument(db, row.id, {
    name,
    document: doc,
    formatVersion: format.version,
    revision,
    ...header,
    ...(options.title === undefined ? {} : { title: options.title }),
  });
  await kind.stored?.(db, doc);
  return { row: updated, revision };
}

/** Deletes documents (each keeps its history, ending in a deleting revision). */
export async function removeDocuments(db: Db, kind: Named, actor: Actor, ids: number[]) {
  const rows = await repo.findByIds(db, ids);
  for (const row of rows)
    await repo.addRevision(db, {
      documentId: row.id,
      kind: kind.format.kind,
      name: row.name,
      document: null,
      authorPersonId: actor.personId,
      comment: "deleted",
    });
  await repo.deleteDocuments(db, ids);
}

/**
 * Switches a document off or on (a community element); the document stays, and the switch is a
 * revision under who did it. The caller holds the row lock.
 */
export async function setDocumentDisabled(
  db: Db,
  kind: Named,
  actor: Actor,
  row: DocumentRow,
  disabled: boolean,
) {
  const revision = await repo.addRevision(db, {
    documentId: row.id,
    kind: kind.format.kind,
    name: row.name,
    document: row.document,
    authorPersonId: actor.personId,
    comment: disabled ? "disabled" : "enabled",
  });
  await repo.updateDocument(db, row.id, { disabled, revision });
}

/** A document's id by name, also of a deleted one (its history stays readable). */
export async function historyId(db: Db, kind: Named, name: string): Promise<number> {
  const id =
    (await repo.findByName(db, kind.format.kind, name))?.id ??
    (await repo.historyIdOf(db, kind.format.kind, name));
  if (id === undefined) throw unknownDocument(kind.format.kind, name);
  return id;
}

/** Revisions of a document, newest first; `label` names it in a 404 (its name or id). */
export async function revisionsOf(db: Db, kind: Named, id: number, label: string | number = id) {
  const rows = await repo.listRevisions(db, id);
  if (!rows.length || rows[0]!.kind !== kind.format.kind) throw unknownDocument(kind.format.kind, label);
  return rows;
}

async function revisionOf(db: Db, kind: Named, id: number, revision: number, label: string | number = id) {
  const row = await repo.findRevision(db, id, revision);
  if (!row || row.kind !== kind.format.kind) throw unknownDocumentRevision(kind.format.kind, label, revision);
  return row;
}

/** Changed paths (JSON pointers) with before/after between two revisions; a deletion compares as null. */
export async function diffRevisions(
  db: Db,
  kind: Named,
  id: number,
  from: number,
  to: number,
  label: string | number = id,
) {
  const before = await revisionOf(db, kind, id, from, label);
  const after = await revisionOf(db, kind, id, to, label);
  return jsonDiff(before.document, after.document);
}

/**
 * An old revision's document, validated again (migrated to the current format, and a screen,
 * column or message it names may have gone since), ready to be stored as a new revision.
 */
export async function restorableDocument<T>(
  db: Db,
  kind: DocumentKind<T>,
  id: number,
  revision: number,
  label: string | number = id,
  adapt: (raw: Record<string, unknown>) => unknown = (raw) => raw,
): Promise<T> {
  const old = await revisionOf(db, kind, id, revision, label);
  if (old.document === null) throw deletedRevisionHolds(revision);
  return kind.validate(db, adapt(old.document as Record<string, unknown>));
}

/**
 * A document as its readers see it: the current revision in the current format (migrated on
 * read), so a reader needs no parser of its own; 0 and null when none is stored, and null when
 * the format can no longer read the stored one (its readers then fall back to their default).
 */
export async function readPublished<T>(db: Db, kind: Pick<DocumentKind<T>, "format">, name: string) {
  const row = await repo.findByName(db, kind.format.kind, name);
  const parsed = row ? kind.format.parse(row.document) : undefined;
  return {
    revision: row?.revision ?? 0,
    document: parsed?.ok ? (parsed.value as Record<string, unknown>) : null,
  };
}
