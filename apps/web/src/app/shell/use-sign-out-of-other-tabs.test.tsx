import { afterEach, describe, expect, it, vi } from "vitest";
import { renderHook } from "@testing-library/react";
import { registerLobbySubscription } from "../../lib/lobby";
import { LocalKey, SessionKey } from "../../lib/storage-keys";
import { logoutNavigator } from "../logout";
import { otherTabs, useSignOutOfOtherTabs } from "./use-sign-out-of-other-tabs";

afterEach(() => vi.restoreAllMocks());

/** What the browser delivers to this tab when another tab of it writes the flag. */
function otherTabWritesFlag(value: string): void {
  localStorage.setItem(LocalKey.isLoggedIn, value);
  window.dispatchEvent(new StorageEvent("storage", { key: LocalKey.isLoggedIn, newValue: value }));
}

describe("a sign-out in another tab of the browser", () => {
  it("closes this tab's lobby stream and takes it to sign-in", () => {
    const goToSignin = vi.spyOn(logoutNavigator, "goToSignin").mockImplementation(() => {});
    const stopLobby = vi.fn();
    registerLobbySubscription(stopLobby);
    sessionStorage.setItem("loggedInName", "Ada Lovelace");
    renderHook(() => useSignOutOfOtherTabs());
    otherTabWritesFlag("false");
    expect(stopLobby).toHaveBeenCalledTimes(1);
    expect(goToSignin).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem("loggedInName")).toBeNull();
  });

  it("leaves this tab alone when another tab signs in", () => {
    const goToSignin = vi.spyOn(logoutNavigator, "goToSignin").mockImplementation(() => {});
    renderHook(() => useSignOutOfOtherTabs());
    otherTabWritesFlag("Y");
    expect(goToSignin).not.toHaveBeenCalled();
  });
});

describe("a sign-in as someone else in another tab", () => {
  it("reloads this tab as the new person, and leaves it alone for the same person", () => {
    const reload = vi.spyOn(otherTabs, "reload").mockImplementation(() => {});
    sessionStorage.setItem(SessionKey.loggedInUserId, "7");
    renderHook(() => useSignOutOfOtherTabs());
    const otherTabSignsIn = (personId: string) =>
      window.dispatchEvent(
        new StorageEvent("storage", { key: LocalKey.sessionPersonId, newValue: personId }),
      );
    otherTabSignsIn("7");
    expect(reload).not.toHaveBeenCalled();
    otherTabSignsIn("9");
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
