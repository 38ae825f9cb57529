import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoutes } from "../../../test-utils/render-app";
import { json, stubApi } from "../../../test-utils/stub-api";
import { MapPage } from "../components/map-page";
import { MAP } from "./fixtures";

function renderMap() {
  renderRoutes([{ path: "/", element: <MapPage /> }]);
  return userEvent.setup();
}

// A browser without WebGL (jsdom has no canvas contexts at all; this keeps its warning quiet).
beforeAll(() => void vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null));
afterEach(() => vi.unstubAllGlobals());

// jsdom has no WebGL: these tests see the page as a browser without it does, the list alone.
describe("the map page", () => {
  it("without WebGL shows the list alone, saying why, and each site opens its filtered requests", async () => {
    stubApi({ "GET /api/map/sites": () => json(MAP) });
    renderMap();
    expect(await screen.findByText("The map cannot be drawn in this browser")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: /^Map of the sites/ })).not.toBeInTheDocument();
    const list = screen.getByRole("region", { name: "Sites" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText("Open requests: 4")).toBeInTheDocument();
    // Assets have no coordinates: each site names its own (the first ten, then how many more).
    expect(within(items[0]!).getByText("Assets: 12")).toBeInTheDocument();
    expect(
      within(items[0]!).getByText("Assets here: Chiller · SN-1-1, Pump · SN-1-2 and 10 more"),
    ).toBeInTheDocument();
    expect(within(items[1]!).getByText("Assets: 0")).toBeInTheDocument();
    expect(within(items[1]!).queryByText(/^Assets here/)).not.toBeInTheDocument();
    expect(within(items[2]!).getByText("Assets here: Chiller · SN-3-1, Pump · SN-3-2")).toBeInTheDocument();
    expect(within(items[2]!).getByText("No coordinates, not on the map")).toBeInTheDocument();
    expect(within(list).getByRole("link", { name: "Requests of Acme Plant" })).toHaveAttribute(
      "href",
      "/app/list/request?f.request.site_id=1",
    );
    // Without a map there is nothing to show a site on.
    expect(within(list).queryByRole("button", { name: /on the map$/ })).not.toBeInTheDocument();
    expect(within(list).getByText("3 of 3 sites")).toBeInTheDocument();
  });

  it("finds a site by what the user types, and says when nothing matches", async () => {
    stubApi({ "GET /api/map/sites": () => json(MAP) });
    const user = renderMap();
    const search = await screen.findByRole("searchbox", { name: "Find a site" });
    await user.type(search, "harbor");
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByText("1 of 1 sites")).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, "zz");
    expect(screen.getByText("No site matches “zz”.")).toBeInTheDocument();
  });

  it("opens no list when the request list has no site filter", async () => {
    stubApi({ "GET /api/map/sites": () => json({ ...MAP, requestList: null }) });
    renderMap();
    await screen.findByRole("region", { name: "Sites" });
    expect(screen.queryByRole("link", { name: /^Requests of / })).not.toBeInTheDocument();
  });

  it("with no sites says what to do", async () => {
    stubApi({ "GET /api/map/sites": () => json({ ...MAP, sites: [] }) });
    renderMap();
    expect(await screen.findByRole("heading", { name: "No sites yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Raise your first service request" })).toHaveAttribute(
      "href",
      "/app/service?workflow=REQUEST",
    );
  });

  it("says when the sites could not be loaded, and tries again", async () => {
    let fail = true;
    stubApi({
      "GET /api/map/sites": () =>
        fail ? json({ code: "INTERNAL_ERROR", message: "Internal error" }, 500) : json(MAP),
    });
    const user = renderMap();
    expect(await screen.findByText("The sites could not be loaded")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "Sites" })).toBeInTheDocument();
  });
});
