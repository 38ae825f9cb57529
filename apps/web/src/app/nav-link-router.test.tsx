import { afterEach, describe, expect, it, vi } from "vitest";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider } from "@tanstack/react-query";
import { ZNavLinkItem } from "@fsm/metadata";
import { Outlet, UNSAFE_createMemoryHistory, useParams, type RouteObject } from "react-router";
import { ItemView } from "../renderer/item-registry";
import { onNavigateBack } from "../renderer/navigation/navigate-back";
import { getNavLinkEntry } from "../renderer/navigation/navigation-screen-map";
import { NavLinkOutlet } from "../renderer/navigation/NavLinkOutlet";
import { RendererServicesProvider } from "../renderer/renderer-services";
import { memoryScreens, memorySearch } from "../renderer/test-utils/memory-sources";
import { screen as doc, siteLookupInput } from "../renderer/test-utils/screens";
import { testQueryClient, Wrapper } from "../test-utils/render-app";
import { createNavLinkRouter } from "./nav-link-router";
import { StartedRouterProvider } from "./started-router-provider";

const siteLink = ZNavLinkItem.parse({
  kind: "navLink",
  id: "site",
  label: "site_link",
  screen: "siteLookup",
  params: { siteId: "site_id" },
});

function ListPage() {
  const { screenName } = useParams();
  return (
    <>
      <h1>List {screenName}</h1>
      <ItemView item={siteLink} row={{ site_id: 7 }} />
    </>
  );
}
function RecordPage() {
  const { screenName, id } = useParams();
  return (
    <h1>
      Record {id} of {screenName}
    </h1>
  );
}

// The app's shape: a layout that holds the primary outlet and the navLink outlet.
const routes: RouteObject[] = [
  {
    path: "/app",
    element: (
      <>
        <Outlet />
        <NavLinkOutlet />
      </>
    ),
    children: [
      { path: "list/:screenName", element: <ListPage /> },
      { path: "list/:screenName/:id", element: <RecordPage /> },
      { path: "*", element: <p>Page not found</p> },
    ],
  },
];

function renderAt(start: string) {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [start] });
  const router = createNavLinkRouter(routes, history);
  const sites = memorySearch({ siteLookup: [{ id: 7, name: "Harbour depot", city: "Bergen" }] });
  const services = { loadScreen: memoryScreens([doc(siteLookupInput)]), lookupSearch: sites.source };
  render(
    <Wrapper
      config={{ messages: { portal_login_translations: { site_lookup_title: "Sites", site_link: "Site" } } }}
    >
      <QueryClientProvider client={testQueryClient()}>
        <RendererServicesProvider services={services}>
          <StartedRouterProvider router={router} />
        </RendererServicesProvider>
      </QueryClientProvider>
    </Wrapper>,
  );
  const address = () => history.createHref(history.location);
  return { router, address };
}

afterEach(() => sessionStorage.clear());

describe("navLink outlet route (spec §2 `(navLink:navinsert/{navScreen})`)", () => {
  it("opens the spec address: the primary page plus the linked screen in a labelled panel", async () => {
    const { router, address } = renderAt("/app/list/request(navLink:navinsert/siteLookup)?q=pump");
    expect(await screen.findByRole("heading", { level: 1, name: "List request" })).toBeInTheDocument();
    const panel = await screen.findByRole("dialog", { name: "Sites" });
    expect(await screen.findByRole("option", { name: /Harbour depot/ })).toBeInTheDocument();
    // Focus is in the panel, on the linked screen's own first control once it is in.
    await waitFor(() => expect(within(panel).getByRole("combobox", { name: "Search Sites" })).toHaveFocus());
    expect(router.state.location.pathname).toBe("/app/list/request");
    expect(address()).toBe("/app/list/request(navLink:navinsert/siteLookup)?q=pump");
    expect(getNavLinkEntry("request")).toEqual({ navScreen: "siteLookup", params: {}, visible: true });
  });

  it("keeps a record route's primary match", async () => {
    renderAt("/app/list/request/42(navLink:navinsert/siteLookup)");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Record 42 of request" }),
    ).toBeInTheDocument();
    expect(await screen.findByRole("dialog", { name: "Sites" })).toBeInTheDocument();
  });

  it("Escape closes the panel, keeps the primary page, and emits navigate-back with no data", async () => {
    const events = vi.fn();
    const stop = onNavigateBack(events);
    const { address } = renderAt("/app/list/request(navLink:navinsert/siteLookup)?q=pump");
    await screen.findByRole("dialog", { name: "Sites" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(events).toHaveBeenCalled());
    expect(events).toHaveBeenCalledExactlyOnceWith({ screenName: "siteLookup", dataModel: null });
    expect(address()).toBe("/app/list/request?q=pump");
    expect(screen.getByRole("heading", { level: 1, name: "List request" })).toBeInTheDocument();
    expect(getNavLinkEntry("request")?.visible).toBe(false);
    stop();
  });

  it("a navLink item links to the spec address and opens the panel; the close button closes it", async () => {
    const { address } = renderAt("/app/list/request?q=pump");
    const link = await screen.findByRole("link", { name: "Site" });
    expect(link).toHaveAttribute(
      "href",
      "/app/list/request(navLink:navinsert/siteLookup)?q=pump&nl.siteId=7",
    );
    await userEvent.click(link);
    expect(await screen.findByRole("dialog", { name: "Sites" })).toBeInTheDocument();
    expect(address()).toBe("/app/list/request(navLink:navinsert/siteLookup)?q=pump&nl.siteId=7");
    expect(getNavLinkEntry("request")).toEqual({
      navScreen: "siteLookup",
      params: { siteId: "7" },
      visible: true,
    });
    await userEvent.click(screen.getByRole("button", { name: "Close linked screen" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(address()).toBe("/app/list/request?q=pump");
  });

  it("Back from the opened panel returns to the primary page without it", async () => {
    const { router, address } = renderAt("/app/list/request");
    await userEvent.click(await screen.findByRole("link", { name: "Site" }));
    await screen.findByRole("dialog", { name: "Sites" });
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(address()).toBe("/app/list/request");
  });
});
