import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoutes } from "../../../test-utils/render-app";
import { RendererServicesProvider } from "../../renderer-services";
import type { ExportRequest, SearchDataSource } from "../../data-source";
import { memoryCodes, memorySearch } from "../../test-utils/memory-sources";
import { requestListInput, screen as parseScreen } from "../../test-utils/screens";
import { ListScreen } from "./ListScreen";
import type { TListScreen } from "./use-list-screen";

const document = parseScreen(requestListInput) as TListScreen;
const ROWS = [1, 2, 3].map((n) => ({
  id: n,
  request_number: `SR-00${n}`,
  status: "OPEN",
  description: `Pump ${n}`,
}));
const messages = {
  request_list_title: "Service requests",
  request_number: "Number",
  request_status: "Status",
  request_description: "Description",
};
const codes = memoryCodes({ request_status: [{ value: "OPEN", label: "Open" }] });

/** The list's search, and an export that records what it was asked for. */
function source() {
  const asked: ExportRequest[] = [];
  const search: SearchDataSource = {
    ...memorySearch({ request: ROWS }).source,
    exportCsv: async (request) => {
      asked.push(request);
      return { blob: new Blob(["x"]), fileName: "x.csv", rows: 3 };
    },
  };
  return { search, asked };
}

function renderList(url = "/list") {
  const { search, asked } = source();
  const view = renderRoutes(
    [
      {
        path: "/list",
        element: (
          <RendererServicesProvider services={{ codes: codes.source }}>
            <ListScreen document={document} source={search} rowLink={(row) => `/detail/${String(row.id)}`} />
          </RendererServicesProvider>
        ),
      },
      { path: "/detail/:id", element: <p>Detail page</p> },
    ],
    { initialEntries: [url], config: { messages: { portal_login_translations: messages } } },
  );
  return { ...view, asked, user: userEvent.setup() };
}

const headers = () =>
  within(screen.getByRole("table", { name: "Service requests" }))
    .getAllByRole("columnheader")
    .map((h) => h.textContent?.replace(/ [▲▼]$/, ""));

afterEach(() => vi.restoreAllMocks());

describe("the list's column chooser", () => {
  it("hides and shows columns at once, in the address, so Back and a reload keep them", async () => {
    const { user, router } = renderList();
    await screen.findByRole("table", { name: "Service requests" });
    const button = screen.getByRole("button", { name: "Columns" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    const chooser = screen.getByRole("group", { name: "Columns to show, in order" });
    expect(button).toHaveAttribute("aria-controls", chooser.id);
    expect(
      within(chooser)
        .getAllByRole("checkbox")
        .map((c) => (c as HTMLInputElement).checked),
    ).toEqual([true, true, true]);

    await user.click(within(chooser).getByRole("checkbox", { name: "Description" }));
    expect(headers()).toEqual(["Number", "Status"]);
    expect(new URLSearchParams(router.state.location.search).get("cols")).toBe("request_number,status");
    expect(screen.getByRole("button", { name: "Columns (2 of 3)" })).toBeInTheDocument();
    // The last shown column cannot be hidden too.
    await user.click(within(chooser).getByRole("checkbox", { name: "Status" }));
    expect(within(chooser).getByRole("checkbox", { name: "Number" })).toBeDisabled();
    await user.click(within(chooser).getByRole("checkbox", { name: "Status" }));
    await user.click(within(chooser).getByRole("button", { name: "Done" }));

    await router.navigate("/detail/1");
    expect(await screen.findByText("Detail page")).toBeInTheDocument();
    await router.navigate(-1);
    await waitFor(() => expect(headers()).toEqual(["Number", "Status"]));
    await user.click(screen.getByRole("button", { name: "Columns (2 of 3)" }));
    await user.click(screen.getByRole("checkbox", { name: "Description" }));
    expect(headers()).toEqual(["Number", "Status", "Description"]);
  });

  it("moves a column left and right by its labelled buttons, keeps the focus on them and says where it went", async () => {
    const { user, router } = renderList();
    await screen.findByRole("table", { name: "Service requests" });
    await user.click(screen.getByRole("button", { name: "Columns" }));
    expect(screen.getByRole("button", { name: "Move Number left" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move Description right" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Move Status left" }));
    expect(headers()).toEqual(["Status", "Number", "Description"]);
    // At the left end its left button is disabled: the focus moves to its right button.
    await waitFor(() => expect(screen.getByRole("button", { name: "Move Status right" })).toHaveFocus());
    expect(screen.getByRole("status")).toHaveTextContent("Status is now column 1 of 3");

    // By keyboard alone: Tab to Description's left button, Enter.
    screen.getByRole("button", { name: "Move Description left" }).focus();
    await user.keyboard("{Enter}");
    expect(headers()).toEqual(["Status", "Description", "Number"]);
    await waitFor(() => expect(screen.getByRole("button", { name: "Move Description left" })).toHaveFocus());
    expect(new URLSearchParams(router.state.location.search).get("cols")).toBe(
      "status,description,request_number",
    );

    // Escape closes the panel back to its button; "Show every column" gives the plain address.
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("group", { name: "Columns to show, in order" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Columns (3 of 3)" })).toHaveFocus();
    await user.keyboard("{Enter}");
    await user.click(screen.getByRole("button", { name: "Show every column" }));
    expect(headers()).toEqual(["Number", "Status", "Description"]);
    expect(router.state.location.search).toBe("");
  });

  it("exports exactly the columns shown, in their order", async () => {
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:test");
    vi.spyOn(URL, "revokeObjectURL").mockReturnValue(undefined);
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const { user, asked } = renderList("/list?cols=description,request_number");
    await waitFor(() => expect(headers()).toEqual(["Description", "Number"]));
    await user.click(await screen.findByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]!.columns).toEqual(["description", "request_number"]);
  });
});
