import { BUNDLE_FORMAT, BUNDLE_VERSION, type TBundle, type TBundleDocumentRef } from "@fsm/contracts";
import type { DocumentRef } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import { messagesOfKeys } from "./bundle-messages.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { dependencyOrder, documentId, namesOf } from "./bundle-references.js";
import { kindFor } from "../documents/document-access.js";
import { declaredDocumentKinds, findDocumentKind, type DocumentKind } from "../documents/document-kind.js";
import { unknownDocument } from "../documents/documents.errors.js";
import * as repo from "../documents/documents.repository.js";
import type { DocumentRow } from "../documents/documents.table.js";

type Found = {
  row: DocumentRow;
  kind: DocumentKind;
  /** The document in its kind's current format, or as stored when the format no longer reads it. */
  document: unknown;
  current: boolean;
  names: DocumentRef[];
  messages: string[];
};

/** The rows to start from: the named documents (each must exist), or every document of every kind. */
async function startingRows(db: Db, actor: Actor, refs: TBundleDocumentRef[]): Promise<DocumentRow[]> {
  if (!refs.length) {
    const kinds = declaredDocumentKinds().map((k) => kindFor(actor, k.format.kind).format.kind);
    return (await Promise.all(kinds.map((kind) => repo.listDocuments(db, kind)))).flat();
  }
  const rows: DocumentRow[] = [];
  for (const ref of refs) {
    kindFor(actor, ref.kind);
    const row = await repo.findByName(db, ref.kind, ref.name);
    if (!row) throw unknownDocument(ref.kind, ref.name);
    rows.push(row);
  }
  return rows;
}

/**
 * The stored documents among those named and not found yet (a name no document holds is left
 * out): an export of everything then reads no row twice.
 */
async function storedRows(db: Db, refs: DocumentRef[], found: Map<string, Found>): Promise<DocumentRow[]> {
  const wanted = refs.filter((ref) => findDocumentKind(ref.kind) && !found.has(documentId(ref)));
  const rows = await Promise.all(wanted.map((ref) => repo.findByName(db, ref.kind, ref.name)));
  return rows.filter((row) => row !== undefined);
}

/**
 * The starting documents with everything they reference, transitively: what each names (its
 * kind's declaration), the document it belongs to and the ones belonging to it (a screen's
 * sub-screens). A name nothing is stored under is left out: the importing portal's checks name it.
 */
async function collect(db: Db, actor: Actor, refs: TBundleDocumentRef[]): Promise<Found[]> {
  const found = new Map<string, Found>();
  const foundIds = new Set<number>();
  const queue = await startingRows(db, actor, refs);
  for (let row = queue.shift(); row; row = queue.shift()) {
    if (found.has(documentId(row))) continue;
    const kind = kindFor(actor, row.kind);
    const parsed = kind.format.parse(row.document);
    const document = parsed.ok ? parsed.value : row.document;
    const names = parsed.ok ? namesOf(kind, document) : { documents: [], messages: [] };
    foundIds.add(row.id);
    found.set(documentId(row), {
      row,
      kind,
      document,
      current: parsed.ok,
      names: names.documents,
      messages: names.messages,
    });
    queue.push(...(await storedRows(db, names.documents, found)));
    // A sub-screen brings its primary screen and the other way round (ids: no name to look up).
    const related = [
      ...(row.parentId === null ? [] : [row.parentId]),
      ...(await repo.childIdsOf(db, row.id)),
    ];
    const missing = related.filter((id) => !foundIds.has(id));
    if (missing.length) queue.push(...(await repo.findByIds(db, missing)));
  }
  return [...found.values()];
}

/**
 * A bundle (one file) of the named documents, or of every document of every kind, with what
 * they reference and every stored locale of every message key they name; in the order an import
 * writes them (what a document names first).
 */
export async function exportBundle(db: Db, actor: Actor, refs: TBundleDocumentRef[] = []): Promise<TBundle> {
  const found = await collect(db, actor, refs);
  const nameOfId = new Map(found.map((f) => [f.row.id, f.row.name]));
  const documents = dependencyOrder(
    found.map((f) => ({
      ...f,
      kind: f.row.kind,
      kindOf: f.kind,
      name: f.row.name,
      parent: f.row.parentId === null ? undefined : nameOfId.get(f.row.parentId),
    })),
  );
  const messages = await messagesOfKeys(
    db,
    found.flatMap((f) => f.messages),
  );
  return {
    format: BUNDLE_FORMAT,
    version: BUNDLE_VERSION,
    exportedAt: new Date().toISOString(),
    documents: documents.map(({ row, kindOf, document, current, parent }) => ({
      kind: row.kind,
      name: row.name,
      formatVersion: current ? kindOf.format.version : row.formatVersion,
      revision: row.revision,
      document: document as Record<string, unknown>,
      ...(parent ? { parent } : {}),
      ...(row.title === null ? {} : { title: row.title }),
    })),
    messages: messages.map(({ key, locale, text }) => ({ key, locale, text })),
  };
}
