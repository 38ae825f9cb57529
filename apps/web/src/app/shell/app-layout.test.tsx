import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ApiPath } from "@fsm/contracts";
import { clearLoggedIn } from "../../lib/auth-storage";
import { signInBrowser } from "../../test-utils/signed-in";
import { QueryKey, queryClient } from "../../lib/query-client";
import { pathOf, renderRoutes } from "../../test-utils/render-app";
import { json } from "../../test-utils/stub-api";
import { stubShellApi, type ShellApiOptions } from "../../test-utils/shell-api";
import { routes } from "../router";

beforeEach(() => {
  queryClient.clear();
  signInBrowser();
});
afterEach(() => vi.unstubAllGlobals());

/** Renders the shell on a wide screen (≥ 768 px) unless told otherwise. */
function renderShell(options: ShellApiOptions = {}, path = "/app/dashboard", wide = true) {
  vi.mocked(window.matchMedia).mockImplementation(
    (query: string) =>
      ({
        matches: wide && query.includes("min-width"),
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        addListener: vi.fn(),
        removeListener: vi.fn(),
        onchange: null,
        dispatchEvent: vi.fn(),
      }) as unknown as MediaQueryList,
  );
  const api = stubShellApi(options);
  return {
    api,
    ...renderRoutes(routes, {
      initialEntries: [path],
      config: { companyName: "Northwind", companyLogoName: "api/branding/logo.svg" },
    }),
  };
}

const mainMenu = () => screen.getByRole("navigation", { name: "Main menu" });
const linkNames = () =>
  within(mainMenu())
    .getAllByRole("link")
    .map((link) => link.textContent);

