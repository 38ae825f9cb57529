import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { signInBrowser } from "../../test-utils/signed-in";
import { readVisitedUrls, recordVisitedUrl } from "../../lib/navigation/redirect";
import { queryClient } from "../../lib/query-client";
import { SessionKey } from "../../lib/storage-keys";
import { pathOf, renderRoutes } from "../../test-utils/render-app";
import { stubShellApi } from "../../test-utils/shell-api";
import { stubApi } from "../../test-utils/stub-api";
import { routes } from "../router";
import { hasPortalEntryBefore, notFoundBackTarget } from "./not-found-back";

const branding = { companyName: "Northwind", companyLogoName: null };

beforeEach(() => {
  queryClient.clear();
  window.history.replaceState(null, "");
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, "");
});

const back = () => screen.getByRole("button", { name: "Back" });

describe("the 404 page's frame", () => {
  it("keeps the shell (header, side bar) for a signed-in user, at /404 and for an unknown /app path", async () => {
    signInBrowser();
    stubShellApi();
    const { router } = renderRoutes(routes, { initialEntries: ["/app/nosuchpage"], config: branding });
    expect(await screen.findByRole("heading", { level: 1, name: "404" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Main menu" })).toBeInTheDocument();
    expect(within(screen.getByRole("banner")).getByText("Northwind")).toBeInTheDocument();
    expect(screen.getByText("PageNotFound")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the dashboard" })).toBeInTheDocument();
    expect(pathOf(router)).toBe("/404");
    await waitFor(() => expect(document.title).toBe("Page not found · Northwind"));
  });

  it.each(["/nosuchpage", "/app/nosuchpage"])(
    "%s shows the branding (company, sign-in link) and no shell when signed out",
    async (path) => {
      stubApi({});
      const { router } = renderRoutes(routes, { initialEntries: [path], config: branding });
      expect(await screen.findByRole("heading", { level: 1, name: "404" })).toBeInTheDocument();
      expect(screen.getByText("Northwind")).toBeInTheDocument();
      expect(screen.getByRole("link", { name: "Go to sign in" })).toBeInTheDocument();
      expect(screen.queryByRole("navigation", { name: "Main menu" })).not.toBeInTheDocument();
      expect(screen.queryByRole("banner")).not.toBeInTheDocument();
      // An unknown application path is a 404 before the access guard: no detour through sign-in.
      expect(pathOf(router)).toBe("/404");
      expect(sessionStorage.getItem(SessionKey.redirectUrl)).toBeNull();
      // The 404 takes the unknown address's place: Back does not lead to it (and so to 404) again.
      expect(router.state.historyAction).toBe("REPLACE");
      expect(readVisitedUrls()).not.toContain(path);
    },
  );

  it("a known application path still asks a visitor to sign in first", async () => {
    stubApi({});
    const { router } = renderRoutes(routes, { initialEntries: ["/app/list/request/12"] });
    await vi.waitFor(() => expect(pathOf(router)).toBe("/signin"));
  });
});

it("the studio-license guard's 404 replaces the refused address", async () => {
  signInBrowser();
  stubShellApi({ studio: false });
  const { router } = renderRoutes(routes, { initialEntries: ["/app/dashboard"] });
  await screen.findByRole("heading", { level: 1, name: "Dashboard" });
  await act(() => router.navigate("/app/uidesigner/outbox"));
  await vi.waitFor(() => expect(pathOf(router)).toBe("/404"));
  expect(router.state.historyAction).toBe("REPLACE");
});

describe("Back from a 404", () => {
  it("steps back in history when a portal page precedes it (history.state.idx > 0, kept by a reload)", async () => {
    stubApi({});
    // What React Router's browser history leaves in history.state one entry after the first.
    window.history.replaceState({ idx: 1 }, "");
    const { router } = renderRoutes(routes, { initialEntries: ["/recoverCredits", "/404"] });
    await userEvent.click(await screen.findByRole("button", { name: "Back" }));
    await vi.waitFor(() => expect(pathOf(router)).toBe("/recoverCredits"));
  });

  it("opened directly (or reloaded without history state) it goes to the last page this tab showed", async () => {
    stubApi({});
    recordVisitedUrl("/recoverEmail");
    const { router } = renderRoutes(routes, { initialEntries: ["/404"] });
    await screen.findByText("PageNotFound");
    await userEvent.click(back());
    await vi.waitFor(() => expect(pathOf(router)).toBe("/recoverEmail"));
  });

  it("with nothing before it, goes home: sign-in when signed out", async () => {
    stubApi({});
    const { router } = renderRoutes(routes, { initialEntries: ["/404"] });
    await screen.findByText("PageNotFound");
    await userEvent.click(back());
    await vi.waitFor(() => expect(pathOf(router)).toBe("/signin"));
  });

  it("reads the history index the router keeps", () => {
    expect(hasPortalEntryBefore({ idx: 3, key: "k", usr: null })).toBe(true);
    expect(hasPortalEntryBefore({ idx: 0 })).toBe(false);
    expect(hasPortalEntryBefore(null)).toBe(false);
    expect(hasPortalEntryBefore({ idx: "2" })).toBe(false);
    expect(notFoundBackTarget("/app/dashboard", { idx: 2 })).toEqual({ kind: "history" });
    expect(notFoundBackTarget("/app/dashboard", null)).toEqual({ kind: "page", to: "/app/dashboard" });
  });
});
