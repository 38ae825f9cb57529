import { lazy, Suspense, useState } from "react";
import type { LeaveGuard } from "./use-leave-guard";

export interface LeaveDialogProps {
  /** A leave guard, or any question of the same kind (a form's Cancel with unsaved edits). */
  guard: Pick<LeaveGuard, "asking" | "stay" | "leave">;
  /** The record in the sentence ("service request"); an unsaved form's question names none. */
  what?: string;
  /** `unsent`: a wizard's input was never sent; `unsaved`: a form's edits are not saved yet. */
  kind?: "unsent" | "unsaved";
}

// The modal (Mantine's Modal with its scroll lock, focus trap and scroll area, about 38 KB) is not
// part of the pages that guard: most visits never ask. It loads when a guard first asks.
const LeaveQuestion = lazy(() => import("./leave-question").then((m) => ({ default: m.LeaveQuestion })));

/** The question a leave guard asks, drawn from the first time it asks (then kept, to animate). */
export function LeaveDialog(props: LeaveDialogProps) {
  const [asked, setAsked] = useState(false);
  if (props.guard.asking && !asked) setAsked(true);
  return asked ? (
    <Suspense>
      <LeaveQuestion {...props} />
    </Suspense>
  ) : null;
}
