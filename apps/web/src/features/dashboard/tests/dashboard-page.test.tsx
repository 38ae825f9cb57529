import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TDashboardResponse } from "@fsm/contracts";
import { renderRoutes } from "../../../test-utils/render-app";
import { json, stubApi, type ApiCall } from "../../../test-utils/stub-api";
import { DashboardPage } from "../components/dashboard-page";
import { CUSTOMER_DASHBOARD, EVENTS, STATUSES } from "./fixtures";

type Handlers = Parameters<typeof stubApi>[0];

/** The feed as the server pages it: `limit` events after the `before` cursor (an index here). */
const feedPage = (call: ApiCall) => {
  const start = Number(call.query.get("before") ?? 0);
  const limit = Number(call.query.get("limit"));
  const events = EVENTS.slice(start, start + limit);
  const next = start + limit < EVENTS.length ? String(start + limit) : null;
  return json({ events, nextCursor: next });
};

function stubDashboard(overrides: Handlers = {}, dashboard: TDashboardResponse = CUSTOMER_DASHBOARD) {
  return stubApi({
    "GET /api/Dashboard/getdashboard": () => json(dashboard),
    "GET /api/dataview/refreshcounters": () =>
      json({ elementId: "newRequests", count: 3, isEstimate: false }),
    "GET /api/dataview/getServiceRequestStatuses": () => json(STATUSES),
    "GET /api/dataview/updateactvityfeed": feedPage,
    ...overrides,
  });
}

function renderDashboard() {
  renderRoutes([{ path: "/", element: <DashboardPage /> }]);
  return userEvent.setup();
}

