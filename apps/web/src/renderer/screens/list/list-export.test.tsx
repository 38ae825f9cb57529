import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoutes } from "../../../test-utils/render-app";
import { RendererServicesProvider } from "../../renderer-services";
import type { ExportRequest, SearchDataSource } from "../../data-source";
import { csvRecordCounter } from "../../api/export-csv";
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
const messages = { request_list_title: "Service requests" };
const codes = memoryCodes({ request_status: [{ value: "OPEN", label: "Open" }] });

/** A source whose export streams in two steps the test releases, recording what was asked. */
function exportingSource() {
  const { source } = memorySearch({ request: ROWS }, { "request.status": "status" });
  const asked: ExportRequest[] = [];
  let release: () => void = () => undefined;
  const exporting: SearchDataSource = {
    ...source,
    exportCsv: async (request, onProgress) => {
      asked.push(request);
      onProgress(2);
      await new Promise<void>((resolve) => (release = resolve));
      onProgress(3);
      return { blob: new Blob(["x"]), fileName: "Service-requests.csv", rows: 3 };
    },
  };
  return { source: exporting, asked, release: () => release() };
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

beforeEach(() => {
  vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:test");
  vi.spyOn(URL, "revokeObjectURL").mockReturnValue(undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("list export", () => {
  it("says how many rows it exports and sends what the list shows: filters, search, sort, columns", async () => {
    const { source, asked, release } = exportingSource();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const user = renderList("/list?f.request.status=OPEN&sort=-request_number&page=2&q=SR", source);
    expect(await screen.findByText("Rows to export: 3")).toBeInTheDocument();
    const button = screen.getByRole("button", { name: "Export CSV" });
    expect(button).toHaveAccessibleDescription("Rows to export: 3");
    await user.click(button);
    expect(await screen.findByText("Exporting: 2 of 3 rows")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Export progress" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeDisabled();
    release();
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole("progressbar")).not.toBeInTheDocument());
    expect(asked).toHaveLength(1);
    expect(asked[0]!.columns).toEqual(["request_number", "status", "description"]);
    expect(asked[0]!.criteria).toMatchObject({
      screenName: "request",
      searchValue: "SR",
      filters: { "request.status": "OPEN" },
      orderBy: [{ column: "request_number", direction: "desc" }],
    });
    expect(asked[0]!.fileName).toMatch(/^Service requests \d{4}-\d{2}-\d{2}$/);
  });

  it("offers no export when the source has none", async () => {
    renderList("/list", memorySearch({ request: ROWS }).source);
    await screen.findByRole("table", { name: "Service requests" });
    expect(screen.queryByRole("button", { name: "Export CSV" })).not.toBeInTheDocument();
  });
});

describe("csvRecordCounter", () => {
  it("counts records across chunks, ignoring line breaks inside quoted cells", () => {
    const counter = csvRecordCounter();
    const bytes = new TextEncoder().encode('\uFEFFa,b\r\n"x\r\ny",z\r\n"q""uo');
    counter.feed(bytes.slice(0, 9));
    counter.feed(bytes.slice(9));
    expect(counter.records).toBe(2);
    counter.feed(new TextEncoder().encode('te",ü\r\n'));
    expect(counter.records).toBe(3);
  });
});
