import { useEffect, useState } from "react";

/**
 * Re-renders every `ms` milliseconds, so a relative time ("Updated 2 minutes ago") keeps
 * telling the truth between refreshes instead of saying "now" until the next one.
 */
export function useTick(ms: number): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), ms);
    return () => clearInterval(timer);
  }, [ms]);
}
