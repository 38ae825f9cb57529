import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import type { TPortalMessagesResponse } from "@fsm/contracts";
import { ConfigContext, FALLBACK_CONFIG } from "../config/use-config";
import { LocalKey } from "../storage-keys";
import {
  clearMessageCache,
  getCachedMessages,
  loadMessageCache,
  setServerMessageRefreshTime,
} from "./message-cache";
import { translate, useMessage } from "./use-message";

const response = (
  messages: Record<string, string>,
  time = "2026-05-01T00:00:00.000Z",
): TPortalMessagesResponse => ({
  messages,
  last_message_cache_refresh_time: time,
});

beforeEach(() => {
  clearMessageCache();
  setServerMessageRefreshTime(null);
});
afterEach(() => vi.useRealTimers());

describe("message cache (spec §4)", () => {
  it("loads from the server when the local refresh time is missing, per user, and stores the time", async () => {
    const fetcher = vi.fn().mockResolvedValue(response({ hello: "Hi" }));
    await loadMessageCache("7", fetcher);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(getCachedMessages()).toEqual({ hello: "Hi" });
    expect(JSON.parse(localStorage.getItem("portal_messages_7")!)).toEqual({ hello: "Hi" });
    expect(localStorage.getItem(LocalKey.lastMessageRefresh)).toBe("2026-05-01T00:00:00.000Z");
  });

  it("asks again when a navigation's shared cancel cut the load, instead of showing keys", async () => {
    const fetcher = vi
      .fn()
      .mockRejectedValueOnce(new DOMException("signal is aborted without reason", "AbortError"))
      .mockResolvedValue(response({ hello: "Hi" }));
    await loadMessageCache("7", fetcher);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(getCachedMessages()).toEqual({ hello: "Hi" });
  });

  it("gives up after a few cut loads and on any other failure, logging it", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const aborted = vi.fn().mockRejectedValue(new DOMException("cut", "AbortError"));
    await loadMessageCache("7", aborted);
    expect(aborted).toHaveBeenCalledTimes(3);
    clearMessageCache();
    const failing = vi.fn().mockRejectedValue(new Error("HTTP 500"));
    await loadMessageCache("7", failing);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it("uses the persisted map while the server's refresh time is not later", async () => {
    localStorage.setItem("portal_messages_7", JSON.stringify({ hello: "Stored" }));
    localStorage.setItem(LocalKey.lastMessageRefresh, "2026-05-01T00:00:00.000Z");
    setServerMessageRefreshTime("2026-04-01T00:00:00.000Z");
    const fetcher = vi.fn();
    await loadMessageCache("7", fetcher);
    expect(fetcher).not.toHaveBeenCalled();
    expect(getCachedMessages()).toEqual({ hello: "Stored" });
  });

  it("reloads when the server's refresh time is later than the stored one", async () => {
    localStorage.setItem("portal_messages_7", JSON.stringify({ hello: "Old" }));
    localStorage.setItem(LocalKey.lastMessageRefresh, "2026-05-01T00:00:00.000Z");
    setServerMessageRefreshTime("2026-06-01T00:00:00.000Z");
    const fetcher = vi.fn().mockResolvedValue(response({ hello: "New" }, "2026-06-01T00:00:00.000Z"));
    await loadMessageCache("7", fetcher);
    expect(getCachedMessages()).toEqual({ hello: "New" });
    expect(localStorage.getItem(LocalKey.lastMessageRefresh)).toBe("2026-06-01T00:00:00.000Z");
  });

  it("keeps users apart", async () => {
    localStorage.setItem("portal_messages_7", JSON.stringify({ hello: "Seven" }));
    localStorage.setItem("portal_messages_8", JSON.stringify({ hello: "Eight" }));
    localStorage.setItem(LocalKey.lastMessageRefresh, "2026-05-01T00:00:00.000Z");
    await loadMessageCache("8", vi.fn());
    expect(getCachedMessages()).toEqual({ hello: "Eight" });
  });

  it("with no messages at all, reloads after a 1 ms tick", async () => {
    vi.useFakeTimers();
    localStorage.setItem(LocalKey.lastMessageRefresh, "2026-05-01T00:00:00.000Z");
    const fetcher = vi.fn().mockResolvedValue(response({ hello: "Late" }));
    const loading = loadMessageCache("7", fetcher);
    expect(fetcher).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(getCachedMessages()).toEqual({ hello: "Late" });
  });

  it("logs a storage read failure and starts with an empty map", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    localStorage.setItem("portal_messages_7", "{not json");
    localStorage.setItem(LocalKey.lastMessageRefresh, "2026-05-01T00:00:00.000Z");
    vi.useFakeTimers();
    const loading = loadMessageCache("7", vi.fn().mockRejectedValue(new Error("offline")));
    expect(getCachedMessages()).toEqual({});
    expect(error).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    error.mockRestore();
  });

  it("clearing (arrival at sign-in) empties the map and forgets the refresh time", async () => {
    await loadMessageCache("7", vi.fn().mockResolvedValue(response({ hello: "Hi" })));
    clearMessageCache();
    expect(getCachedMessages()).toEqual({});
    expect(localStorage.getItem(LocalKey.lastMessageRefresh)).toBeNull();
    expect(localStorage.getItem("portal_messages_7")).toBeNull();
  });
});

describe("useMessage lookup", () => {
  const config = {
    ...FALLBACK_CONFIG,
    messages: { portal_login_translations: { login_welcome: "Bienvenue!", only_login: "From config" } },
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>
  );

  it("prefers the user's cache, then the login translations, then the English defaults", async () => {
    const { result } = renderHook(() => useMessage(), { wrapper });
    expect(result.current("login_welcome")).toBe("Bienvenue!");
    expect(result.current("login_remember_me")).toBe("Remember Me");
    expect(result.current("only_login")).toBe("From config");
    await act(() =>
      loadMessageCache("7", vi.fn().mockResolvedValue(response({ login_welcome: "Willkommen!" }))),
    );
    expect(result.current("login_welcome")).toBe("Willkommen!");
  });

  it("shows a missing message as its key wrapped in asterisks and fills placeholders", () => {
    expect(translate("no_such_key", undefined, {}, config)).toBe("*no_such_key*");
    expect(translate("signup_email_invalid", { email: "a@b.c" }, {}, config)).toBe(
      "Email is required and format should be a@b.c",
    );
    expect(translate("toString", undefined, {}, config)).toBe("*toString*");
  });
});
