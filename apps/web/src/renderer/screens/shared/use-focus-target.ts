import { useEffect } from "react";
import type { RefCallBack } from "react-hook-form";

/**
 * Lets the form focus this input when it is the first invalid one (react-hook-form's
 * shouldFocusError): field types take an id, not a ref, so the form gets what it needs to focus.
 */
export function useFocusTarget(ref: RefCallBack, id: string): void {
  useEffect(() => {
    ref({ focus: () => document.getElementById(id)?.focus() });
  }, [ref, id]);
}
