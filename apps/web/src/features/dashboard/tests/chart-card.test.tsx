import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TDashboardCardView } from "@fsm/contracts";
import { renderRoutes } from "../../../test-utils/render-app";
import { json, stubApi } from "../../../test-utils/stub-api";
import { DashboardCards } from "../components/dashboard-cards";

const card: Extract<TDashboardCardView, { kind: "chart" }> = {
  kind: "chart",
  id: "byStatus",
  title: "report_requests_by_status",
  report: {
    name: "requests-by-status",
    source: { screen: "request" },
    groupBy: ["status"],
    filters: {},
    chart: "bar",
  },
};

const GROUPS = {
  rows: [
    { status: "NEW", count: 3 },
    { status: "CLOSED", count: 12 },
  ],
  total: 2,
  totalIsEstimate: false,
  nextCursor: null,
  pageSize: 200,
  codeLabels: { status: { NEW: "status_new", CLOSED: "status_closed" } },
};

function renderCard(answer: () => Response = () => json(GROUPS)) {
  const api = stubApi({ "POST /api/dataview/execsearch": answer });
  renderRoutes([{ path: "/", element: <DashboardCards cards={[card]} /> }], {
    config: { messages: { portal_login_translations: { status_new: "New", status_closed: "Closed" } } },
  });
  return { api, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe("the dashboard's chart card", () => {
  it("draws the report's chart from its own grouped search, and offers the table and the whole report", async () => {
    const { api, user } = renderCard();
    // The picture is hidden from screen readers; its caption points to the table.
    await screen.findByText(/same numbers are in the table/);
    const region = screen.getByRole("region", { name: "Service requests by status" });
    expect(region.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(region.querySelector("svg")).toHaveTextContent("Closed");
    const search = api.calls.find((c) => c.path === "/api/dataview/execsearch")!;
    expect(search.body).toMatchObject({ screenName: "request", groupBy: ["status"], mappedCodeValues: true });
    expect(within(region).getByRole("link", { name: /^Open the full report/ })).toHaveAttribute(
      "href",
      "/app/reports/requests-by-status",
    );

    await user.click(within(region).getByRole("button", { name: "Show as a table" }));
    const table = within(region).getByRole("table", { name: "Service requests by status" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(["New3", "Closed12"]);
    await user.click(within(region).getByRole("button", { name: "Show as a chart" }));
    expect(within(region).queryByRole("table")).not.toBeInTheDocument();
  });

  it("says when its numbers could not be loaded, and tries again", async () => {
    let fail = true;
    const { user } = renderCard(() => (fail ? json({ code: "X", message: "no" }, 500) : json(GROUPS)));
    await screen.findByText("This card could not be loaded");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByText(/same numbers are in the table/);
  });
});
