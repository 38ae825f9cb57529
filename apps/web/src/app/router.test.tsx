import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen } from "@testing-library/react";
import { ApiPath, ErrorCode } from "@fsm/contracts";
import { apiRequest } from "../lib/api-client";
import { isAbortError } from "../lib/api-error";
import { removeAuthHeader } from "../lib/auth-storage";
import { signInBrowser } from "../test-utils/signed-in";
import { isLoaderVisible, showLoader } from "../lib/loader";
import { toRouterPath } from "../lib/navigation/router-path";
import { queryClient } from "../lib/query-client";
import { LocalKey, SessionKey } from "../lib/storage-keys";
import { pathOf, renderRoutes } from "../test-utils/render-app";
import { stubShellApi } from "../test-utils/shell-api";
import { hanging, json, stubApi } from "../test-utils/stub-api";
import { routerBasename, routes } from "./router";

beforeEach(() => queryClient.clear());
afterEach(() => vi.unstubAllGlobals());

describe("404 (spec §2)", () => {
  it.each(["/", "/no/such/page", "/app/no-such-area"])(
    "%s leads to 404 showing 404 and PageNotFound",
    async (path) => {
      signInBrowser();
      stubShellApi();
      const { router } = renderRoutes(routes, { initialEntries: [path] });
      expect(await screen.findByText("PageNotFound")).toBeInTheDocument();
      expect(screen.getByRole("heading", { level: 1, name: "404" })).toBeInTheDocument();
      expect(pathOf(router)).toBe("/404");
    },
  );

  it("Back onto a 404 returns to the previous stored page", async () => {
    stubApi({});
    const { router } = renderRoutes(routes, { initialEntries: ["/signin"] });
    await act(() => router.navigate("/nowhere"));
    expect(await screen.findByText("PageNotFound")).toBeInTheDocument();
    await act(() => router.navigate("/recoverCredits"));
    await act(() => router.navigate(-1));
    await vi.waitFor(() => expect(pathOf(router)).toBe("/recoverCredits"));
    expect(screen.queryByText("PageNotFound")).not.toBeInTheDocument();
  });

  it("a 404 reached by a link or opened directly stays", async () => {
    stubApi({});
    const { router } = renderRoutes(routes, { initialEntries: ["/404"] });
    expect(await screen.findByText("PageNotFound")).toBeInTheDocument();
    await act(() => router.navigate("/recoverCredits"));
    await act(() => router.navigate("/404"));
    expect(await screen.findByText("PageNotFound")).toBeInTheDocument();
    expect(pathOf(router)).toBe("/404");
  });
});

