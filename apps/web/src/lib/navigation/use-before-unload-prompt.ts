import { useEffect } from "react";

/** While `when` holds, closing or reloading the tab gets the browser's own "leave this page?" prompt. */
export function useBeforeUnloadPrompt(when: boolean): void {
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [when]);
}
