import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiPath, ErrorCode } from "@fsm/contracts";
import { z } from "zod";
import { apiRequest, cancelInFlightRequests } from "./api-client";
import { configureApiErrorEffects, type ApiErrorEffects } from "./api-error-catalogue";
import { isAbortError } from "./api-error";
import { readAuthHeader, writeAuthHeader } from "./auth-storage";
import { LocalKey } from "./storage-keys";
import { hanging, json, stubApi } from "../test-utils/stub-api";

let effects: { [K in keyof ApiErrorEffects]: ReturnType<typeof vi.fn> };

beforeEach(() => {
  effects = {
    warn: vi.fn(),
    error: vi.fn(),
    goToSignin: vi.fn(),
    currentUrl: vi.fn(() => "/app/profile?tab=1"),
  };
  configureApiErrorEffects(effects as unknown as ApiErrorEffects);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = "XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
});

describe("apiRequest", () => {
  it("sends the stored Authorization header and echoes the XSRF cookie", async () => {
    writeAuthHeader("Bearer abc", null);
    document.cookie = "XSRF-TOKEN=tok%3D1";
    const api = stubApi({ "POST /api/profile/updateprofile": () => json({ ok: true }) });
    await apiRequest(ApiPath.updateProfile, { method: "POST", json: { FirstName: "A" } });
    const call = api.calls[0]!;
    expect(call.headers.get("Authorization")).toBe("Bearer abc");
    expect(call.headers.get("X-XSRF-TOKEN")).toBe("tok=1");
    expect(call.headers.get("Content-Type")).toBe("application/json");
    expect(call.body).toEqual({ FirstName: "A" });
  });

  it("echoes the XSRF cookie on a read only when the read asks for it", async () => {
    document.cookie = "XSRF-TOKEN=tok";
    const api = stubApi({
      "GET /api/profile/getprofile": () => json({}),
      "GET /api/profile/verifycode": () => json({}),
    });
    await apiRequest(ApiPath.getProfile);
    await apiRequest(ApiPath.verifyCode, { xsrf: true });
    expect(api.calls.map((c) => c.headers.get("X-XSRF-TOKEN"))).toEqual([null, "tok"]);
  });

  it("sends the header another tab of the browser stored (the shared cookie)", async () => {
    document.cookie = `ahid=${encodeURIComponent("Bearer from-another-tab")}; Path=/`;
    const api = stubApi({ "GET /api/profile/getprofile": () => json({}) });
    await apiRequest(ApiPath.getProfile);
    expect(api.calls[0]!.headers.get("Authorization")).toBe("Bearer from-another-tab");
  });

  it("parses a JSON string body twice and validates it", async () => {
    stubApi({ "GET /api/Authentication/getConfigData": () => json(JSON.stringify({ a: 1 })) });
    const result = await apiRequest(ApiPath.getConfigData, {
      jsonString: true,
      schema: z.object({ a: z.number() }),
    });
    expect(result).toEqual({ a: 1 });
  });

  it("cancels every call in flight with the shared signal", async () => {
    const api = stubApi({
      "GET /api/profile/getprofile": hanging,
      "GET /api/profile/getaboutinfo": hanging,
    });
    const first = apiRequest(ApiPath.getProfile).catch((e: unknown) => e);
    await vi.waitFor(() => expect(api.callsTo(ApiPath.getProfile)).toHaveLength(1));
    const second = apiRequest(ApiPath.getAboutInfo).catch((e: unknown) => e);
    cancelInFlightRequests();
    expect(isAbortError(await first)).toBe(true);
    expect(isAbortError(await second)).toBe(true);
    // A call cancelled before it reached the network (it starts in a task of its own) sends nothing.
    expect(api.callsTo(ApiPath.getAboutInfo)).toHaveLength(0);
    expect(effects.error).not.toHaveBeenCalled();
    // The next call gets a fresh signal.
    stubApi({ "GET /api/profile/getprofile": () => json({ ok: 1 }) });
    await expect(apiRequest(ApiPath.getProfile)).resolves.toEqual({ ok: 1 });
  });
});

