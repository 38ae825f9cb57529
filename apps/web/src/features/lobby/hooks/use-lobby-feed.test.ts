import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { unsubscribeLobby } from "../../../lib/lobby";
import type { EventSourceLike, LobbyFeedDeps } from "./lobby-feed-controller";
import { useLobbyFeed } from "./use-lobby-feed";

describe("useLobbyFeed", () => {
  it("closes its stream when logout unsubscribes the lobby (spec §4)", async () => {
    const sources: (EventSourceLike & { closed: boolean })[] = [];
    const deps: LobbyFeedDeps = {
      loadRecent: async () => [],
      getTicket: async () => "ticket",
      streamUrl: (ticket) => `/api/lobby/events?ticket=${ticket}`,
      openStream: () => {
        const source = {
          onopen: null,
          onerror: null,
          closed: false,
          addEventListener: () => undefined,
          close: () => void (source.closed = true),
        };
        sources.push(source);
        return source;
      },
      isSignedOut: () => false,
      now: () => 0,
      setTimer: () => 0,
      clearTimer: () => undefined,
    };
    renderHook(() => useLobbyFeed(10, deps));
    await waitFor(() => expect(sources.some((s) => !s.closed)).toBe(true));
    act(() => unsubscribeLobby());
    expect(sources.every((s) => s.closed)).toBe(true);
  });
});
