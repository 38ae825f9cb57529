import { useCallback, useEffect, useImperativeHandle, useRef, type Ref } from "react";
import { basicSetup } from "codemirror";
import { EditorState } from "@codemirror/state";
import { EditorView } from "@codemirror/view";
import { json, jsonLanguage } from "@codemirror/lang-json";
import { linter, lintGutter, setDiagnostics } from "@codemirror/lint";
import type { TDocumentProblem } from "@fsm/contracts";
import { useMessage } from "../../../lib/messages/use-message";
import type { TEditableKind } from "../document-kinds";
import { pointerToPath, rangeOfPath } from "./json-paths";
import { KIND_FORMATS } from "./kind-formats";
import { lintDocument, parseText, problemDiagnostics } from "./lint-document";
import { schemaCompletion, schemaHover } from "./schema-assist";
import type { JsonSchema } from "./schema-help";

/** What the page may ask of the editor: put the cursor on a path's text and focus it. */
export interface JsonCodeEditorHandle {
  focusPath(pointer: string): void;
}

export interface JsonCodeEditorProps {
  kind: TEditableKind;
  /** Accessible name of the text area. */
  label: string;
  /** The edited document; a change that did not come from the text (undo, reload) rewrites it. */
  document: unknown;
  /** Called with the parsed value whenever the text is valid JSON and means something new. */
  onDocument(value: Record<string, unknown>): void;
  problems: readonly TDocumentProblem[];
  schema: JsonSchema | undefined;
  ref?: Ref<JsonCodeEditorHandle>;
}

/** zod over a 300-item screen takes ~70–250 ms: lint after a pause in typing, never per key. */
const LINT_DELAY_MS = 250;
/** How long typing pauses before the text is taken as the document (the kernel's edit). */
const TEXT_SETTLE_MS = 300;

const textOf = (value: unknown) => JSON.stringify(value ?? {}, null, 2);
const canonical = (value: unknown) => JSON.stringify(value ?? {});

const sizing = EditorView.theme({
  "&": { height: "min(70vh, 720px)", border: "1px solid var(--mantine-color-default-border)" },
  ".cm-scroller": {
    overflow: "auto",
    fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  },
  ".mde-hover": { padding: "4px 8px", maxWidth: "40ch" },
});

/**
 * CodeMirror 6 over one document's JSON (a thin wrapper of our own: the view is made once, and
 * props reach its extensions through a ref). CodeMirror keeps its own undo while focused; the
 * kernel's undo (toolbar) changes `document`, which rewrites the text here.
 */
export default function JsonCodeEditor(props: JsonCodeEditorProps) {
  const t = useMessage();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef({ ...props, t });
  latest.current = { ...props, t };
  // The zod lint of the text and the server check's findings at their places: one set of marks.
  const diagnose = useCallback((text: string) => {
    const { kind, problems, t: translate } = latest.current;
    const parsed = parseText(text);
    return [
      ...lintDocument(parsed, KIND_FORMATS[kind], translate),
      ...(parsed.valid ? problemDiagnostics(parsed, problems, translate) : []),
    ];
  }, []);

  // The document the text last stood for: tells an outside change from the echo of our own.
  const known = useRef(canonical(props.document));

  useEffect(() => {
    const lint = linter((v) => diagnose(v.state.doc.toString()), { delay: LINT_DELAY_MS });
    const getSchema = () => latest.current.schema;
    // The text becomes the document once typing pauses (and at once when the editor loses focus or
    // goes): parsing and diffing a 300-item screen per key would delay every keystroke's paint.
    let settle: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      clearTimeout(settle);
      settle = undefined;
      const text = view.current?.state.doc.toString();
      if (text === undefined) return;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return; // half-typed: the document keeps its last valid state
      }
      if (!value || typeof value !== "object" || Array.isArray(value)) return;
      const next = canonical(value);
      if (next === known.current) return;
      known.current = next;
      latest.current.onDocument(value as Record<string, unknown>);
    };
    const onText = EditorView.updateListener.of((update) => {
      if (!update.docChanged) return;
      clearTimeout(settle);
      settle = setTimeout(flush, TEXT_SETTLE_MS);
    });
    const onBlur = EditorView.domEventHandlers({ blur: () => void (settle && flush()) });
    const created = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: textOf(latest.current.document),
        extensions: [
          basicSetup,
          json(),
          jsonLanguage.data.of({ autocomplete: schemaCompletion(getSchema) }),
          schemaHover(getSchema),
          lint,
          lintGutter(),
          sizing,
          // tabindex on the (already focusable) text: axe then knows the scrolling region holds a
          // focusable element; the Tab order is unchanged.
          EditorView.contentAttributes.of({ "aria-label": latest.current.label, tabindex: "0" }),
          onText,
          onBlur,
        ],
      }),
    });
    view.current = created;
    return () => {
      if (settle) flush();
      created.destroy();
      view.current = null;
    };
  }, [diagnose]);

  // Undo from the toolbar, a reload, a resolved conflict: the text follows the document.
  useEffect(() => {
    const current = view.current;
    const next = canonical(props.document);
    if (!current || next === known.current) return;
    known.current = next;
    current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: textOf(props.document) } });
  }, [props.document]);

  // The server's check answered: show its findings now rather than at the next keystroke (the
  // linter only runs after a change of the text, and a finding may go without one).
  useEffect(() => {
    const current = view.current;
    if (current) current.dispatch(setDiagnostics(current.state, diagnose(current.state.doc.toString())));
  }, [props.problems, props.schema, diagnose]);

  useImperativeHandle(props.ref, () => ({
    focusPath(pointer: string) {
      const current = view.current;
      if (!current) return;
      const { from } = rangeOfPath(parseText(current.state.doc.toString()).root, pointerToPath(pointer));
      current.dispatch({ selection: { anchor: from }, scrollIntoView: true });
      current.focus();
    },
  }));

  return <div ref={host} data-testid="json-code-editor" />;
}
