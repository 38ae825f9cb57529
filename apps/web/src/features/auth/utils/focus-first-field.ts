/** Focuses the first enabled form field inside a container (spec §2: focus after a view switch). */
export function focusFirstField(container: HTMLElement | null): void {
  container
    ?.querySelector<HTMLElement>("input:not([disabled]):not([type=hidden]), textarea, select")
    ?.focus();
}
