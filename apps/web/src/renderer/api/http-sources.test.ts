import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubApi } from "../../test-utils/stub-api";
import { SaveConflictError, type SaveModel } from "../data-source";
import { execSearch } from "./exec-search";
import { httpCodeSource } from "./fetch-codes";
import { httpRecordSource } from "./http-record-source";
import { refreshCounter } from "./refresh-counters";

afterEach(() => vi.unstubAllGlobals());

const model: SaveModel = {
  screenName: "requestDetail",
  primaryTable: "service_requests",
  dataModel: { id: 7, description: "Seal fixed" },
  originalDataModel: { id: 7, description: "Pump leaking", version: 3 },
  childTables: { request_notes: [] },
  attachments: [{ attachmentId: "photos-1", attachment: new File(["x"], "pump.jpg"), fileType: "jpg" }],
};

describe("the renderer's server calls", () => {
  it("execsearch sends only the screen, declared filter items, sort and paging", async () => {
    const api = stubApi({
      "POST /api/dataview/execsearch": () =>
        json({ rows: [{ id: 1 }], total: 1, totalIsEstimate: false, nextCursor: null, pageSize: 25 }),
    });
    const result = await execSearch({
      screenName: "request",
      searchValue: "",
      filters: { "request.status": "OPEN" },
      orderBy: [{ column: "request_number", direction: "desc" }],
      page: 2,
      pageSize: 25,
      cursor: "k1",
    });
    expect(api.calls[0]!.body).toEqual({
      screenName: "request",
      searchMap: { "request.status": "OPEN" },
      orderBy: [{ column: "request_number", direction: "desc" }],
      page: 2,
      pageSize: 25,
      cursor: "k1",
    });
    expect(result.rows).toEqual([{ id: 1 }]);
  });

  it("opens a record with its child rows under their table", async () => {
    const api = stubApi({
      "POST /api/dataview/getDataForScreen": () =>
        json({
          tableName: "service_requests",
          dataModel: { id: 7 },
          childTables: { request_notes: [{ id: 1 }] },
          attachments: [],
        }),
    });
    const key = { tableName: "service_requests", keyAttributes: [{ key_attr: "id", value: 7 }] };
    const row = await httpRecordSource("requestDetail").load(key);
    expect(api.calls[0]!.body).toEqual({ screenName: "requestDetail", searchQuery: key });
    expect(row).toEqual({ id: 7, request_notes: [{ id: 1 }] });
  });

  it("saves as multipart JSON fields with the files named by attachment id", async () => {
    const api = stubApi({
      "POST /api/saveupdate/updateentity": () =>
        json({
          status: "success",
          tableName: "service_requests",
          dataModel: { id: 7, version: 4 },
          childTables: {},
        }),
    });
    await expect(httpRecordSource("requestDetail").save(model)).resolves.toEqual({ id: 7, version: 4 });
    const form = api.calls[0]!.body as FormData;
    expect(form.get("screenName")).toBe("requestDetail");
    expect(JSON.parse(form.get("originalDataModel") as string)).toEqual(model.originalDataModel);
    expect(JSON.parse(form.get("attachments") as string)).toEqual([
      { attachmentId: "photos-1", fileType: "jpg" },
    ]);
    expect((form.get("photos-1") as File).name).toBe("pump.jpg");
  });

  it("turns a 409 into a conflict carrying the stored row", async () => {
    const current = { id: 7, description: "Pump replaced by Bob", version: 4 };
    stubApi({
      "POST /api/saveupdate/updateentity": () =>
        json({ code: "STALE_WRITE", message: "Changed meanwhile", current }, 409, "Conflict"),
    });
    const error = await httpRecordSource("requestDetail")
      .save(model)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SaveConflictError);
    expect((error as SaveConflictError).current).toEqual(current);
  });

  it("translates code labels, searches them and fetches a table once", async () => {
    const api = stubApi({
      "GET /api/Metadata/fetchcodes": () =>
        json([
          { code: "OPEN", label: "status_open", parentCode: null, sort: 1 },
          { code: "HOLD", label: "status_hold", parentCode: null, sort: 2 },
        ]),
    });
    const source = httpCodeSource((key) => ({ status_open: "Open", status_hold: "On hold" })[key] ?? key);
    expect(await source.codes("request_status", { search: "", limit: 1 })).toEqual({
      options: [{ value: "OPEN", label: "Open" }],
      total: 2,
    });
    expect((await source.codes("request_status", { search: "hold", limit: 5 })).options).toEqual([
      { value: "HOLD", label: "On hold" },
    ]);
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.query.get("lookupTable")).toBe("request_status");
  });

  it("reads a counter", async () => {
    const api = stubApi({
      "GET /api/dataview/refreshcounters": () => json({ elementId: "open", count: 12, isEstimate: false }),
    });
    expect(await refreshCounter("request", "open")).toBe(12);
    expect(api.calls[0]!.query.get("elementId")).toBe("open");
  });
});
