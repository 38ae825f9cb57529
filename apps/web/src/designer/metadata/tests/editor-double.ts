import { vi } from "vitest";
import type { TDocumentProblem } from "@fsm/contracts";
import type { DocumentEditor } from "../../kernel";

/**
 * A test double of the kernel's DocumentEditor: a loaded document, spies for what the page calls.
 * The kernel itself is tested on its own; here only what the metadata editor does with it counts.
 */
export function editorDouble(
  document: Record<string, unknown>,
  overrides: Partial<DocumentEditor<Record<string, unknown>>> = {},
): DocumentEditor<Record<string, unknown>> {
  return {
    status: "ready",
    document,
    published: {
      kind: "screen",
      id: 7,
      name: String(document.name),
      revision: 3,
      formatVersion: 2,
      document,
    },
    baseRevision: 3,
    dirty: false,
    saveState: "idle",
    edit: vi.fn(),
    replace: vi.fn(),
    undo: vi.fn(),
    redo: vi.fn(),
    canUndo: false,
    canRedo: false,
    problems: [] as TDocumentProblem[],
    checking: false,
    publish: vi.fn(() => Promise.resolve("published" as const)),
    discard: vi.fn(() => Promise.resolve()),
    conflict: null,
    conflictReport: null,
    resolveConflict: vi.fn(() => Promise.resolve()),
    backstop: null,
    restoreBackstop: vi.fn(),
    dismissBackstop: vi.fn(),
    ...overrides,
  };
}
