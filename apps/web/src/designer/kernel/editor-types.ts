import type { TDocumentConflict, TDocumentExport, TDocumentProblem } from "@fsm/contracts";
import type { Draft } from "immer";
import type { SaveState } from "./autosave-queue";
import type { Backstop } from "./backstop";
import type { PathChange } from "./change-paths";
import type { EditOptions } from "./edit-history";

/** What a conflict means for the person: their changes since my base, mine, and whether both fit. */
export interface ConflictReport {
  /** Changes published by someone else since my base; null when my base is not known here. */
  theirs: PathChange[] | null;
  /** My changes since my base (or, base unknown, every difference between their document and mine). */
  mine: PathChange[];
  /** My changes applied onto theirs, when no path of mine overlaps theirs; else null (no Merge). */
  merged: Record<string, unknown> | null;
}

/**
 * published; refused: a check found errors (now in problems); conflict: someone published since
 * my base (now in conflict); failed: the draft could not be saved or the call failed (toasted).
 */
export type PublishOutcome = "published" | "refused" | "conflict" | "failed";

export type ConflictChoice = "reload" | "keepMine" | "merge";

/** The controller every studio page edits its document with (issue 27 §4). */
export interface DocumentEditor<T> {
  status: "loading" | "ready" | "missing" | "error";
  /** The edited document (the draft if any, else the published one). */
  document: T | undefined;
  /** What portal users see now. */
  published: TDocumentExport | null;
  /** The revision the edits started from (0 = new). */
  baseRevision: number;
  /** Differs from the published document. */
  dirty: boolean;
  saveState: SaveState;
  edit(recipe: (draft: Draft<T>) => void, opts?: EditOptions): void;
  /** The whole document at once (the raw JSON editor). */
  replace(next: T, opts?: EditOptions): void;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
  /** The check call's findings (debounced after edits), or a refused publish's. */
  problems: TDocumentProblem[];
  checking: boolean;
  /** Saves the draft first, then publishes; says how it ended. */
  publish(comment?: string): Promise<PublishOutcome>;
  discard(): Promise<void>;
  conflict: TDocumentConflict | null;
  conflictReport: ConflictReport | null;
  resolveConflict(choice: ConflictChoice): Promise<void>;
  /** Edits this browser kept that the server never got (offered when the editor opens). */
  backstop: Backstop | null;
  restoreBackstop(): void;
  dismissBackstop(): void;
}

/**
 * Any document's editor, as the kernel's views take it: they show its state and call its
 * document-wide actions, never edit (so any DocumentEditor<T> is one).
 */
export type AnyDocumentEditor = Omit<DocumentEditor<unknown>, "edit" | "replace">;
