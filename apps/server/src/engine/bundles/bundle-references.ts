import type { TBundleDocumentRef } from "@fsm/contracts";
import type { DocumentNames, DocumentRef } from "@fsm/metadata";
import type { DocumentKind } from "../documents/document-kind.js";

const NOTHING: DocumentNames = { documents: [], messages: [] };

/** Identifies a document of a kind regardless of the name's letter case (the store's terms). */
export const documentId = (ref: TBundleDocumentRef) => `${ref.kind}\u0000${ref.name.toLowerCase()}`;

/** What a document (in its kind's current format) names, as its kind declares it. */
export const namesOf = (kind: DocumentKind, document: unknown): DocumentNames =>
  kind.references?.(document) ?? NOTHING;

/** A document with what must be stored before it: the documents it names and the one it belongs to. */
export type Dependent = TBundleDocumentRef & { names: readonly DocumentRef[]; parent?: string };

/**
 * The documents in an order that writes what each names before it (and a sub-screen after its
 * primary screen), else in the order given. What is named but not among them is assumed stored.
 * A cycle (two screens linking to each other) is cut where it closes: the first one met is
 * written first, and its checks must then find the other stored already.
 */
export function dependencyOrder<D extends Dependent>(documents: readonly D[]): D[] {
  const byId = new Map(documents.map((d) => [documentId(d), d]));
  const done = new Set<string>();
  const visiting = new Set<string>();
  const ordered: D[] = [];
  const visit = (doc: D) => {
    const id = documentId(doc);
    if (done.has(id) || visiting.has(id)) return;
    visiting.add(id);
    const before = doc.parent ? [{ kind: doc.kind, name: doc.parent }, ...doc.names] : doc.names;
    for (const ref of before) {
      const named = byId.get(documentId(ref));
      if (named) visit(named);
    }
    visiting.delete(id);
    done.add(id);
    ordered.push(doc);
  };
  documents.forEach(visit);
  return ordered;
}
