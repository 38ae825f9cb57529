import { describe, expect, it, vi } from "vitest";
import { screen as dom } from "@testing-library/react";
import { renderRoutes } from "../../../test-utils/render-app";
import { RendererServicesProvider } from "../../renderer-services";
import { memoryCodes, memorySearch } from "../../test-utils/memory-sources";
import { requestListInput, screen as parseScreen, siteLookupInput } from "../../test-utils/screens";
import { ListScreen } from "./ListScreen";
import type { TListScreen } from "./use-list-screen";

// The request list with a lookup filter on the site, as the baseline request screen declares it.
const document = parseScreen({
  ...requestListInput,
  search: {
    ...requestListInput.search!,
    filters: [
      {
        item_name: "request.site_id",
        column: "site_id",
        label: "request_site",
        type: "lookup",
        lookup: { screen: "siteLookup", keyColumn: "id", displayColumn: "name" },
      },
    ],
  },
}) as TListScreen;

const ROWS = [{ id: 1, request_number: "SR-001", status: "OPEN", description: "Pump", site_id: 12 }];

function renderList(url: string, label: (key: string | number) => string | null) {
  const lookupLabels = { label: vi.fn(async (r: { table: string; key: string | number }) => label(r.key)) };
  renderRoutes(
    [
      {
        path: "/list",
        element: (
          <RendererServicesProvider
            services={{
              codes: memoryCodes({ request_status: [] }).source,
              loadScreen: async () => parseScreen(siteLookupInput),
              lookupLabels,
            }}
          >
            <ListScreen
              document={document}
              source={memorySearch({ request: ROWS }, { "request.site_id": "site_id" }).source}
              rowLink={(row) => `/detail/${String(row.id)}`}
            />
          </RendererServicesProvider>
        ),
      },
    ],
    { initialEntries: [url], config: { messages: { portal_login_translations: { request_site: "Site" } } } },
  );
  return lookupLabels;
}

describe("a lookup filter set by the address", () => {
  it("shows the chosen row's name, looked up in the lookup screen's table, not its id", async () => {
    const lookups = renderList("/list?f.request.site_id=12", (key) =>
      String(key) === "12" ? "Harbor Depot" : null,
    );
    expect(await dom.findByDisplayValue("Harbor Depot")).toBeInTheDocument();
    expect(dom.getByLabelText("Site")).toHaveValue("Harbor Depot");
    expect(lookups.label).toHaveBeenCalledWith(
      expect.objectContaining({ table: "sites", keyColumn: "id", displayColumn: "name", key: "12" }),
      expect.anything(),
    );
  });

  it("shows the key when the caller may not see that row", async () => {
    renderList("/list?f.request.site_id=99", () => null);
    expect(await dom.findByLabelText("Site")).toHaveValue("99");
  });
});
