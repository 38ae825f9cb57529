import { afterEach, describe, expect, it, vi } from "vitest";
import { screen as dom, waitFor } from "@testing-library/react";
import { renderRoutes } from "../../../test-utils/render-app";
import { json, stubApi } from "../../../test-utils/stub-api";
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

/** fetchLookupTableValues as the server answers it: the row of that key in the caller's scope. */
function stubLabels(label: (key: string) => string | null) {
  return stubApi({
    "GET /api/Metadata/fetchLookupTableValues": (call) => {
      const key = call.query.get("lookUpCode") ?? "";
      const value = label(key);
      return json(value === null ? [] : [{ key: Number(key), value }]);
    },
  });
}

function renderList(url: string) {
  renderRoutes(
    [
      {
        path: "/list",
        element: (
          <RendererServicesProvider
            services={{
              codes: memoryCodes({ request_status: [] }).source,
              loadScreen: async () => parseScreen(siteLookupInput),
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
}

afterEach(() => vi.unstubAllGlobals());

describe("a lookup filter set by the address", () => {
  it("shows the chosen row's name, looked up in the lookup screen's table, not its id", async () => {
    const api = stubLabels((key) => (key === "12" ? "Harbor Depot" : null));
    renderList("/list?f.request.site_id=12");
    expect(await dom.findByDisplayValue("Harbor Depot")).toBeInTheDocument();
    expect(dom.getByLabelText("Site")).toHaveValue("Harbor Depot");
    const asked = api.calls.find((c) => c.path === "/api/Metadata/fetchLookupTableValues")!;
    expect(Object.fromEntries(asked.query)).toEqual({
      lookupTable: "sites",
      keyColumn: "id",
      displayColumn: "name",
      lookUpCode: "12",
    });
  });

  it("shows the key when the caller may not see that row", async () => {
    const api = stubLabels(() => null);
    renderList("/list?f.request.site_id=99");
    await waitFor(() => expect(api.calls.some((c) => c.path.endsWith("fetchLookupTableValues"))).toBe(true));
    expect(await dom.findByLabelText("Site")).toHaveValue("99");
  });
});