describe("side bar items (spec §2)", () => {
  it("shows every area the access flags allow, custom workflows, Profile, About (studio) and Logout", async () => {
    renderShell({
      access: { request: "true", rma: "true", blog: "true", group: "true" },
      custom: [{ Title: "Site Survey", WorkflowStartScreenName: "SURVEY_START" }],
      studio: true,
    });
    await within(await screen.findByRole("navigation", { name: "Main menu" })).findByRole("link", {
      name: "Forum",
    });
    expect(linkNames()).toEqual([
      "Dashboard",
      "Service Requests",
      "RMA",
      "Site Survey",
      "Blog",
      "Forum",
      "Reports",
      "Map",
      "Lobby",
      "Profile",
      "About",
    ]);
    expect(within(mainMenu()).getByRole("link", { name: "Service Requests" })).toHaveAttribute(
      "href",
      "/app/list/request",
    );
    expect(within(mainMenu()).getByRole("link", { name: "RMA" })).toHaveAttribute("href", "/app/rmalist/RMA");
    expect(within(mainMenu()).getByRole("link", { name: "Site Survey" })).toHaveAttribute(
      "href",
      "/app/list/SURVEY_START",
    );
    expect(within(mainMenu()).getByRole("link", { name: "Forum" })).toHaveAttribute("href", "/app/group");
    expect(within(mainMenu()).getByRole("button", { name: "Logout" })).toBeInTheDocument();
  });

  it("leaves About out of the side bar without a studio license (spec §6)", async () => {
    renderShell({ access: { request: "true" }, studio: false });
    const menu = await screen.findByRole("navigation", { name: "Main menu" });
    await within(menu).findByRole("link", { name: "Profile" });
    expect(within(menu).queryByRole("link", { name: "About" })).not.toBeInTheDocument();
    expect(within(menu).queryByRole("button", { name: "UI Designer" })).not.toBeInTheDocument();
  });

  it("marks UI Designer as the entry the user is in on a designer page", async () => {
    renderShell({ studio: true }, "/app/uidesigner/outbox");
    const menu = await screen.findByRole("navigation", { name: "Main menu" });
    const designer = await within(menu).findByRole("button", { name: "UI Designer" });
    await waitFor(() => expect(designer).toHaveAttribute("aria-current", "true"));
    expect(designer).toHaveAttribute("data-active");
    const submenu = await screen.findByRole("navigation", { name: "UI Designer" });
    expect(within(submenu).getByRole("link", { name: "Outbox" })).toHaveAttribute("aria-current", "page");
  });

  it("does not mark UI Designer elsewhere", async () => {
    renderShell({ studio: true }, "/app/dashboard");
    const menu = await screen.findByRole("navigation", { name: "Main menu" });
    const designer = await within(menu).findByRole("button", { name: "UI Designer" });
    expect(designer).not.toHaveAttribute("aria-current");
    expect(designer).not.toHaveAttribute("data-active");
  });

  it("marks a custom workflow's entry as the current page while its wizard runs", async () => {
    const custom = [{ Title: "Site Survey", WorkflowStartScreenName: "SURVEY_SITE" }];
    const wizard = "/app/service?workflow=SITE_SURVEY&screenName=SURVEY_SITE&steps=2&breadcrumb=1";
    const survey = async () =>
      within(await screen.findByRole("navigation", { name: "Main menu" })).findByRole("link", {
        name: "Site Survey",
      });
    const first = renderShell({ access: { request: "true" }, custom }, wizard);
    expect(await survey()).toHaveAttribute("aria-current", "page");
    expect(within(mainMenu()).getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
    first.unmount();

    // Another workflow's wizard is not the survey.
    renderShell(
      { access: { request: "true" }, custom },
      "/app/service?workflow=REQUEST&screenName=REQUEST_SITE",
    );
    expect(await survey()).not.toHaveAttribute("aria-current");
  });

  it("hides what the flags deny", async () => {
    renderShell({ access: { request: "true" } });
    await within(await screen.findByRole("navigation", { name: "Main menu" })).findByRole("link", {
      name: "Service Requests",
    });
    expect(linkNames()).toEqual(["Dashboard", "Service Requests", "Reports", "Map", "Lobby", "Profile"]);
  });

  it("draws its entries once every call that decides them has answered, so none moves", async () => {
    let answerCustom = () => {};
    const customAnswered = new Promise<void>((resolve) => (answerCustom = resolve));
    const { queryClient: client } = renderShell({
      access: { request: "true" },
      extra: {
        [`GET ${ApiPath.customWorkflowFeatures}`]: async () => {
          await customAnswered;
          return json([{ Title: "Site Survey", WorkflowStartScreenName: "SURVEY" }]);
        },
      },
    });
    const menu = await screen.findByRole("navigation", { name: "Main menu" });
    expect(await within(menu).findByRole("status", { name: "Loading the menu" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    // The access flags are known by now, yet Service Requests waits: the survey goes above its neighbours.
    await waitFor(() => expect(client.getQueryData(QueryKey.menuAccess)).toBeDefined());
    expect(within(menu).queryByRole("link", { name: "Service Requests" })).toBeNull();

    answerCustom();
    await within(menu).findByRole("link", { name: "Site Survey" });
    expect(within(menu).queryByRole("status", { name: "Loading the menu" })).toBeNull();
    expect(linkNames()).toEqual([
      "Dashboard",
      "Service Requests",
      "Site Survey",
      "Reports",
      "Map",
      "Lobby",
      "Profile",
    ]);
  });

  it("offers the UI Designer submenu (150 px, level two) only with a studio license", async () => {
    renderShell({ studio: true });
    const designer = await within(await screen.findByRole("navigation", { name: "Main menu" })).findByRole(
      "button",
      {
        name: "UI Designer",
      },
    );
    expect(designer).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(designer);
    expect(designer).toHaveAttribute("aria-expanded", "true");
    const submenu = screen.getByRole("navigation", { name: "UI Designer" });
    expect(
      within(submenu)
        .getAllByRole("link")
        .map((l) => l.textContent),
    ).toEqual([
      "Theme Presets",
      "Custom Themes",
      "Dashboard",
      "Product",
      "Customize Workflow",
      "Edit Workflow",
      "Edit Side Menu",
      "Metadata Editor",
      "Import / Export",
      "Outbox",
    ]);
    expect(submenu).toHaveStyle({ width: "150px" });
    expect(within(submenu).getByRole("link", { name: "Outbox" })).toHaveAttribute(
      "href",
      "/app/uidesigner/outbox",
    );
  });
});

describe("header (spec §2)", () => {
  it("shows the logo and the company name as text, and has a user menu with Profile, About (studio) and Logout", async () => {
    renderShell({ studio: true }, "/app/dashboard");
    const banner = await screen.findByRole("banner");
    expect(banner.querySelector("img")).toHaveAttribute("width", "300");
    // The name is written out (spec §2), so the logo beside it is decoration: read once, not twice.
    expect(within(banner).getByText("Northwind")).toHaveAttribute("title", "Northwind");
    expect(within(banner).queryByRole("img")).not.toBeInTheDocument();
    // The user's name stays on one line, cut with an ellipsis, the full name in the button's title.
    const name = await within(banner).findByText("Ada Lovelace");
    expect(name).toHaveAttribute("data-truncate", "end");
    expect(within(banner).getByRole("button", { name: "User menu" })).toHaveAttribute(
      "title",
      "Ada Lovelace",
    );
    await userEvent.click(within(banner).getByRole("button", { name: "User menu" }));
    const items = await screen.findAllByRole("menuitem");
    await waitFor(() =>
      expect(screen.getAllByRole("menuitem").map((i) => i.textContent)).toEqual([
        "Profile",
        "About",
        "Logout",
      ]),
    );
    expect(items.length).toBeGreaterThan(0);
  });

  it("keeps the company name when the logo does not load, and drops the broken image", async () => {
    renderShell();
    const banner = await screen.findByRole("banner");
    fireEvent.error(banner.querySelector("img")!);
    await waitFor(() => expect(banner.querySelector("img")).toBeNull());
    expect(within(banner).getByText("Northwind")).toBeInTheDocument();
  });

  it("leaves About out of the user menu without a studio license", async () => {
    renderShell({ studio: false });
    await userEvent.click(await screen.findByRole("button", { name: "User menu" }));
    await screen.findAllByRole("menuitem");
    expect(screen.getAllByRole("menuitem").map((i) => i.textContent)).toEqual(["Profile", "Logout"]);
  });
});

describe("menu collapse by width (768 px)", () => {
  it("is open on a wide screen and the burger collapses it", async () => {
    renderShell();
    const burger = await screen.findByRole("button", { name: "Toggle menu" });
    expect(burger).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(burger);
    expect(burger).toHaveAttribute("aria-expanded", "false");
    expect(mainMenu()).toHaveAttribute("inert");
  });

  it("on a phone draws the closed menu's links when it is first opened, then keeps them", async () => {
    const { api } = renderShell({ access: { request: "true" } }, "/app/dashboard", false);
    const burger = await screen.findByRole("button", { name: "Toggle menu" });
    expect(burger).toHaveAttribute("aria-expanded", "false");
    expect(within(mainMenu()).queryAllByRole("link")).toEqual([]);
    expect(api.callsTo(ApiPath.menuAccess)).toEqual([]);
    // Reaching for the burger starts the menu's calls; the first opening then shows every item.
    fireEvent.focus(burger);
    await waitFor(() => expect(api.callsTo(ApiPath.menuAccess)).toHaveLength(1));
    await userEvent.click(burger);
    expect(await within(mainMenu()).findByRole("link", { name: "Service Requests" })).toBeInTheDocument();
    await userEvent.click(burger);
    expect(mainMenu()).toHaveAttribute("inert");
    expect(within(mainMenu()).getByRole("link", { name: "Dashboard" })).toBeInTheDocument();
  });

  it("docks the open menu from exactly 768 px: no overlay rule for widths the wide query includes", async () => {
    renderShell();
    await screen.findByRole("navigation", { name: "Main menu" });
    // The wide query is Mantine's own breakpoint in em (48em = 768 px, inclusive).
    expect(window.matchMedia).toHaveBeenCalledWith("(min-width: 48em)");
    const css = [...document.querySelectorAll("style")].map((style) => style.textContent).join("\n");
    expect(css).toContain("--app-shell-navbar-width");
    // Mantine's open-mobile-menu rule (`max-width: 48em`: full-width navbar) would include 768 px.
    expect(css).not.toMatch(/\(max-width:\s*48em\)\s*\{[^}]*--app-shell-navbar-width:\s*100%/);
  });

  it("starts collapsed on a narrow screen; opening the designer submenu opens the main menu", async () => {
    const { router } = renderShell({ studio: true }, "/app/uidesigner", false);
    const burger = await screen.findByRole("button", { name: "Toggle menu" });
    // Entering a designer page opens the submenu, and with it the main menu.
    await waitFor(() => expect(burger).toHaveAttribute("aria-expanded", "true"));
    expect(screen.getByRole("navigation", { name: "UI Designer" })).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole("navigation", { name: "UI Designer" })).getByRole("link", { name: "Product" }),
    );
    await waitFor(() => expect(pathOf(router)).toBe("/app/uidesigner/product"));
    // On a narrow screen the overlaying menu gets out of the way after a choice.
    expect(burger).toHaveAttribute("aria-expanded", "false");
  });
});

it("header and side bar only render while the user is logged in", async () => {
  renderShell();
  await screen.findByRole("navigation", { name: "Main menu" });
  clearLoggedIn();
  await waitFor(() =>
    expect(screen.queryByRole("navigation", { name: "Main menu" })).not.toBeInTheDocument(),
  );
  expect(screen.queryByRole("banner")).not.toBeInTheDocument();
  expect(screen.getByRole("main")).toBeInTheDocument();
});
