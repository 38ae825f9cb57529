import {
  ErrorCode,
  message,
  type TBundle,
  type TBundleEntryStatus,
  type TBundleImportResult,
  type TScreenChange,
} from "@fsm/contracts";
import type { Db } from "../../db/client.js";
import { AppError, fieldDetail, fieldError, forbidden } from "../../lib/app-error.js";
import {
  editedHere,
  messageId,
  messagesOfKeys,
  writeBundleMessages,
  type BundleMessage,
} from "./bundle-messages.js";
import type { Actor } from "../../platform/sessions/actor.js";
import { sameJson } from "../documents/baseline-documents.js";
import { dependencyOrder, namesOf } from "./bundle-references.js";
import { findDocumentKind, type DocumentKind } from "../documents/document-kind.js";
import { MESSAGES_KIND } from "../messages/messages.kind.js";
import { storeDocument } from "../documents/document-store.js";
import { atRequestPaths, invalidDocument } from "../documents/documents.errors.js";
import * as repo from "../documents/documents.repository.js";
import { jsonDiff } from "../documents/json-diff.js";

type Compared = { status: TBundleEntryStatus; changes: TScreenChange[]; path: string };

/** A bundle's document, migrated to its kind's current format and compared with this portal's. */
export type PlannedDocument = Compared & {
  kind: string;
  kindOf: DocumentKind;
  name: string;
  document: unknown;
  names: ReturnType<typeof namesOf>["documents"];
  parent?: string;
  title?: string;
};
export type PlannedMessage = Compared & BundleMessage;
export type ImportPlan = { documents: PlannedDocument[]; messages: PlannedMessage[] };

/** new, unchanged, or changed: a conflict when it was edited here since its last seed or import. */
function compare(here: unknown, bundled: unknown, edited: () => boolean, path: string): Compared {
  if (here === undefined) return { status: "new", changes: [], path };
  if (sameJson(here, bundled)) return { status: "unchanged", changes: [], path };
  return { status: edited() ? "conflict" : "changed", changes: jsonDiff(here, bundled), path };
}

/** A refusal of a bundled document, its details at the request's paths (bundle.documents.N.document…). */
const atDocument = (error: unknown, path: string) =>
  atRequestPaths(error, (at) => (at ? `${path}.document.${at}` : `${path}.document`));

async function planDocument(db: Db, actor: Actor, bundled: TBundle["documents"][number], index: number) {
  const path = `bundle.documents.${index}`;
  const kind = findDocumentKind(bundled.kind);
  if (!kind) throw fieldError(`${path}.kind`, "error_bundle_unknown_kind", { kind: bundled.kind });
  if (!kind.canWrite(actor)) throw forbidden();
  const parsed = kind.format.parse(bundled.document);
  if (!parsed.ok) throw atDocument(invalidDocument(parsed.issues), path);
  const found = kind.format.nameOf(parsed.value);
  if (found.toLowerCase() !== bundled.name.toLowerCase())
    throw fieldError(`${path}.name`, "error_bundle_name_differs", {
      kind: bundled.kind,
      name: bundled.name,
      found,
    });
  const row = await repo.findByName(db, bundled.kind, bundled.name);
  const stored = row && kind.format.parse(row.document);
  const here = row && (stored?.ok ? stored.value : row.document);
  // Whose latest revision it is matters only when the bundle's differs: read it only then.
  const edited =
    row !== undefined &&
    !sameJson(here, parsed.value) &&
    (await repo.findRevision(db, row.id, row.revision))?.origin === "edit";
  const compared = compare(here, parsed.value, () => edited, path);
  return {
    ...compared,
    kind: bundled.kind,
    kindOf: kind,
    name: row?.name ?? bundled.name,
    document: parsed.value,
    names: namesOf(kind, parsed.value).documents,
    parent: bundled.parent,
    title: bundled.title,
  };
}

