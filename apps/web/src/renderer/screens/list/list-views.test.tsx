import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TDataView, TSaveDataViewRequest } from "@fsm/contracts";
import { renderRoutes } from "../../../test-utils/render-app";
import { RendererServicesProvider } from "../../renderer-services";
import type { SearchDataSource } from "../../data-source";
import { memoryCodes, memorySearch } from "../../test-utils/memory-sources";
import { requestListInput, screen as parseScreen } from "../../test-utils/screens";
import { ListScreen } from "./ListScreen";
import type { TListScreen } from "./use-list-screen";

const document = parseScreen(requestListInput) as TListScreen;
const ROWS = [1, 2, 3, 4, 5].map((n) => ({
  id: n,
  request_number: `SR-00${n}`,
  status: n % 2 ? "OPEN" : "CLOSED",
  description: `Pump ${n}`,
}));
const messages = {
  request_list_title: "Service requests",
  request_number: "Number",
  request_status: "Status",
  request_description: "Description",
};
const codes = memoryCodes({ request_status: [{ value: "OPEN", label: "Open" }] });

/** Views kept in memory, as the server keeps them for one caller. */
function viewsSource() {
  const { source } = memorySearch({ request: ROWS }, { "request.status": "status" });
  const stored: TDataView[] = [
    {
      id: 7,
      screenName: "request",
      name: "Open by number",
      shared: true,
      mine: false,
      ownerName: "Ann Lee",
      state: {
        columns: ["request_number", "status"],
        searchValue: "",
        filters: { "request.status": "OPEN" },
        sort: { column: "request_number", direction: "asc" },
      },
      createdAt: "2026-11-01T10:00:00.000Z",
    },
  ];
  const saved: TSaveDataViewRequest[] = [];
  const withViews: SearchDataSource = {
    ...source,
    views: {
      list: async () => stored,
      save: async (request) => {
        saved.push(request);
        const view = { ...stored[0]!, id: 8, name: request.name, mine: true, shared: !!request.shared };
        stored.push(view);
        return view;
      },
      remove: async () => undefined,
    },
  };
  return { source: withViews, saved };
}

function renderList(url: string, source: SearchDataSource) {
  renderRoutes(
    [
      {
        path: "/list",
        element: (
          <RendererServicesProvider services={{ codes: codes.source }}>
            <ListScreen document={document} source={source} />
          </RendererServicesProvider>
        ),
      },
    ],
    { initialEntries: [url], config: { messages: { portal_login_translations: messages } } },
  );
  return userEvent.setup();
}

const headers = () =>
  within(screen.getByRole("table", { name: "Service requests" }))
    .getAllByRole("columnheader")
    .map((h) => h.textContent);

describe("list views", () => {
  it("opens a shared view: its columns, filter and sort", async () => {
    const { source } = viewsSource();
    const user = renderList("/list", source);
    await waitFor(() => expect(headers()).toEqual(["Number ▼", "Status", "Description"]));
    await user.click(screen.getByRole("button", { name: "Views" }));
    await user.click(await screen.findByRole("menuitem", { name: "Open by number (shared by Ann Lee)" }));
    await waitFor(() => expect(headers()).toEqual(["Number ▲", "Status"]));
    const table = screen.getByRole("table", { name: "Service requests" });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole("row")
          .slice(1)
          .map((row) => within(row).getAllByRole("cell")[0]!.textContent),
      ).toEqual(["SR-001", "SR-003"]),
    );
  });

  it("saves what the list shows under a name, shared when asked", async () => {
    const { source, saved } = viewsSource();
    const user = renderList("/list?f.request.status=CLOSED&q=Pump&sort=-request_number", source);
    await screen.findByRole("table", { name: "Service requests" });
    await user.click(screen.getByRole("button", { name: "Views" }));
    await user.click(await screen.findByRole("menuitem", { name: "Save this view…" }));
    const dialog = await screen.findByRole("dialog", { name: "Save this view" });
    await user.click(within(dialog).getByRole("button", { name: "Save view" }));
    expect(await within(dialog).findByText("Give the view a name.")).toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Closed pumps");
    await user.click(within(dialog).getByRole("checkbox", { name: "Share with my company" }));
    await user.click(within(dialog).getByRole("button", { name: "Save view" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      screenName: "request",
      name: "Closed pumps",
      shared: true,
      state: {
        columns: ["request_number", "status", "description"],
        searchValue: "Pump",
        filters: { "request.status": "CLOSED" },
        sort: { column: "request_number", direction: "desc" },
      },
    });
  });
});
