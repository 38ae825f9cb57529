import { describe, expect, it } from "vitest";
import { nextTask } from "./next-task";

describe("nextTask", () => {
  it("lets callers that wait together go in order, each in a task of its own", async () => {
    const resumed: string[] = [];
    // What had resumed when each caller's task ended: a caller resumed in the same task shows here.
    const atTaskEnd: string[][] = [];
    await Promise.all(
      ["first", "second", "third"].map(async (name) => {
        await nextTask();
        resumed.push(name);
        queueMicrotask(() => atTaskEnd.push([...resumed]));
      }),
    );
    await nextTask();
    expect(atTaskEnd).toEqual([["first"], ["first", "second"], ["first", "second", "third"]]);
  });

  it("takes callers that arrive while others are still waiting", async () => {
    const log: string[] = [];
    await Promise.all([
      nextTask().then(async () => {
        log.push("a");
        await nextTask();
        log.push("c");
      }),
      nextTask().then(() => log.push("b")),
    ]);
    expect(log).toEqual(["a", "b", "c"]);
  });
});