/**
 * What importing a bundle would do here, writing nothing: each document (migrated to its kind's
 * current format) and each message is new, unchanged, changed or a conflict (changed here since
 * its last seed or import: a document whose latest revision is an edit, a message whose text is
 * not the seed's), with the changes applying would make (before: here, after: the bundle's).
 */
export async function planImport(db: Db, actor: Actor, bundle: TBundle): Promise<ImportPlan> {
  const documents: PlannedDocument[] = [];
  for (const [index, bundled] of bundle.documents.entries())
    documents.push(await planDocument(db, actor, bundled, index));
  const stored = new Map(
    (
      await messagesOfKeys(
        db,
        bundle.messages.map((m) => m.key),
      )
    ).map((m) => [messageId(m), m]),
  );
  const messages = bundle.messages.map((m, index): PlannedMessage => {
    const here = stored.get(messageId(m));
    const compared = compare(
      here?.text,
      m.text,
      () => here !== undefined && editedHere(here),
      `bundle.messages.${index}`,
    );
    return { ...m, ...compared };
  });
  return { documents, messages };
}

/** Applying refused: entries changed on both sides, each named in a detail at its bundle path. */
function conflictsRefused(conflicts: (PlannedDocument | PlannedMessage)[]) {
  const details = conflicts.map((c) =>
    fieldDetail(c.path, { text: "key" in c ? `message ${c.key} (${c.locale})` : `${c.kind} ${c.name}` }),
  );
  const count = String(conflicts.length);
  return new AppError(409, ErrorCode.Conflict, message("error_bundle_conflicts", { count }), { details });
}

/**
 * Applies a plan inside the caller's transaction: messages first (documents name them), then the
 * documents in dependency order, each checked and stored through its kind's own write path as an
 * import revision. Unchanged entries are not written. Any refusal throws, naming the document and
 * path, and the caller's transaction writes nothing. Answers the kinds written (caches to clear).
 */
export async function applyImport(
  db: Db,
  actor: Actor,
  plan: ImportPlan,
  options: { overwrite: boolean; comment: string },
): Promise<DocumentKind[]> {
  const entries = [...plan.documents, ...plan.messages];
  const conflicts = entries.filter((e) => e.status === "conflict");
  if (conflicts.length && !options.overwrite) throw conflictsRefused(conflicts);
  const messages = plan.messages.filter((m) => m.status !== "unchanged");
  await writeBundleMessages(db, actor, messages, options.comment);
  const written = new Set<DocumentKind>(messages.length ? [MESSAGES_KIND as DocumentKind] : []);
  for (const doc of dependencyOrder(plan.documents)) {
    if (doc.status === "unchanged") continue;
    try {
      await storeImported(db, actor, doc, options.comment);
    } catch (error) {
      throw atDocument(error, doc.path);
    }
    written.add(doc.kindOf);
  }
  return [...written];
}

async function storeImported(db: Db, actor: Actor, doc: PlannedDocument, comment: string) {
  const kind = doc.kindOf;
  const valid = await kind.validate(db, doc.document);
  const parent = doc.parent === undefined ? undefined : await repo.findByName(db, doc.kind, doc.parent);
  const options = { comment, origin: "import" as const, title: doc.title, parentId: parent?.id };
  if (kind.publish) await kind.publish(db, actor, valid, options);
  else await storeDocument(db, kind, actor, valid, options);
}

/** The answer: every entry (documents, then messages) and how many of each status. */
export function presentImport(plan: ImportPlan, applied: boolean): TBundleImportResult {
  const entries = [
    ...plan.documents.map(({ kind, name, status, changes }) => ({ kind, name, status, changes })),
    ...plan.messages.map(({ key, locale, status, changes }) => ({
      kind: "message",
      name: key,
      locale,
      status,
      changes,
    })),
  ];
  const count = (status: TBundleEntryStatus) => entries.filter((e) => e.status === status).length;
  return {
    applied,
    entries,
    counts: {
      new: count("new"),
      changed: count("changed"),
      unchanged: count("unchanged"),
      conflict: count("conflict"),
    },
  };
}
