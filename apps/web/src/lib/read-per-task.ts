/**
 * A read of the browser's storage kept until the current task's microtasks have run. A storage
 * read crosses into the browser's process, and one task asks for the same value many times (a
 * page's first render starts several calls, each wanting the session's header; React asks for
 * the logged-in flag on every render of the shell). The page's own writes drop the kept value
 * (`drop`); another tab's land in a task of their own (the storage event).
 */
export function readPerTask<T>(read: () => T): { get(): T; drop(): void } {
  let kept: { value: T } | null = null;
  return {
    get() {
      if (!kept) {
        kept = { value: read() };
        queueMicrotask(() => (kept = null));
      }
      return kept.value;
    },
    drop() {
      kept = null;
    },
  };
}
