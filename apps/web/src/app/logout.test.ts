import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiPath } from "@fsm/contracts";
import { readAuthHeader, setLoggedIn, writeAuthHeader } from "../lib/auth-storage";
import { registerLobbySubscription } from "../lib/lobby";
import { LocalKey, SessionKey } from "../lib/storage-keys";
import { json, stubApi } from "../test-utils/stub-api";
import { logout, logoutNavigator } from "./logout";

let goToSignin: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  setLoggedIn();
  writeAuthHeader("token", null);
  sessionStorage.setItem(SessionKey.loggedInUserId, "7");
  sessionStorage.setItem(SessionKey.serverConfig, "{}");
  goToSignin = vi.spyOn(logoutNavigator, "goToSignin").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("logout (spec §4)", () => {
  it("unsubscribes the lobby, signs out with the user id, clears the flag and config, goes to sign-in", async () => {
    const stopLobby = vi.fn();
    registerLobbySubscription(stopLobby);
    const api = stubApi({
      [`POST ${ApiPath.performLogout}`]: () => json(JSON.stringify({ status: "success" })),
    });
    await logout();
    expect(stopLobby).toHaveBeenCalledTimes(1);
    expect(api.callsTo(ApiPath.performLogout)[0]!.body).toEqual({ userName: 7 });
    expect(api.callsTo(ApiPath.performLogout)[0]!.headers.get("Authorization")).toBe("token");
    expect(localStorage.getItem(LocalKey.isLoggedIn)).toBe("false");
    expect(sessionStorage.getItem(SessionKey.serverConfig)).toBeNull();
    expect(readAuthHeader()).toBeNull();
    expect(goToSignin).toHaveBeenCalledTimes(1);
  });

  it("clears the flag and still leaves when the sign-out call fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubApi({
      [`POST ${ApiPath.performLogout}`]: () => json({ message: "down" }, 503, "Service Unavailable"),
    });
    await logout();
    expect(localStorage.getItem(LocalKey.isLoggedIn)).toBe("false");
    expect(sessionStorage.getItem(SessionKey.serverConfig)).toBeNull();
    expect(goToSignin).toHaveBeenCalledTimes(1);
  });
});
