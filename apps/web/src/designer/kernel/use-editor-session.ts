import { useReducer, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { TDocumentDraft, TDocumentExport } from "@fsm/contracts";
import { draftQuery } from "./api/get-draft";
import { publishedDocumentQuery } from "./api/get-published-document";
import { clearBackstop, readBackstop, type Backstop } from "./backstop";
import { EditHistory } from "./edit-history";
import { jsonEqual } from "./json-diff";

/** One opening of one document: its history and what the edits are based on. Mutable; bump() re-renders. */
export interface EditSession<T extends object> {
  key: string;
  history: EditHistory<T> | null;
  baseRevision: number;
  /** The published document at baseRevision, when this browser knows it (for conflicts and merge). */
  baseDocument: T | null;
  /** Edits found in the local backstop, offered back. */
  offer: Backstop | null;
}

const clone = <T>(value: T): T => structuredClone(value);

function startSession<T extends object>(
  key: string,
  kind: string,
  name: string,
  published: TDocumentExport | null,
  draft: TDocumentDraft | null,
): EditSession<T> {
  const start = (draft?.document ?? published?.document) as T | undefined;
  const baseRevision = draft ? draft.baseRevision : (published?.revision ?? 0);
  const baseDocument =
    published && published.revision === baseRevision ? clone(published.document as T) : null;
  const backstop = readBackstop(kind, name);
  // A backstop equal to where the editor starts holds nothing the server lacks.
  const offer = backstop && !jsonEqual(backstop.document, start ?? {}) ? backstop : null;
  if (backstop && !offer) clearBackstop(kind, name);
  const history = start ? new EditHistory<T>(clone(start)) : null;
  return { key, history, baseRevision, baseDocument, offer };
}

/** Loads the published document and the caller's draft, then starts the session from them. */
export function useEditorSession<T extends object>(kind: string, name: string) {
  const published = useQuery(publishedDocumentQuery(kind, name));
  const draft = useQuery(draftQuery(kind, name));
  const [version, bump] = useReducer((n: number) => n + 1, 0);
  const [session, setSession] = useState<EditSession<T> | null>(null);
  const key = JSON.stringify([kind, name]);
  const loaded = published.isSuccess && draft.isSuccess;
  const current = session?.key === key ? session : null;
  if (loaded && !current) setSession(startSession<T>(key, kind, name, published.data, draft.data));

  const status: "loading" | "ready" | "missing" | "error" =
    published.isError || draft.isError
      ? "error"
      : !current
        ? "loading"
        : current.history
          ? "ready"
          : "missing";
  return { status, session: current, published: published.data ?? null, version, bump };
}
