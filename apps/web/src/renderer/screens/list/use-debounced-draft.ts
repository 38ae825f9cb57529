import { useEffect, useRef, useState } from "react";

/** How long typing must pause before a search runs (each keystroke would otherwise be a search). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A text box over a value kept in the URL: typing edits a draft that is committed once typing
 * pauses, `flush` (Enter) commits at once, and when the URL changes under it (Back, a clear) the
 * box follows the URL, which stays the source of truth.
 */
export function useDebouncedDraft(
  committed: string,
  commit: (value: string) => void,
  delayMs = SEARCH_DEBOUNCE_MS,
) {
  const [draft, setDraftState] = useState(committed);
  const [followed, setFollowed] = useState(committed);
  if (followed !== committed) {
    setFollowed(committed);
    // Our own commit comes back trimmed ("abc " → "abc"): keep the space the user is typing on.
    if (draft.trim() !== committed) setDraftState(committed);
  }

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latestCommit = useRef(commit);
  useEffect(() => {
    latestCommit.current = commit;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const setDraft = (value: string) => {
    setDraftState(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (value.trim() !== committed.trim()) latestCommit.current(value);
    }, delayMs);
  };
  const flush = () => {
    clearTimeout(timer.current);
    latestCommit.current(draft);
  };
  return { draft, setDraft, flush };
}
