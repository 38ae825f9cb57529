import { describe, expect, it } from "vitest";
import { lobbyParams } from "./lobby-params";

describe("lobbyParams", () => {
  it("reads scale, events and shell from the address, with defaults for a plain /app/lobby", () => {
    expect(lobbyParams(new URLSearchParams(""))).toEqual({ scale: 1.5, events: 20, shell: true });
    expect(lobbyParams(new URLSearchParams("scale=2.5&events=40&shell=0"))).toEqual({
      scale: 2.5,
      events: 40,
      shell: false,
    });
  });

  it("clamps values out of range and ignores unreadable ones", () => {
    expect(lobbyParams(new URLSearchParams("scale=99&events=0&shell=yes"))).toEqual({
      scale: 4,
      events: 1,
      shell: true,
    });
    expect(lobbyParams(new URLSearchParams("scale=big&events=&shell=false"))).toEqual({
      scale: 1.5,
      events: 20,
      shell: false,
    });
  });
});