describe("the spec §8 error catalogue", () => {
  it("session expired: warning with the body, login state cleared, sign-in with redirectUrl", async () => {
    localStorage.setItem(LocalKey.isLoggedIn, "Y");
    writeAuthHeader("x", null);
    stubApi({
      "GET /api/profile/getprofile": () =>
        json(
          { code: ErrorCode.SessionExpired, message: "Your session has expired" },
          401,
          ErrorCode.SessionExpired,
        ),
    });
    await expect(apiRequest(ApiPath.getProfile)).rejects.toMatchObject({ status: 401 });
    expect(effects.warn).toHaveBeenCalledWith("Your session has expired");
    expect(localStorage.getItem(LocalKey.isLoggedIn)).toBe("false");
    expect(readAuthHeader()).toBeNull();
    expect(effects.goToSignin).toHaveBeenCalledWith("/app/profile?tab=1");
  });

  it("not signed in: sign-in with redirectUrl, so signing in comes back to the refused page", async () => {
    stubApi({
      "GET /api/profile/getprofile": () =>
        json({ code: ErrorCode.NotSignedIn, message: "Please sign in" }, 401, ErrorCode.NotSignedIn),
    });
    await expect(apiRequest(ApiPath.getProfile)).rejects.toBeTruthy();
    expect(effects.warn).toHaveBeenCalledWith("Please sign in");
    expect(effects.goToSignin).toHaveBeenCalledWith("/app/profile?tab=1");
  });

  it("NOT_AUTHENTICATED in the body: flag cleared, sign-in with redirectUrl", async () => {
    localStorage.setItem(LocalKey.isLoggedIn, "Y");
    stubApi({
      "GET /api/profile/getprofile": () =>
        json(
          { code: ErrorCode.NotAuthenticated, message: "FSM.PORTAL.NOT_AUTHENTICATED" },
          401,
          "Unauthorized",
        ),
    });
    await expect(apiRequest(ApiPath.getProfile)).rejects.toBeTruthy();
    expect(effects.warn).toHaveBeenCalled();
    expect(localStorage.getItem(LocalKey.isLoggedIn)).toBe("false");
    expect(effects.goToSignin).toHaveBeenCalledWith("/app/profile?tab=1");
  });

  it.each([
    ["the body's message", json({ code: "X", message: "Name is taken" }, 409, "Conflict"), "Name is taken"],
    [
      "'HTTP {status} - {statusText}' without a body",
      new Response("", { status: 502, statusText: "Bad Gateway" }),
      "HTTP 502 - Bad Gateway",
    ],
    [
      "a plain-text body",
      new Response("Disk full", { status: 500, statusText: "Internal Server Error" }),
      "Disk full",
    ],
  ])("other errors show %s", async (_name, response, expected) => {
    stubApi({ "GET /api/profile/getprofile": () => response });
    await expect(apiRequest(ApiPath.getProfile)).rejects.toMatchObject({ message: expected });
    expect(effects.error).toHaveBeenCalledWith(expected);
    expect(effects.goToSignin).not.toHaveBeenCalled();
  });

  it("a network failure without a message shows 'Server error'", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError(""))),
    );
    await expect(apiRequest(ApiPath.getProfile)).rejects.toMatchObject({ message: "Server error" });
    expect(effects.error).toHaveBeenCalledWith("Server error");
  });

  it("handleErrors: false leaves every error to the caller", async () => {
    stubApi({ "GET /api/profile/getprofile": () => json({ message: "nope" }, 500, "Internal Server Error") });
    await expect(apiRequest(ApiPath.getProfile, { handleErrors: false })).rejects.toMatchObject({
      message: "nope",
    });
    expect(effects.error).not.toHaveBeenCalled();
  });
});

describe("stale XSRF token", () => {
  it("retries a refused write once with the fresh cookie the server set", async () => {
    document.cookie = "XSRF-TOKEN=old";
    let attempts = 0;
    const api = stubApi({
      "POST /api/profile/updateprofile": () => {
        attempts += 1;
        if (attempts === 1) {
          document.cookie = "XSRF-TOKEN=fresh"; // what the 403's Set-Cookie does in a browser
          return json(
            { code: ErrorCode.Xsrf, message: "The request could not be verified." },
            403,
            "Forbidden",
          );
        }
        return json({ ok: true });
      },
    });
    await expect(apiRequest(ApiPath.updateProfile, { method: "POST", json: {} })).resolves.toEqual({
      ok: true,
    });
    expect(api.calls.map((c) => c.headers.get("X-XSRF-TOKEN"))).toEqual(["old", "fresh"]);
    expect(effects.error).not.toHaveBeenCalled();
  });

  it("reports the second refusal", async () => {
    stubApi({
      "POST /api/profile/updateprofile": () =>
        json({ code: ErrorCode.Xsrf, message: "The request could not be verified." }, 403, "Forbidden"),
    });
    await expect(apiRequest(ApiPath.updateProfile, { method: "POST", json: {} })).rejects.toMatchObject({
      status: 403,
    });
    expect(effects.error).toHaveBeenCalledWith("The request could not be verified.");
  });
});
