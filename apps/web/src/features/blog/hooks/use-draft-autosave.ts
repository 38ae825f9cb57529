import { useCallback, useEffect, useRef, useState } from "react";
import { hasStatus, isAbortError } from "../../../lib/api-error";
import { saveBlogDraft } from "../api/save-blog-draft";
import { dropSnapshot, sameContent, writeSnapshot, type DraftContent } from "./draft-snapshot";

/** Idle time after the last change before the server save (the issue asks for at most 3 s). */
export const AUTOSAVE_DELAY_MS = 1500;

export type SaveState = "saved" | "pending" | "saving" | "failed" | "conflict";

/**
 * The editor's draft: every change goes to the browser at once and to the server once typing has
 * stopped for AUTOSAVE_DELAY_MS. A new post gets its id from the first save (onCreated).
 */
export function useDraftAutosave(options: {
  postId: number | null;
  revision: number | null;
  initial: DraftContent;
  /** The content came from the browser's copy: it still needs a server save. */
  unsaved: boolean;
  onCreated: (id: number) => void;
}) {
  const [content, setContent] = useState(options.initial);
  const [state, setState] = useState<SaveState>(options.unsaved ? "pending" : "saved");
  const ref = useRef({
    postId: options.postId,
    revision: options.revision,
    content: options.initial,
    saved: options.unsaved ? null : options.initial,
    inFlight: null as Promise<void> | null,
    timer: 0 as ReturnType<typeof setTimeout> | 0,
  });
  const onCreated = useRef(options.onCreated);
  onCreated.current = options.onCreated;

  const save = useCallback(async (): Promise<void> => {
    const r = ref.current;
    if (r.inFlight) {
      await r.inFlight;
      return save();
    }
    const sending = r.content;
    if (r.saved && sameContent(r.saved, sending)) return;
    setState("saving");
    r.inFlight = (async () => {
      try {
        const draft = await saveBlogDraft({
          ...(r.postId === null ? {} : { id: r.postId, draftRevision: r.revision ?? undefined }),
          ...sending,
        });
        const created = r.postId === null;
        r.postId = draft.id;
        r.revision = draft.draftRevision;
        r.saved = sending;
        if (created) {
          dropSnapshot(null);
          onCreated.current(draft.id);
        }
        if (sameContent(r.content, sending)) {
          dropSnapshot(draft.id);
          setState("saved");
        } else {
          writeSnapshot(draft.id, r.content);
          setState("pending");
        }
      } catch (error) {
        if (isAbortError(error)) return setState("pending");
        setState(hasStatus(error, 409) ? "conflict" : "failed");
      } finally {
        r.inFlight = null;
      }
    })();
    await r.inFlight;
  }, []);

  const schedule = useCallback(() => {
    const r = ref.current;
    if (r.timer) clearTimeout(r.timer);
    r.timer = setTimeout(() => {
      r.timer = 0;
      void save();
    }, AUTOSAVE_DELAY_MS);
  }, [save]);

  const change = useCallback(
    (patch: Partial<DraftContent>) => {
      const r = ref.current;
      r.content = { ...r.content, ...patch };
      setContent(r.content);
      writeSnapshot(r.postId, r.content);
      setState("pending");
      schedule();
    },
    [schedule],
  );

  /** Saves now (before preview or publish); resolves with the post id once the server has it. */
  const flush = useCallback(async (): Promise<number | null> => {
    const r = ref.current;
    if (r.timer) clearTimeout(r.timer);
    r.timer = 0;
    await save();
    return r.saved && sameContent(r.saved, r.content) ? r.postId : null;
  }, [save]);

  useEffect(() => {
    // The browser's copy needs its server save.
    if (options.unsaved) schedule();
    const r = ref.current;
    return () => {
      if (r.timer) clearTimeout(r.timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on open
  }, []);

  return { content, change, flush, state, postId: ref.current.postId, retry: () => void save() };
}
