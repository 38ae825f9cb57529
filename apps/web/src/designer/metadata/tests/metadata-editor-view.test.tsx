import "../metadata-messages";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { EditorView } from "@codemirror/view";
import { currentCompletions, startCompletion } from "@codemirror/autocomplete";
import { forEachDiagnostic } from "@codemirror/lint";
import { screenDocumentJsonSchema } from "@fsm/metadata";
import type { TDocumentProblem } from "@fsm/contracts";
import { json, stubApi } from "../../../test-utils/stub-api";
import type { DocumentEditor } from "../../kernel";
import { editorDouble } from "./editor-double";
import { measurableRanges } from "./jsdom-codemirror";
import { renderView } from "./render-view";
import { brokenLabel, pretty, SCREEN } from "./screen-fixture";

// The server serves the kind's JSON Schema; it makes it from the very format the tests parse with.
const SCHEMA = screenDocumentJsonSchema();

function renderScreen(editor: DocumentEditor<Record<string, unknown>>) {
  stubApi({ "GET /api/Metadata/documentschema/screen": () => json(SCHEMA) });
  return renderView(editor);
}

/** The CodeMirror view the page drew (CodeMirror keeps it on its DOM). */
async function codeView(): Promise<EditorView> {
  const content = await screen.findByRole("textbox", { name: "JSON of request" });
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error("no CodeMirror view");
  return view;
}

const diagnostics = (view: EditorView) => {
  const found: { from: number; to: number; severity: string }[] = [];
  forEachDiagnostic(view.state, (d, from, to) => found.push({ from, to, severity: d.severity }));
  return found;
};

beforeAll(measurableRanges);
afterEach(() => vi.unstubAllGlobals());

describe("MetadataEditorView", () => {
  it("marks a seeded fault at its property's text (a number for a label)", async () => {
    renderScreen(editorDouble(brokenLabel()));
    const view = await codeView();
    await waitFor(() => expect(diagnostics(view)).toHaveLength(1));
    const [found] = diagnostics(view);
    expect(found!.severity).toBe("error");
    expect(view.state.sliceDoc(found!.from, found!.to)).toBe('"label": 42');
    expect(document.querySelector(".cm-lintRange-error")).not.toBeNull();
  });

  it("offers the schema's property names where a key is typed", async () => {
    renderScreen(editorDouble(SCREEN));
    const view = await codeView();
    // The schema arrives once per kind; the source reads it when asked.
    await waitFor(() => expect(stubApiCalls()).toBeGreaterThan(0));
    const at = view.state.doc.toString().indexOf('"type"');
    act(() => {
      view.dispatch({ changes: { from: at, insert: '"' }, selection: { anchor: at + 1 } });
      view.focus();
      startCompletion(view);
    });
    await waitFor(() => expect(currentCompletions(view.state).length).toBeGreaterThan(0));
    const labels = currentCompletions(view.state).map((c) => c.label);
    expect(labels).toEqual(expect.arrayContaining(['"title"', '"table"', '"sections"', '"actions"']));
    // Only the screen's own properties: an item's are not offered at the root.
    expect(labels).not.toContain('"column"');
  });

  it("moves the cursor to a problem's path and focuses the editor when it is selected", async () => {
    const problem: TDocumentProblem = {
      path: "/sections/0/items/1/column",
      severity: "error",
      messageKey: "no_such_key",
      values: {},
      message: "Unknown column",
    };
    renderScreen(editorDouble(SCREEN, { problems: [problem] }));
    const view = await codeView();
    await userEvent.click(screen.getByRole("button", { name: /Unknown column/ }));
    const text = view.state.doc.toString();
    expect(view.state.selection.main.head).toBe(text.indexOf('"column": "description"'));
    expect(view.hasFocus).toBe(true);
  });

  it("replaces the document when typing pauses on a text that parses, and rewrites the text after an undo", async () => {
    const { editor, setEditor } = renderScreen(editorDouble(SCREEN));
    const view = await codeView();
    const at = view.state.doc.toString().indexOf("request_list_title");
    act(() =>
      view.dispatch({ changes: { from: at, to: at + "request_list_title".length, insert: "x_title" } }),
    );
    // Not per keystroke: a 300-item screen's parse and diff would delay each key's paint.
    expect(editor.replace).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(editor.replace).toHaveBeenCalledWith({ ...SCREEN, title: "x_title" }, { mergeKey: "raw" }),
    );
    // A half-typed text is not sent, also when the editor loses focus.
    act(() => view.dispatch({ changes: { from: 0, insert: "," } }));
    act(() => view.contentDOM.dispatchEvent(new FocusEvent("blur")));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(editor.replace).toHaveBeenCalledTimes(1);
    const undone = { ...SCREEN, title: "undone_title" };
    act(() => setEditor({ ...editor, document: undone }));
    expect(view.state.doc.toString()).toBe(pretty(undone));
    expect(editor.replace).toHaveBeenCalledTimes(1);
  });

  it("takes a paused text as the document at once when the editor loses focus", async () => {
    const { editor } = renderScreen(editorDouble(SCREEN));
    const view = await codeView();
    const at = view.state.doc.toString().indexOf("request_list_title");
    act(() =>
      view.dispatch({ changes: { from: at, to: at + "request_list_title".length, insert: "y_title" } }),
    );
    act(() => view.contentDOM.dispatchEvent(new FocusEvent("blur")));
    expect(editor.replace).toHaveBeenCalledWith({ ...SCREEN, title: "y_title" }, { mergeKey: "raw" });
  });
});

function stubApiCalls() {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([input]) => String(input).toLowerCase().includes("documentschema/screen")).length;
}
