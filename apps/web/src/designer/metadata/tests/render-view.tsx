import { useState } from "react";
import { vi } from "vitest";
import { renderRoutes } from "../../../test-utils/render-app";
import { MetadataEditorView } from "../components/metadata-editor-view";
import type { DocumentEditor } from "../../kernel";

type Editor = DocumentEditor<Record<string, unknown>>;

/**
 * The view for the request screen in a data router (the kernel's leave guard needs one), with a
 * way to hand it a new controller state as the kernel would after an undo or a reload.
 */
export function renderView(editor: Editor) {
  let setEditor: (next: Editor) => void = () => undefined;
  const onClosed = vi.fn();
  function Harness() {
    const [current, set] = useState(editor);
    setEditor = set;
    return <MetadataEditorView kind="screen" name="request" editor={current} onClosed={onClosed} />;
  }
  const view = renderRoutes([{ path: "/", Component: Harness }]);
  return { ...view, editor, onClosed, setEditor: (next: Editor) => setEditor(next) };
}
