import { useEffect } from "react";

/**
 * Where the browser's or an editor's own undo belongs: text fields, editable regions and
 * CodeMirror. There Ctrl+Z undoes typing, not a step of the document.
 */
export function ownsUndo(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest(".cm-editor")) return true;
  if (target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLInputElement)
    return !["checkbox", "radio", "button", "submit", "reset", "range", "color"].includes(target.type);
  return target instanceof HTMLElement && target.isContentEditable;
}

/** Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo, anywhere on the page but in text fields. */
export function useUndoShortcuts(enabled: boolean, undo: () => void, redo: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.defaultPrevented) return;
      // A dialog over the page (publish, conflict) has its own fields and questions: no document undo.
      if (
        ownsUndo(event.target) ||
        (event.target instanceof Element && event.target.closest("[aria-modal='true']"))
      )
        return;
      const key = event.key.toLowerCase();
      const action =
        key === "z" ? (event.shiftKey ? redo : undo) : key === "y" && !event.shiftKey ? redo : null;
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [enabled, undo, redo]);
}