describe("old short paths (spec §2)", () => {
  it.each([
    ["/dashboard", "/app/dashboard"],
    ["/list/request?page=2", "/app/list/request?page=2"],
    ["/rmalist/RMA", "/app/rmalist/RMA"],
    ["/forumCat/news", "/app/forumCat/news"],
    ["/blogview/12", "/app/blogview/12"],
    ["/profile", "/app/profile"],
    ["/about", "/app/about"],
  ])("%s redirects to %s", async (from, to) => {
    signInBrowser();
    // A studio license: About is a studio page (spec §6).
    stubShellApi({ access: { request: "true" }, studio: true });
    const { router } = renderRoutes(routes, { initialEntries: [from] });
    await vi.waitFor(() => expect(pathOf(router)).toBe(to), { timeout: 5000 });
  });

  it("an area built later says so honestly", async () => {
    signInBrowser();
    stubShellApi();
    renderRoutes(routes, { initialEntries: ["/themes"] });
    expect(await screen.findByText(/is not available yet/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Themes" })).toBeInTheDocument();
  });
});

describe("guards (spec §4)", () => {
  it("the access guard sends a visitor to /signin and stores the requested page", async () => {
    stubApi({});
    const { router } = renderRoutes(routes, { initialEntries: ["/app/profile?tab=2"] });
    await vi.waitFor(() => expect(pathOf(router)).toBe("/signin"));
    expect(sessionStorage.getItem(SessionKey.redirectUrl)).toBe("/app/profile?tab=2");
  });

  it.each([false, "error"] as const)(
    "the studio-license guard answers %s with /404, child routes included",
    async (studio) => {
      signInBrowser();
      const api = stubShellApi({ studio });
      const { router } = renderRoutes(routes, { initialEntries: ["/app/uidesigner/outbox"] });
      await vi.waitFor(() => expect(pathOf(router)).toBe("/404"));
      expect(api.callsTo(ApiPath.outbox)).toHaveLength(0);
    },
  );

  it.each([false, "error"] as const)(
    "About is a studio page too (spec §6): the check answering %s leads to /404",
    async (studio) => {
      signInBrowser();
      const api = stubShellApi({ studio });
      const { router } = renderRoutes(routes, { initialEntries: ["/app/about"] });
      await vi.waitFor(() => expect(pathOf(router)).toBe("/404"));
      expect(api.callsTo(ApiPath.getAboutInfo)).toHaveLength(0);
    },
  );

  it("with a studio license the designer entry opens in the designer outlet", async () => {
    signInBrowser();
    stubShellApi({
      studio: true,
      extra: {
        [`GET ${ApiPath.outbox}`]: () =>
          json([
            {
              id: 1,
              channel: "email",
              to: "a@b.test",
              subject: "Reset",
              body: "Open http://x.test/r/1.",
              createdAt: "2026-01-01T10:00:00Z",
            },
          ]),
      },
    });
    const { router } = renderRoutes(routes, { initialEntries: ["/app/uidesigner/outbox"] });
    expect(await screen.findByRole("heading", { level: 1, name: "Outbox" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "http://x.test/r/1" })).toHaveAttribute(
      "href",
      "http://x.test/r/1",
    );
    expect(pathOf(router)).toBe("/app/uidesigner/outbox");
  });
});

describe("navigation effects", () => {
  it("navigating to a different URL cancels calls in flight and hides the loader", async () => {
    stubApi({ [`GET ${ApiPath.getAboutInfo}`]: hanging });
    const { router } = renderRoutes(routes, { initialEntries: ["/recoverCredits"] });
    const pending = apiRequest(ApiPath.getAboutInfo).catch((e: unknown) => e);
    showLoader();
    await act(() => router.navigate("/recoverEmail"));
    expect(isAbortError(await pending)).toBe(true);
    expect(isLoaderVisible()).toBe(false);
  });

  it("arriving at /signin marks the user logged out once no tab of the browser holds a session", async () => {
    signInBrowser();
    stubShellApi();
    const { router } = renderRoutes(routes, { initialEntries: ["/app/about"] });
    removeAuthHeader(); // the session has ended (signed out, expired) in this tab or another
    await act(() => router.navigate("/signin"));
    expect(localStorage.getItem(LocalKey.isLoggedIn)).toBe("false");
  });

  it("arriving at /signin beside signed-in tabs signs nobody out", async () => {
    signInBrowser();
    stubShellApi();
    const { router } = renderRoutes(routes, { initialEntries: ["/app/about"] });
    await act(() => router.navigate("/signin"));
    expect(localStorage.getItem(LocalKey.isLoggedIn)).toBe("Y");
  });

  it("an expired session sends the user to sign-in with a redirectUrl back", async () => {
    signInBrowser();
    stubShellApi({
      studio: true,
      extra: {
        [`GET ${ApiPath.getAboutInfo}`]: () =>
          json({ code: ErrorCode.SessionExpired, message: "Session expired" }, 401, ErrorCode.SessionExpired),
      },
    });
    const { router } = renderRoutes(routes, { initialEntries: ["/app/about"] });
    await vi.waitFor(() => expect(pathOf(router)).toBe("/signin?redirectUrl=%2Fapp%2Fabout"));
  });
});

describe("base path (spec §2)", () => {
  it("the router's basename is the base path without its trailing slash", () => {
    expect(routerBasename("/")).toBe("/");
    expect(routerBasename("/portal/")).toBe("/portal");
  });

  it("page paths under the base path map to router paths", () => {
    expect(toRouterPath("/portal/app/profile", "/portal/")).toBe("/app/profile");
    expect(toRouterPath("/portal", "/portal/")).toBe("/");
    expect(toRouterPath("/app/profile", "/")).toBe("/app/profile");
  });

  it("the same routes work under /portal", async () => {
    signInBrowser();
    stubShellApi();
    const { router } = renderRoutes(routes, { basename: "/portal", initialEntries: ["/portal/dashboard"] });
    await vi.waitFor(() => expect(pathOf(router)).toBe("/app/dashboard"));
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
  });
});
