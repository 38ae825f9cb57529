import { useCallback, useEffect, useMemo, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { TDocumentConflict } from "@fsm/contracts";
import { useReportUnsaved } from "../../lib/navigation/unsaved-changes";
import { useBeforeUnloadPrompt } from "../../lib/navigation/use-before-unload-prompt";
import { discardDraft } from "./api/discard-draft";
import { documentKeys } from "./api/document-keys";
import { afterPublish, publishDocument } from "./api/publish-document";
import { rememberSavedDraft, saveDraft } from "./api/save-draft";
import { AutosaveQueue, type SaveOutcome, type SaveState } from "./autosave-queue";
import { clearBackstop, writeBackstop } from "./backstop";
import { conflictOf, conflictReport, problemsOf } from "./conflict-report";
import { jsonEqual } from "./json-diff";
import type { ConflictChoice, DocumentEditor } from "./editor-types";
import { useDocumentCheck } from "./use-document-check";
import { useEditorSession, type EditSession } from "./use-editor-session";
import { useUndoShortcuts } from "./use-undo-shortcuts";

const clone = <T>(value: T): T => structuredClone(value);

/**
 * The studio's one editing engine (issue 27 §4): patches with undo/redo, autosave to the draft
 * with a local backstop, checks, publish, conflicts. Pages render its state and call its methods.
 */
export function useDocumentEditor<T extends Record<string, unknown>>({
  kind,
  name,
}: {
  kind: string;
  name: string;
}): DocumentEditor<T> {
  const queryClient = useQueryClient();
  const { status, session, published, bump } = useEditorSession<T>(kind, name);
  const [saveState, setSaveState] = useState<SaveState>("idle");
  const [conflict, setConflict] = useState<TDocumentConflict | null>(null);
  const history = session?.history ?? null;
  const document = history?.document;

  const queue = useMemo(() => {
    if (!session?.history) return null;
    const save = async (): Promise<SaveOutcome> => {
      const edited = session.history!.document;
      try {
        const saved = await saveDraft(kind, name, { document: edited, baseRevision: session.baseRevision });
        rememberSavedDraft(queryClient, saved);
        // The server now holds these edits: the backstop is needed again only after the next one.
        if (session.history!.document === edited) clearBackstop(kind, name);
        return "saved";
      } catch (error) {
        const found = conflictOf(error);
        if (!found) return "failed";
        setConflict(found);
        return "stop";
      }
    };
    return new AutosaveQueue(save, setSaveState);
  }, [session, kind, name, queryClient]);
  useEffect(() => () => queue?.dispose(), [queue]);

  const { problems, checking, setProblems } = useDocumentCheck(kind, document);

  /** After every change of the document: keep it locally, save it soon, show it. */
  const changed = useCallback(
    (target: EditSession<T>) => {
      if (!target.history) return;
      writeBackstop(kind, name, {
        document: target.history.document,
        baseRevision: target.baseRevision,
        editedAt: new Date().toISOString(),
      });
      queue?.schedule();
      bump();
    },
    [kind, name, queue, bump],
  );

  const undo = useCallback(() => {
    if (session?.history?.undo()) changed(session);
  }, [session, changed]);
  const redo = useCallback(() => {
    if (session?.history?.redo()) changed(session);
  }, [session, changed]);
  useUndoShortcuts(status === "ready", undo, redo);

  const unsaved = saveState === "pending" || saveState === "saving" || saveState === "error";
  useReportUnsaved(unsaved);
  useBeforeUnloadPrompt(unsaved);

  const dirty = useMemo(
    () => (document ? !published || !jsonEqual(published.document, document) : false),
    [document, published],
  );
  const report = useMemo(
    () => (conflict && session && document ? conflictReport(conflict, session.baseDocument, document) : null),
    [conflict, session, document],
  );

  /** Someone else's revision is the new base (reload, keep mine, merge). */
  const rebase = (target: EditSession<T>, revision: number, theirs: T) => {
    target.baseRevision = revision;
    target.baseDocument = clone(theirs);
    void queryClient.invalidateQueries({ queryKey: documentKeys.published(kind, name) });
  };

  return {
    status,
    document,
    published,
    baseRevision: session?.baseRevision ?? 0,
    dirty,
    saveState,
    edit(recipe, opts) {
      if (session?.history?.edit(recipe, opts).length) changed(session);
    },
    replace(next, opts) {
      if (session?.history?.replace(next, opts).length) changed(session);
    },
    undo,
    redo,
    canUndo: history?.canUndo ?? false,
    canRedo: history?.canRedo ?? false,
    problems,
    checking,
    async publish(comment) {
      if (!session?.history || !queue) return "failed";
      // Publishing takes the server's draft: make sure it is exactly what the person sees.
      queue.schedule(0);
      if (!(await queue.flush())) return "failed";
      try {
        const result = await publishDocument(kind, name, comment);
        session.baseRevision = result.revision;
        session.baseDocument = clone(result.document as T);
        clearBackstop(kind, name);
        queue.settle("idle");
        await afterPublish(queryClient, kind, name, result);
        bump();
        return "published";
      } catch (error) {
        const found = conflictOf(error);
        if (found) {
          setConflict(found);
          return "conflict";
        }
        const refused = problemsOf(error);
        if (!refused) return "failed";
        setProblems(refused);
        return "refused";
      }
    },
    async discard() {
      if (!session?.history) return;
      await discardDraft(kind, name, queryClient);
      if (published) {
        session.history.reset(clone(published.document as T));
        rebase(session, published.revision, published.document as T);
      }
      clearBackstop(kind, name);
      queue?.settle("idle");
      setConflict(null);
      bump();
    },
    conflict,
    conflictReport: report,
    async resolveConflict(choice: ConflictChoice) {
      if (!conflict || !session?.history) return;
      const theirs = conflict.document as T;
      if (choice === "reload") {
        await discardDraft(kind, name, queryClient);
        session.history.reset(clone(theirs));
        rebase(session, conflict.revision, theirs);
        clearBackstop(kind, name);
        queue?.settle("idle");
        setConflict(null);
        bump();
        return;
      }
      if (choice === "merge" && !report?.merged) return;
      rebase(session, conflict.revision, theirs);
      setConflict(null);
      // Merge: my patches onto theirs, as one undoable step; keep mine: my document, their base.
      if (choice === "merge") session.history.replace(report!.merged as T);
      changed(session);
      await queue?.flush();
    },
    backstop: session?.offer ?? null,
    restoreBackstop() {
      const offer = session?.offer;
      if (!session?.history || !offer) return;
      session.offer = null;
      if (offer.baseRevision !== session.baseRevision) {
        session.baseRevision = offer.baseRevision;
        session.baseDocument =
          published?.revision === offer.baseRevision ? clone(published.document as T) : null;
      }
      session.history.replace(offer.document as T);
      changed(session);
    },
    dismissBackstop() {
      if (!session?.offer) return;
      session.offer = null;
      clearBackstop(kind, name);
      bump();
    },
  };
}
