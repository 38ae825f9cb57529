import { startTransition, useEffect, useState } from "react";

/**
 * The part of a long content to draw now: `perStep` items first, then `perStep` more per render,
 * each a transition of its own, until all are drawn. React's commit of a render cannot be split,
 * so a page that draws much at once from one answer (a phone's page of cards, a record's
 * sections) spends one long task on it, with the style and layout of all of it after
 * (bench/README, eleventh round); in steps no task is long, the first part shows as soon, and the
 * rest follows within a few frames. New items (another page of rows) start again from the first
 * step.
 */
export function useInSteps<T>(items: readonly T[], perStep: number): readonly T[] {
  const [step, setStep] = useState({ items, count: perStep });
  const count = step.items === items ? step.count : perStep;
  useEffect(() => {
    if (count >= items.length) return;
    startTransition(() => setStep({ items, count: count + perStep }));
  }, [items, count, perStep]);
  return count >= items.length ? items : items.slice(0, count);
}
