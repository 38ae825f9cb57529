import type { TDocumentProblem } from "@fsm/contracts";
import type { ParsedFormat } from "@fsm/metadata";
import type { Db } from "../../db/client.js";
import { declareOnce } from "../../lib/declare-once.js";
import type { Actor } from "../../platform/sessions/actor.js";

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
  publish?: (
    db: Db,
    actor: Actor,
    doc: T,
    options: { comment: string; baseRevision: number },
  ) => Promise<unknown>;
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

const kinds = new Map<string, DocumentKind>();

/** Called once at start-up with every kind (app.ts), before any route or seed reads one. */
// Each kind is declared with its own document type; the registry serves them as unknown documents.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function declareDocumentKinds(...declared: DocumentKind<any>[]): void {
  for (const kind of declared as DocumentKind[]) declareOnce(kinds, kind.format.kind, kind, "document kind");
}

export const findDocumentKind = (name: string): DocumentKind | undefined => kinds.get(name);
