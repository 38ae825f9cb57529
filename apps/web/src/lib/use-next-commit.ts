import { startTransition, useEffect, useState } from "react";

/**
 * False for a component's first commit, then true from a transition right after it: a part of a
 * page that can wait (a request's history below its record) mounts a commit later, so its calls
 * and the code it loads start in a task of their own, not in the one long task of the page's first
 * commit with the effects of everything else on it (bench/README, thirteenth round).
 */
export function useNextCommit(): boolean {
  const [next, setNext] = useState(false);
  useEffect(() => startTransition(() => setNext(true)), []);
  return next;
}
