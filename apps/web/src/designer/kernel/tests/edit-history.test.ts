import { describe, expect, it } from "vitest";
import { EditHistory, HISTORY_LIMIT, MERGE_WINDOW_MS } from "../edit-history";

const start = () => ({ title: "", count: 0 });

describe("edit history", () => {
  it("merges edits with the same key within the window into one undo step", () => {
    let now = 0;
    const history = new EditHistory(start(), () => now);
    for (const letter of ["a", "b", "c"]) {
      now += 300;
      history.edit((d) => void (d.title += letter), { mergeKey: "title" });
    }
    expect(history.document.title).toBe("abc");
    history.undo();
    expect(history.document).toEqual(start());
    expect(history.canUndo).toBe(false);
  });

  it("starts a new step after the window, for another key, or without a key", () => {
    let now = 0;
    const history = new EditHistory(start(), () => now);
    history.edit((d) => void (d.title = "a"), { mergeKey: "title" });
    now += MERGE_WINDOW_MS + 1;
    history.edit((d) => void (d.title = "ab"), { mergeKey: "title" });
    history.edit((d) => void (d.count = 1), { mergeKey: "count" });
    history.edit((d) => void (d.count = 2));
    history.edit((d) => void (d.count = 3));
    expect(history.undoDepth).toBe(5);
    history.undo();
    expect(history.document).toEqual({ title: "ab", count: 2 });
  });

  it("does not merge into a step reached by undo", () => {
    const history = new EditHistory(start(), () => 0);
    history.edit((d) => void (d.title = "a"), { mergeKey: "title" });
    history.edit((d) => void (d.count = 1));
    history.undo();
    history.edit((d) => void (d.title = "ab"), { mergeKey: "title" });
    history.undo();
    expect(history.document).toEqual({ title: "a", count: 0 });
  });

  it(`keeps the last ${HISTORY_LIMIT} steps and drops older ones`, () => {
    const history = new EditHistory(start());
    for (let i = 1; i <= HISTORY_LIMIT + 1; i++) history.edit((d) => void (d.count = i));
    let undone = 0;
    while (history.undo()) undone++;
    expect(undone).toBe(HISTORY_LIMIT);
    // The first edit fell off: undo stops at its result.
    expect(history.document.count).toBe(1);
    while (history.redo());
    expect(history.document.count).toBe(HISTORY_LIMIT + 1);
  });

  it("clears redo on a new edit and records no step for an edit that changes nothing", () => {
    const history = new EditHistory(start());
    history.edit((d) => void (d.count = 1));
    history.undo();
    expect(history.canRedo).toBe(true);
    history.edit((d) => void (d.count = 0));
    expect(history.canUndo).toBe(false);
    history.edit((d) => void (d.count = 5));
    expect(history.canRedo).toBe(false);
  });

  it("records a whole-document replace as path changes that undo", () => {
    const history = new EditHistory({ title: "a", items: [1, 2, 3] });
    const patches = history.replace({ title: "a", items: [1, 3] });
    expect(patches.every((p) => p.path.length > 0)).toBe(true);
    expect(history.document).toEqual({ title: "a", items: [1, 3] });
    history.undo();
    expect(history.document).toEqual({ title: "a", items: [1, 2, 3] });
  });
});
