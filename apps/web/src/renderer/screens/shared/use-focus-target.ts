import { useEffect } from "react";
import type { RefCallBack } from "react-hook-form";

/**
 * Lets the form focus this input when it is the first invalid one (react-hook-form's
 * shouldFocusError): field types take an id, not a ref, so the form gets what it needs to focus.
 */
export function useFocusTarget(ref: RefCallBack, id: string): void {
  useEffect(() => {
    ref({ focus: () => focusField(id) });
  }, [ref, id]);
}

/** Focuses a field's input, or the control it names in data-focus-target (a hidden file input's Browse). */
export function focusField(id: string): void {
  const input = document.getElementById(id);
  const stand = input?.dataset.focusTarget;
  (stand ? document.getElementById(stand) : input)?.focus();
}
