import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TRow } from "../../data-source";
import { FormScreen } from "../../screens/form/FormScreen";
import { memoryScreens } from "../../test-utils/memory-sources";
import { renderWithServices } from "../../test-utils/render-with-services";
import { screen as parseScreen, siteLookupInput } from "../../test-utils/screens";
import { json, stubApi, type ApiCall } from "../../../test-utils/stub-api";
import { preloadLazyInputs } from "../../field-types/shared/lazy-input";

afterEach(() => vi.unstubAllGlobals());

// REQUEST_SITE's shape: the asset lookup depends on the site chosen on the same screen.
const document = parseScreen({
  formatVersion: 3,
  type: "portal",
  name: "requestSite",
  title: "request_site_title",
  table: "service_requests",
  sections: [
    {
      id: "main",
      items: [
        {
          kind: "field",
          id: "site",
          type: "lookup",
          column: "site_id",
          label: "request_site",
          lookup: { screen: "siteLookup", keyColumn: "id", displayColumn: "name" },
        },
        {
          kind: "field",
          id: "asset",
          type: "lookup",
          column: "asset_id",
          label: "request_asset",
          lookup: {
            screen: "assetLookup",
            keyColumn: "id",
            displayColumn: "serial_number",
            dependsOn: [{ column: "site_id", filter: "asset.site" }],
          },
        },
      ],
    },
  ],
  actions: [],
});
const assetLookup = parseScreen({
  formatVersion: 3,
  type: "lookup",
  name: "assetLookup",
  title: "asset_lookup_title",
  table: "assets",
  keyColumn: "id",
  displayColumn: "serial_number",
  search: {
    table: "assets",
    columns: [{ column: "serial_number", label: "asset_serial_number" }],
    filters: [{ item_name: "asset.site", column: "site_id", label: "asset_site", type: "number" }],
    defaultOrder: [{ column: "serial_number" }],
    pageSize: 10,
  },
});
const SITES = [
  { id: 1, name: "Head office", city: "Leeds" },
  { id: 2, name: "North depot", city: "York" },
  { id: 3, name: "South yard", city: "Derby" },
];
const ASSETS = [
  { id: 10, serial_number: "PUMP-10", site_id: 1 },
  { id: 11, serial_number: "PUMP-11", site_id: 1 },
  { id: 20, serial_number: "PUMP-20", site_id: 2 },
];
const messages = {
  request_site_title: "Where",
  request_site: "Site",
  request_asset: "Asset",
  site_lookup_title: "Sites",
  asset_lookup_title: "Assets",
  visit_lines: "Lines",
};

type Body = { screenName: string; searchValue?: string; dataConstraints?: { right_operand: unknown }[] };

/** execsearch over the rows above: the constraint's site and the typed text narrow the assets. */
function execsearch(call: ApiCall) {
  const body = call.body as Body;
  const text = (body.searchValue ?? "").toLowerCase();
  const site = body.dataConstraints?.[0]?.right_operand;
  const all: TRow[] = body.screenName === "assetLookup" ? ASSETS : SITES;
  const rows = all.filter(
    (row) =>
      (site === undefined || row.site_id === site) &&
      Object.values(row).some((v) => String(v).toLowerCase().includes(text)),
  );
  return json({ rows, total: rows.length, totalIsEstimate: false, nextCursor: null, pageSize: 10 });
}

