/*
 * TEMPORARY STAND-IN — DELETE AT MERGE. The studio's editing kernel (apps/web/src/designer/kernel,
 * helper "web") is built on another branch; this file holds only its declared interface (the
 * brief's, plus what the web branch's editor-types.ts added) so the Metadata Editor compiles and
 * is testable with a test double of DocumentEditor. At merge: in apps/web/src/designer/metadata,
 * replace every `../kernel-stand-in` import and vi.mock path with `../../kernel`, delete this file.
 * The components below render nothing and the hook reports "error": no kernel behaviour is faked.
 */
import type { TDocumentConflict, TDocumentExport, TDocumentProblem } from "@fsm/contracts";

type Draft<T> = T;

/* The web branch's additions to the brief's interface (editor-types.ts there), mirrored here. */
export interface PathChange {
  path: string;
  before?: unknown;
  after?: unknown;
}
export interface ConflictReport {
  theirs: PathChange[] | null;
  mine: PathChange[];
  merged: Record<string, unknown> | null;
}
export interface Backstop {
  document: Record<string, unknown>;
  baseRevision: number;
  editedAt: string;
}

export interface DocumentEditor<T> {
  status: "loading" | "ready" | "missing" | "error";
  document: T | undefined;
  published: TDocumentExport | null;
  baseRevision: number;
  dirty: boolean;
  saveState: "idle" | "pending" | "saving" | "saved" | "error";
  edit(recipe: (draft: Draft<T>) => void, opts?: { mergeKey?: string }): void;
  replace(next: T, opts?: { mergeKey?: string }): void;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
  problems: TDocumentProblem[];
  checking: boolean;
  publish(comment?: string): Promise<boolean>;
  discard(): Promise<void>;
  conflict: TDocumentConflict | null;
  conflictReport: ConflictReport | null;
  resolveConflict(choice: "reload" | "keepMine" | "merge"): Promise<void>;
  backstop: Backstop | null;
  restoreBackstop(): void;
  dismissBackstop(): void;
}

const unavailable = () => Promise.reject(new Error("The studio kernel is not merged yet"));

export function useDocumentEditor<T extends Record<string, unknown>>(_args: {
  kind: string;
  name: string;
}): DocumentEditor<T> {
  return {
    status: "error",
    document: undefined,
    published: null,
    baseRevision: 0,
    dirty: false,
    saveState: "idle",
    edit: () => undefined,
    replace: () => undefined,
    undo: () => undefined,
    redo: () => undefined,
    canUndo: false,
    canRedo: false,
    problems: [],
    checking: false,
    publish: unavailable,
    discard: unavailable,
    conflict: null,
    conflictReport: null,
    resolveConflict: unavailable,
    backstop: null,
    restoreBackstop: () => undefined,
    dismissBackstop: () => undefined,
  };
}

/* eslint-disable @typescript-eslint/no-explicit-any -- the kernel's declared signatures */
export function EditorToolbar(_props: { editor: DocumentEditor<any>; onOpenRevisions(): void }) {
  return null;
}
export function ProblemsPanel(_props: { editor: DocumentEditor<any>; onSelect(path: string): void }) {
  return null;
}
export function ConflictDialog(_props: { editor: DocumentEditor<any> }) {
  return null;
}
/* eslint-enable @typescript-eslint/no-explicit-any */
export function RevisionsDrawer(_props: {
  kind: string;
  name: string;
  opened: boolean;
  onClose(): void;
  onReverted?(): void;
}) {
  return null;
}
