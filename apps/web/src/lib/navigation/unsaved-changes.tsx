import { useEffect, useSyncExternalStore } from "react";
import { LeaveDialog } from "./leave-dialog";
import { useLeaveGuard, type LeaveGuard } from "./use-leave-guard";

/*
 * The router honours one blocker at a time, so a page with several forms (a record and its note,
 * the profile's three forms) has one guard: each form reports its unsaved edits here, and the
 * page's guard (a record form's own, or an UnsavedChangesGuard) asks when any is unsaved.
 */
const unsaved = new Set<symbol>();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const anyUnsaved = () => unsaved.size > 0;

/** This form has edits that leaving would lose (while `dirty` holds). */
export function useReportUnsaved(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const id = Symbol("unsaved form");
    unsaved.add(id);
    emit();
    return () => {
      unsaved.delete(id);
      emit();
    };
  }, [dirty]);
}

/** The page's guard: asks before leaving while its own form (`dirty`) or any reported one is unsaved. */
export function useUnsavedChangesGuard(dirty = false): LeaveGuard {
  const others = useSyncExternalStore(subscribe, anyUnsaved, anyUnsaved);
  return useLeaveGuard({ when: dirty || others, allows: () => false });
}

/** A page's leave question for the forms on it that report their unsaved edits. */
export function UnsavedChangesGuard() {
  const guard = useUnsavedChangesGuard();
  return <LeaveDialog guard={guard} kind="unsaved" />;
}
