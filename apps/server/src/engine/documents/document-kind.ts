import type { TDocumentProblem } from "@fsm/contracts";
import type { DocumentNames, ParsedFormat } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import { declareOnce } from "../../lib/declare-once.js";
import type { Actor } from "../../platform/sessions/actor.js";
import type { RevisionOrigin } from "./documents.table.js";

declare module "../../lib/server-module.js" {
  interface ServerModuleParts {
    /** Metadata document kinds the store serves. */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind with its own document type
    documentKinds?: DocumentKind<any>[];
  }
}

/**
 * A metadata document kind on the server (ARCHITECTURE §4 "Documents"): its format (from
 * packages/metadata), the cross-reference checks a write must pass, who may write it, and which
 * caches a write clears on every instance. From this the store gives storage, revisions (author,
 * time, comment), list/diff/revert/schema routes and cache clearing; the kind's own folder adds
 * only what is particular to it (the spec's calls for screens and workflows).
 */
export type DocumentKind<T = unknown> = {
  format: ParsedFormat<T>;
  /**
   * Parses a raw document (format.parse) and checks what it refers to (tables, screens, messages,
   * other documents); answers the document to store or throws an AppError naming the path. Runs
   * inside the write's transaction, also when an old revision is restored (what it names may
   * have gone since).
   */
  validate: (db: Db, raw: unknown) => Promise<T>;
  /**
   * Every problem of a raw document, writing nothing (the studio's check and publish): format and
   * reference errors at JSON pointers, and warnings (accessibility) that do not block. Without
   * it, what validate refuses is the answer (document-check.ts).
   */
  check?: (db: Db, raw: unknown) => Promise<TDocumentProblem[]>;
  /**
   * How a published draft is stored, when the kind's own writes do more than storeDocument (a
   * workflow's baseline flag is the server's to say). Without it: storeDocument.
   */
  publish?: (db: Db, actor: Actor, doc: T, options: PublishOptions) => Promise<unknown>;
  /**
   * What a document names (packages/metadata's `…Names`, read from the same walk as its reference
   * checks): the documents and message keys a bundle's export brings along, and the order a
   * bundle's import writes in (what a document names first). Without it: nothing.
   */
  references?: (doc: T) => DocumentNames;
  /**
   * Brings the kind's read model up to a document just stored, in the write's transaction: every
   * write path (the kind's own calls, import, publish, revert, the seed) goes through
   * storeDocument, so a revert updates it too (settings keep app_params, messages portal_messages).
   */
  stored?: (db: Db, doc: T) => Promise<void>;
  /**
   * Who may read the published documents of this kind through the store's read call (the menu:
   * every signed-in user); writers always may. Without it, only writers read.
   */
  read?: (actor: Actor | null) => boolean;
  /** Who may write documents of this kind and read their raw history. */
  canWrite: (actor: Actor) => boolean;
  /** Change-bus topics published after a committed write: each clears a cache on every instance. */
  clears: readonly string[];
  /**
   * Whether the store's import call may write whole documents of this kind. Screens and
   * workflows are written only through their own calls (sub-screens, start screens, titles).
   */
  importable?: boolean;
  /** What the store's row repeats of the document (lists read it without parsing). */
  header?: (doc: T) => { disabled?: boolean; isBaseline?: boolean };
};

/** How a publish (or a bundle's import) stores a document: what storeDocument takes of it. */
export type PublishOptions = {
  comment: string;
  baseRevision?: number;
  origin?: RevisionOrigin;
  /** A new document's primary one (a sub-screen's screen), and its English caption. */
  parentId?: number | null;
  title?: string;
};

const kinds = new Map<string, DocumentKind>();

/** Called once at start-up with every kind (app.ts), before any route or seed reads one. */
// Each kind is declared with its own document type; the registry serves them as unknown documents.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function declareDocumentKinds(...declared: DocumentKind<any>[]): void {
  for (const kind of declared as DocumentKind[]) declareOnce(kinds, kind.format.kind, kind, "document kind");
}

export const findDocumentKind = (name: string): DocumentKind | undefined => kinds.get(name);

/** Every declared kind, in the order declared (a bundle of everything). */
export const declaredDocumentKinds = (): DocumentKind[] => [...kinds.values()];
