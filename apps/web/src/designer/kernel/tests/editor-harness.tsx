import { useState } from "react";
import { json, stubApi, type ApiCall } from "../../../test-utils/stub-api";
import { renderRoutes } from "../../../test-utils/render-app";
import {
  ConflictDialog,
  EditorToolbar,
  ProblemsPanel,
  RevisionsDrawer,
  useDocumentEditor,
  type DocumentEditor,
} from "../index";

/* Test-only: a page on the kernel, and the document calls stubbed as web component tests do. */

export type Doc = { title: string; items: { id: string; label: string }[] } & Record<string, unknown>;

export const PUBLISHED: Doc = {
  title: "Requests",
  items: [
    { id: "a", label: "First" },
    { id: "b", label: "Second" },
  ],
};

export const BASE = "/api/Metadata/documents/screen/request";
export const CHECK = "/api/Metadata/documentcheck/screen";

export const exported = (document: Doc, revision = 3) => ({
  kind: "screen",
  id: 7,
  name: "request",
  revision,
  formatVersion: 2,
  document,
});

export const live: { editor: DocumentEditor<Doc> | null } = { editor: null };

function Page({ onSelect }: { onSelect(path: string): void }) {
  const editor = useDocumentEditor<Doc>({ kind: "screen", name: "request" });
  live.editor = editor;
  const [revisions, setRevisions] = useState(false);
  return (
    <main>
      <EditorToolbar editor={editor} onOpenRevisions={() => setRevisions(true)} />
      <p data-testid="title">{editor.status === "ready" ? editor.document?.title : editor.status}</p>
      <label>
        Label
        <input />
      </label>
      <ProblemsPanel editor={editor} onSelect={onSelect} />
      <ConflictDialog editor={editor} />
      <RevisionsDrawer kind="screen" name="request" opened={revisions} onClose={() => setRevisions(false)} />
    </main>
  );
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

/** The document's calls answered as a server with the given published document and draft would. */
export function stubDocument(
  options: { published?: Doc; draft?: { document: Doc; baseRevision: number } | null } = {},
  more: Record<string, Handler> = {},
) {
  const published = options.published ?? PUBLISHED;
  return stubApi({
    [`GET ${BASE}`]: () => json(exported(published)),
    [`GET ${BASE}/draft`]: () =>
      json({
        draft: options.draft
          ? { kind: "screen", name: "request", savedAt: "2026-11-28T10:00:00Z", ...options.draft }
          : null,
      }),
    [`PUT ${BASE}/draft`]: (call) => {
      const body = call.body as { document: Doc; baseRevision: number };
      return json({ draft: { kind: "screen", name: "request", savedAt: new Date().toISOString(), ...body } });
    },
    [`DELETE ${BASE}/draft`]: () => json({ draft: null }),
    [`POST ${CHECK}`]: () => json({ problems: [] }),
    ...more,
  });
}

export function renderEditor(onSelect: (path: string) => void = () => undefined) {
  live.editor = null;
  return renderRoutes([
    { path: "/", element: <Page onSelect={onSelect} /> },
    { path: "/elsewhere", element: <h1>Elsewhere</h1> },
  ]);
}

/** The editor as the page last rendered it. */
export const editor = (): DocumentEditor<Doc> => {
  if (!live.editor) throw new Error("the page has not rendered");
  return live.editor;
};
