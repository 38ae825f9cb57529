import { describe, expect, it } from "vitest";
import { renderHook, waitFor } from "@testing-library/react";
import { useInSteps } from "./use-in-steps";

describe("useInSteps", () => {
  it("draws the first step at once, then a step per render until every item is drawn, in order", async () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const drawn = useInSteps(items, 4);
      seen.push(drawn.length);
      return drawn;
    });
    expect(seen[0]).toBe(4);
    await waitFor(() => expect(result.current).toEqual(items));
    expect(result.current).toBe(items);
    expect([...new Set(seen)]).toEqual([4, 8, 10]);
  });

  it("starts again from the first step when the items change (another page of rows)", async () => {
    const first = Array.from({ length: 6 }, (_, i) => i);
    const next = Array.from({ length: 6 }, (_, i) => 100 + i);
    const seen: number[][] = [];
    const { result, rerender } = renderHook(
      ({ items }) => {
        const drawn = useInSteps(items, 4);
        seen.push([...drawn]);
        return drawn;
      },
      { initialProps: { items: first } },
    );
    await waitFor(() => expect(result.current).toEqual(first));
    const before = seen.length;
    rerender({ items: next });
    expect(seen[before]).toEqual([100, 101, 102, 103]);
    await waitFor(() => expect(result.current).toEqual(next));
  });
});
