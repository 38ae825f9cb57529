import { lazy, Suspense, useState } from "react";
import type { LeaveDialogProps } from "./leave-question";

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