const counterLink = () => screen.findByRole("link", { name: /^New requests: / });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the dashboard page", () => {
  it("shows a skeleton while the layout loads, then the caller's cards", async () => {
    stubDashboard();
    renderDashboard();
    expect(screen.getByRole("status", { name: "Loading the dashboard" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Service requests by status" })).toBeInTheDocument();
    for (const name of [
      "Start something new",
      "Recent activity",
      "Approved summaries",
      "Your contact details",
    ])
      expect(screen.getByRole("heading", { name })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Raise a service request" })).toHaveAttribute(
      "href",
      "/app/service?workflow=REQUEST_SITE",
    );
  });

  it("shows a counter's number as a link to the list it counted, with the same filter", async () => {
    stubDashboard();
    renderDashboard();
    const link = await counterLink();
    expect(link).toHaveAccessibleName("New requests: 3. Open the list");
    expect(link).toHaveAttribute("href", "/app/list/request?f.request.status=NEW");
    expect(link).toHaveTextContent("3");
  });

  it("refreshes a counter on demand, and marks its number as not current when the refresh fails", async () => {
    let answer: () => Response = () => json({ elementId: "newRequests", count: 3, isEstimate: false });
    const api = stubDashboard({ "GET /api/dataview/refreshcounters": () => answer() });
    const user = renderDashboard();
    await counterLink();
    answer = () => json({ elementId: "newRequests", count: 5, isEstimate: false });
    await user.click(screen.getByRole("button", { name: "Refresh New requests" }));
    expect(await screen.findByRole("link", { name: "New requests: 5. Open the list" })).toBeInTheDocument();

    answer = () => json({ code: "FSM.PORTAL.ERROR", message: "Down" }, 500);
    await user.click(screen.getByRole("button", { name: "Refresh New requests" }));
    expect(await screen.findByText("Not up to date: the last refresh failed")).toBeInTheDocument();
    expect(await counterLink()).toHaveAttribute("data-counter-status", "stale");
    expect(api.callsTo("/api/dataview/refreshcounters")[0]!.query.get("elementId")).toBe("newRequests");
  });

  it("refreshes a counter on its own at the card's interval", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let count = 3;
    const api = stubDashboard({
      "GET /api/dataview/refreshcounters": () =>
        json({ elementId: "newRequests", count: count++, isEstimate: false }),
    });
    renderDashboard();
    expect(await counterLink()).toHaveTextContent("3");
    await vi.advanceTimersByTimeAsync(60_000);
    await waitFor(() => expect(screen.getByRole("link", { name: /^New requests: 4/ })).toBeInTheDocument());
    expect(api.callsTo("/api/dataview/refreshcounters")).toHaveLength(2);
  });

  it("breaks the requests down by status, in words and numbers", async () => {
    stubDashboard();
    renderDashboard();
    const card = await screen.findByRole("region", { name: "Service requests by status" });
    expect(await within(card).findByText("4 service requests in total")).toBeInTheDocument();
    const rows = within(card).getAllByRole("listitem");
    expect(rows.map((r) => r.textContent)).toEqual(["New3", "In progress1"]);
  });

  it("says “about” of a status the server estimated, of the total it is part of, and why", async () => {
    stubDashboard({
      "GET /api/dataview/getServiceRequestStatuses": () =>
        json([{ ...STATUSES[0]!, count: 12_345, isEstimate: true }, STATUSES[1], STATUSES[2]]),
    });
    renderDashboard();
    const card = await screen.findByRole("region", { name: "Service requests by status" });
    expect(
      await within(card).findByText(`About ${(12_346).toLocaleString()} service requests in total`),
    ).toBeInTheDocument();
    const rows = within(card).getAllByRole("listitem");
    expect(rows.map((r) => r.textContent)).toEqual([`Newabout ${(12_345).toLocaleString()}`, "In progress1"]);
    expect(within(card).getByText(/are estimates/)).toBeInTheDocument();
  });

  it("teaches the first step when the customer has no requests yet", async () => {
    stubDashboard({
      "GET /api/dataview/getServiceRequestStatuses": () => json(STATUSES.map((s) => ({ ...s, count: 0 }))),
    });
    renderDashboard();
    expect(await screen.findByText("No service requests yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Raise your first service request" })).toHaveAttribute(
      "href",
      "/app/service?workflow=REQUEST",
    );
  });

  it("lists the activity newest first, each event linking to its record, and loads more with the cursor", async () => {
    const api = stubDashboard();
    const user = renderDashboard();
    const feed = await screen.findByRole("list", { name: "Recent activity" });
    const first = await within(feed).findAllByRole("listitem");
    expect(first.map((li) => within(li).getByRole("link").textContent)).toEqual([
      "SR-000007 moved to In progress",
      "Note on SR-000007",
    ]);
    expect(within(first[0]!).getByRole("link")).toHaveAttribute("href", "/app/list/request/7");
    expect(within(first[1]!).getByText("Engineer booked for Tuesday")).toBeInTheDocument();
    expect(first[0]!.querySelector("time")).toHaveAttribute("datetime", "2026-11-21T10:30:00.000Z");

    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(within(feed).getAllByRole("listitem")).toHaveLength(4));
    const [, , raised, post] = within(feed).getAllByRole("listitem");
    expect(raised).toHaveTextContent("SR-000008 was raised");
    // A blog post links to the post itself, not to a list.
    expect(
      within(post!).getByRole("link", { name: "New on the blog: Winter service hours" }),
    ).toHaveAttribute("href", "/app/blogview/3");
    expect(screen.getByText("You have reached the oldest activity.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    const pages = api.callsTo("/api/dataview/updateactvityfeed").map((c) => c.query.get("before"));
    expect(pages).toEqual([null, "2"]);
  });

  it("says in plain words when the dashboard cannot load, and Try again loads it", async () => {
    let fail = true;
    stubDashboard({
      "GET /api/Dashboard/getdashboard": () =>
        fail ? json({ code: "FSM.PORTAL.ERROR", message: "Down" }, 500) : json(CUSTOMER_DASHBOARD),
    });
    const user = renderDashboard();
    expect(await screen.findByRole("alert")).toHaveTextContent("The dashboard could not be loaded");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await counterLink()).toBeInTheDocument();
  });

  it("says what to do when no card is set up", async () => {
    stubDashboard({}, { name: null, revision: 0, cards: [] });
    renderDashboard();
    expect(await screen.findByText("Your dashboard is empty")).toBeInTheDocument();
  });
});

describe("the dashboard's other cards", () => {
  it("says how long ago a counter was counted, and keeps saying it truthfully as time passes", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubDashboard({}, {
      ...CUSTOMER_DASHBOARD,
      cards: [{ ...CUSTOMER_DASHBOARD.cards[0]!, refreshSeconds: null }],
    } as TDashboardResponse);
    renderDashboard();
    await counterLink();
    const counted = screen.getByText("Updated").parentElement!;
    expect(counted.querySelector("time")).toHaveTextContent(/now|second/);
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    await waitFor(() => expect(counted.querySelector("time")).toHaveTextContent("3 minutes ago"));
  });

  it("links each approved summary to its records and a link card to its page", async () => {
    stubDashboard();
    renderDashboard();
    expect(await screen.findByRole("link", { name: "Approved service requests" })).toHaveAttribute(
      "href",
      "/app/list/request",
    );
    expect(screen.getByRole("link", { name: "Your contact details" })).toHaveAttribute(
      "href",
      "/app/profile",
    );
    expect(screen.getByText(/Keep your phone number and e-mail current/)).toBeInTheDocument();
  });
});
