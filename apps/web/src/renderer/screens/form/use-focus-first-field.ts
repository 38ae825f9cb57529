import { useEffect, useRef } from "react";
import type { TFieldItem } from "@fsm/metadata";
import { focusField } from "../shared/use-focus-target";

/**
 * A form opened by the user's Edit: the first field they may change takes the focus, once. A field
 * whose type draws nothing focusable (a label) passes it on to the next.
 */
export function useFocusFirstField(enabled: boolean, candidates: readonly TFieldItem[]): void {
  const done = useRef(false);
  useEffect(() => {
    if (!enabled || done.current) return;
    done.current = true;
    for (const item of candidates) {
      focusField(`field-${item.id}`);
      if (document.activeElement && document.activeElement !== document.body) return;
    }
  }, [enabled, candidates]);
}
