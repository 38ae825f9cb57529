const FIELD = "input:not([disabled]):not([type=hidden]), textarea, select";

/**
 * Focuses the first enabled form field inside a container (spec §2: focus after a view switch),
 * or, when the view has no field yet (a lazy view still arriving), as soon as one appears.
 * Returns the cancel for an effect's clean-up.
 */
export function focusFirstFieldWhenShown(container: HTMLElement | null): () => void {
  const field = container?.querySelector<HTMLElement>(FIELD);
  if (!container || field) {
    field?.focus();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const arrived = container.querySelector<HTMLElement>(FIELD);
    if (!arrived) return;
    observer.disconnect();
    arrived.focus();
  });
  observer.observe(container, { childList: true, subtree: true });
  return () => observer.disconnect();
}