function renderForm(row: TRow = { id: 7, version: 1 }, form = document) {
  const api = stubApi({ "POST /api/dataview/execsearch": execsearch });
  renderWithServices(<FormScreen document={form} row={row} save={vi.fn()} canEdit />, {
    messages,
    services: { loadScreen: memoryScreens([parseScreen(siteLookupInput), assetLookup]) },
  });
  const searches = () => api.callsTo("/api/dataview/execsearch").map((c) => c.body as Body);
  return { searches, user: userEvent.setup() };
}

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: RegExp) {
  // (field: the input's label, e.g. "Site" or "Site, line 2")
  await user.click(screen.getByRole("button", { name: `Choose ${field}` }));
  await user.click(await screen.findByRole("option", { name: option }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
}

// The controls' code loads before they draw, as a form page preloads it.
beforeAll(() => preloadLazyInputs());

describe("a lookup that depends on another field (asset of the chosen site)", () => {
  it("cannot be opened before the site is chosen, and says why", () => {
    renderForm();
    const button = screen.getByRole("button", { name: "Choose Asset" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("Choose the site first");
    expect(screen.getByRole("textbox", { name: "Asset" })).toHaveAccessibleDescription(
      "Choose the site first",
    );
  });

  it("searches with the chosen site as a constraint, together with the typed text", async () => {
    const { user, searches } = renderForm();
    await choose(user, "Site", /Head office/);
    await user.click(screen.getByRole("button", { name: "Choose Asset" }));
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(2));
    expect(screen.queryByRole("option", { name: /PUMP-20/ })).not.toBeInTheDocument();
    expect(searches().at(-1)).toMatchObject({
      screenName: "assetLookup",
      dataConstraints: [{ left_operand: "asset.site", operator: "EQ", right_operand: 1 }],
    });

    await user.type(screen.getByRole("combobox", { name: "Search Assets" }), "11");
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(1));
    expect(searches().at(-1)).toMatchObject({
      searchValue: "11",
      dataConstraints: [{ left_operand: "asset.site", operator: "EQ", right_operand: 1 }],
    });
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Asset" })).toHaveValue("PUMP-11"));
  });

  it("clears the chosen asset when the site changes, and then lists the new site's assets", async () => {
    const { user, searches } = renderForm({
      id: 7,
      version: 1,
      site_id: 1,
      site_id__display: "Head office",
      asset_id: 10,
      asset_id__display: "PUMP-10",
    });
    expect(screen.getByRole("textbox", { name: "Asset" })).toHaveValue("PUMP-10");
    await choose(user, "Site", /North depot/);
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Asset" })).toHaveValue(""));
    await user.click(screen.getByRole("button", { name: "Choose Asset" }));
    expect(await screen.findByRole("option", { name: /PUMP-20/ })).toBeInTheDocument();
    expect(screen.getAllByRole("option")).toHaveLength(1);
    expect(searches().at(-1)?.dataConstraints).toEqual([
      { left_operand: "asset.site", operator: "EQ", right_operand: 2 },
    ]);
  });
});

// The same dependency inside an editable child grid: each line's asset belongs to that line's site.
const site = document.sections[0]!.items[0]!;
const asset = document.sections[0]!.items[1]!;
const lineColumn = (field: typeof site) => (field.kind === "field" ? field : null);
const gridForm = parseScreen({
  formatVersion: 3,
  type: "portal",
  name: "visitLines",
  title: "request_site_title",
  table: "visits",
  sections: [
    {
      id: "lines",
      items: [
        {
          kind: "childGrid",
          id: "linesGrid",
          label: "visit_lines",
          table: "visit_lines",
          editable: true,
          columns: [lineColumn(site)!, lineColumn(asset)!],
        },
      ],
    },
  ],
  actions: [],
});
const LINES = {
  id: 3,
  version: 1,
  visit_lines: [
    { id: 1, site_id: 1, site_id__display: "Head office", asset_id: 10, asset_id__display: "PUMP-10" },
    { id: 2, site_id: 2, site_id__display: "North depot", asset_id: 20, asset_id__display: "PUMP-20" },
  ],
};

describe("a dependent lookup in a child grid line", () => {
  it("searches with its own line's site and is cleared only when that line's site changes", async () => {
    const { user, searches } = renderForm(LINES, gridForm);
    await user.click(screen.getByRole("button", { name: "Choose Asset, line 2" }));
    expect(await screen.findByRole("option", { name: /PUMP-20/ })).toBeInTheDocument();
    expect(searches().at(-1)?.dataConstraints).toEqual([
      { left_operand: "asset.site", operator: "EQ", right_operand: 2 },
    ]);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await choose(user, "Site, line 1", /South yard/);
    await waitFor(() => expect(screen.getByRole("textbox", { name: "Asset, line 1" })).toHaveValue(""));
    expect(screen.getByRole("textbox", { name: "Asset, line 2" })).toHaveValue("PUMP-20");

    // Removing line 1 (now at South yard) moves line 2 up: its site did not change, so its asset stays.
    await user.click(screen.getByRole("button", { name: "Remove line 1" }));
    expect(screen.getByRole("textbox", { name: "Asset, line 1" })).toHaveValue("PUMP-20");
  }, 20_000);
});
