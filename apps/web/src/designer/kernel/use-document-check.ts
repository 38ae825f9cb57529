import { useEffect, useState } from "react";
import type { TDocumentProblem } from "@fsm/contracts";
import { checkDocument } from "./api/check-document";

/** The check runs this long after the last edit (typing does not send a check per key). */
export const CHECK_DELAY_MS = 500;

/** The check call's findings for the edited document, asked again (debounced) after every edit. */
export function useDocumentCheck(kind: string, document: Record<string, unknown> | undefined) {
  const [problems, setProblems] = useState<TDocumentProblem[]>([]);
  const [checking, setChecking] = useState(false);
  useEffect(() => {
    if (!document) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setChecking(true);
      checkDocument(kind, document, controller.signal)
        .then(setProblems)
        // A failed check keeps the last findings: publishing runs every check again anyway.
        .catch(() => undefined)
        .finally(() => {
          if (!controller.signal.aborted) setChecking(false);
        });
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [kind, document]);
  return { problems, checking, setProblems };
}
