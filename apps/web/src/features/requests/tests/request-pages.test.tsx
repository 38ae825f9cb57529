import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SessionKey } from "../../../lib/storage-keys";
import { renderRoutes, testQueryClient } from "../../../test-utils/render-app";
import { hanging, json, stubApi, type ApiCall } from "../../../test-utils/stub-api";
import { screenAnswer } from "../../../test-utils/fixtures";
import {
  requestFormInput,
  requestListInput,
  requestMessages,
  siteLookupInput,
} from "../../../renderer/test-utils/screens";
import { requestRoutes } from "../routes";

// One portal screen with both a search (the list) and sections (the detail), as the baseline has.
const requestScreen = { ...requestFormInput, name: "request", search: requestListInput.search };
const DOCS: Record<string, { type: string; document: unknown }> = {
  request: { type: "portal", document: requestScreen },
  siteLookup: { type: "lookup", document: siteLookupInput },
};
const ROW = {
  id: 7,
  version: 1,
  request_number: "SR-007",
  kind: "REPAIR",
  description: "Pump leaking",
  contact_email: "ann@example.com",
};

const FILES = [
  {
    id: 41,
    fileName: "pump-photo.jpg",
    contentType: "image/jpeg",
    size: 245_000,
    createdAt: "2026-11-20T09:00:00.000Z",
  },
  {
    id: 42,
    fileName: "invoice.pdf",
    contentType: "application/pdf",
    size: 1_200,
    createdAt: "2026-11-20T09:00:00.000Z",
  },
];

// fetchscreen as the server answers it (ZScreenResponse); an unknown name is a 404.
function fetchScreen(call: ApiCall) {
  const name = call.query.get("screenName") ?? "";
  const known = DOCS[name];
  if (!known) return json({ code: "NOT_FOUND", message: `No screen ${name}` }, 404, "Not Found");
  return json(screenAnswer(name, known.type, known.document));
}

function renderAt(url: string, canEdit = true, { recordLoads = true } = {}) {
  sessionStorage.setItem(SessionKey.canEditRequest, String(canEdit));
  const api = stubApi({
    "GET /api/Metadata/fetchscreen": fetchScreen,
    "POST /api/dataview/getDataForScreen": (call) =>
      !recordLoads
        ? hanging(call)
        : (call.body as { searchQuery: { keyAttributes: { value: number }[] } }).searchQuery.keyAttributes[0]!
              .value === 7
          ? json({ tableName: "service_requests", dataModel: ROW, childTables: {}, attachments: FILES })
          : json({ code: "NOT_FOUND", message: "No row" }, 404, "Not Found"),
    "POST /api/saveupdate/updateentity": (call) => {
      const model = JSON.parse((call.body as FormData).get("dataModel") as string) as typeof ROW;
      return json({
        status: "success",
        tableName: "service_requests",
        dataModel: { ...model, version: 2 },
        childTables: {},
      });
    },
  });
  const queryClient = testQueryClient();
  const view = renderRoutes([{ path: "/app", children: requestRoutes }], {
    initialEntries: [url],
    queryClient,
    config: { messages: { portal_login_translations: requestMessages } },
  });
  return { ...view, api, queryClient, user: userEvent.setup() };
}

// The routes load their pages lazily; loaded once here, so a busy machine's first import is not
// what a findBy waits for.
beforeAll(async () => {
  await Promise.all([import("../components/request-list-page"), import("../components/request-detail-page")]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("service request pages", () => {
  it("says when the address names no screen, or a screen that is not a list", async () => {
    const { unmount } = renderAt("/app/list/nope");
    expect(await screen.findByRole("heading", { level: 1, name: "Screen not found" })).toBeInTheDocument();
    expect(screen.getByText("There is no screen named “nope”.")).toBeInTheDocument();
    unmount();
    renderAt("/app/list/siteLookup");
    expect(await screen.findByText("“siteLookup” is not a list screen.")).toBeInTheDocument();
  });

  it("says when the record is not one the user can see, or not a number", async () => {
    const { unmount } = renderAt("/app/list/request/8");
    expect(await screen.findByRole("heading", { level: 1, name: "Record not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the list" })).toHaveAttribute(
      "href",
      "/app/list/request",
    );
    unmount();
    renderAt("/app/list/request/abc");
    expect(await screen.findByText("“abc” is not a record number.")).toBeInTheDocument();
  });

  it("while the record loads, holds the form's place with one placeholder per field", async () => {
    renderAt("/app/list/request/7", true, { recordLoads: false });
    const placeholder = await screen.findByRole("status", { name: "Loading record" });
    const fields = (requestScreen.sections ?? []).flatMap((s) => s.items);
    // A label and an input per field, under a heading: the form arrives without moving the page.
    expect(placeholder.querySelectorAll(".mantine-Skeleton-root")).toHaveLength(1 + 2 * fields.length);
    expect(screen.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
  });

  it("saves a request, says so and marks the screen's searches stale", async () => {
    const { user, api, queryClient } = renderAt("/app/list/request/7");
    queryClient.setQueryData(["search", "request", { page: 3 }], { rows: [] });
    const description = await screen.findByLabelText("Description");
    await user.clear(description);
    await user.type(description, "Seal fixed");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Service request saved.")).toBeInTheDocument();
    const form = api.callsTo("/api/saveupdate/updateentity")[0]!.body as FormData;
    expect(JSON.parse(form.get("dataModel") as string)).toMatchObject({ id: 7, description: "Seal fixed" });
    await waitFor(() =>
      expect(queryClient.getQueryState(["search", "request", { page: 3 }])?.isInvalidated).toBe(true),
    );
  });

  it("shows the files the customer attached: name, size, type and a download", async () => {
    renderAt("/app/list/request/7");
    const files = await screen.findByRole("region", { name: "Attachments" });
    const items = within(files).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole("button", { name: "Download pump-photo.jpg" })).toHaveTextContent(
      "pump-photo.jpg",
    );
    expect(items[0]).toHaveTextContent(/245\s*kB/);
    expect(items[0]).toHaveTextContent("JPG");
    expect(items[1]).toHaveTextContent(/1\.2\s*kB/);
    expect(items[1]).toHaveTextContent("PDF");
  });

  it("refreshes the status history after a save, without a reload", async () => {
    const { user, api } = renderAt("/app/list/request/7");
    const description = await screen.findByLabelText("Description");
    await waitFor(() => expect(api.callsTo("/api/requestwf/timeline").length).toBe(1));
    await user.type(description, "!");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Service request saved.");
    await waitFor(() => expect(api.callsTo("/api/requestwf/timeline").length).toBe(2));
  });

  it("titles the page: the record's number once loaded · area · company; a list by its title", async () => {
    const { unmount } = renderAt("/app/list/request/7");
    await screen.findByLabelText("Description");
    await waitFor(() => expect(document.title).toBe("SR-007 · Service Requests · Customer Portal"));
    unmount();
    expect(document.title).toBe("Customer Portal");
    renderAt("/app/list/request");
    await waitFor(() => expect(document.title).toBe("Service Requests · Customer Portal"));
  });

  it("shows the request read-only without canEditRequest", async () => {
    renderAt("/app/list/request/7", false);
    expect(await screen.findByText("You can view this record but not change it.")).toBeInTheDocument();
    expect(screen.getByLabelText("Description")).toHaveAttribute("readonly");
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
  });
});
