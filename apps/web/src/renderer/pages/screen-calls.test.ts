import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../lib/query-client";
import { json, stubApi, type ApiCall } from "../../test-utils/stub-api";
import { screenAnswer } from "../../test-utils/fixtures";
import { requestFormInput, requestListInput } from "../test-utils/screens";
import { startScreenCalls } from "./screen-calls";
import { recordQueryKey } from "./use-screen-record";

const requestScreen = { ...requestFormInput, name: "request", search: requestListInput.search };
const NO_QUERY = new URLSearchParams();
const ROW = { id: 7, version: 1, request_number: "SR-007", description: "Pump leaking" };

function stubServer(documents: Record<string, unknown>) {
  return stubApi({
    "GET /api/Metadata/fetchscreen": (call: ApiCall) => {
      const name = call.query.get("screenName") ?? "";
      return name in documents
        ? json(screenAnswer(name, "portal", documents[name]))
        : json({ code: "NOT_FOUND", message: "No screen" }, 404, "Not Found");
    },
    "POST /api/dataview/execsearch": () => json({ rows: [ROW], total: 1, nextCursor: null }),
    "POST /api/dataview/getDataForScreen": () =>
      json({ tableName: "service_requests", dataModel: ROW, childTables: {}, attachments: [] }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe("a screen page's calls started by its route", () => {
  it("on a list's route asks for the screen, then for the rows its address asks for", async () => {
    const api = stubServer({ request: requestScreen });
    startScreenCalls("request", undefined, new URLSearchParams("q=pump"));
    await vi.waitFor(() => expect(api.callsTo("/api/dataview/execsearch")).toHaveLength(1));
    expect(api.callsTo("/api/Metadata/fetchscreen")).toHaveLength(1);
    expect(api.callsTo("/api/dataview/execsearch")[0]!.body).toMatchObject({
      screenName: "request",
      searchValue: "pump",
      page: 1,
    });
  });

  it("asks for the screen, then for the record of the screen's table, and keeps both answers for the page", async () => {
    const api = stubServer({ request: requestScreen });
    startScreenCalls("request", "7", NO_QUERY);
    await vi.waitFor(() => expect(queryClient.getQueryData(recordQueryKey("request", 7))).toEqual(ROW));
    expect(api.callsTo("/api/Metadata/fetchscreen")).toHaveLength(1);
    const [record] = api.callsTo("/api/dataview/getDataForScreen");
    expect(record!.body).toMatchObject({
      screenName: "request",
      searchQuery: { tableName: "service_requests", keyAttributes: [{ key_attr: "id", value: 7 }] },
    });
  });

  it("asks nothing for an address that names no record", async () => {
    const api = stubServer({ request: requestScreen });
    startScreenCalls("request", "abc", NO_QUERY);
    startScreenCalls("", "7", NO_QUERY);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toHaveLength(0);
  });

  it("asks for no record of a screen that is not a list, nor of one the server does not know", async () => {
    const api = stubServer({ detailOnly: requestFormInput });
    startScreenCalls("detailOnly", "7", NO_QUERY);
    startScreenCalls("nope", "7", NO_QUERY);
    await vi.waitFor(() => expect(api.callsTo("/api/Metadata/fetchscreen")).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.callsTo("/api/dataview/getDataForScreen")).toHaveLength(0);
  });
});
