import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryKey } from "../../../lib/query-client";
import { renderRoutes, testQueryClient } from "../../../test-utils/render-app";
import { hanging, json, stubApi, type ApiCall } from "../../../test-utils/stub-api";
import { LOGGED_IN, screenAnswer } from "../../../test-utils/fixtures";
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

/** The record form's buttons as the baseline screens have them: Save, then Cancel. */
const withCancel = [
  ...(requestScreen.actions ?? []),
  { kind: "button", id: "cancel", label: "action_cancel", variant: "secondary", action: { type: "cancel" } },
];

/** Presses the record's Edit and waits for its form (the first field takes the focus). */
async function openEditor(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Edit" }));
  await screen.findByRole("button", { name: "Save" });
}

function renderAt(
  url: string,
  canEdit = true,
  { recordLoads = true, actions }: { recordLoads?: boolean; actions?: unknown[] } = {},
) {
  DOCS.request = { type: "portal", document: actions ? { ...requestScreen, actions } : requestScreen };
  const api = stubApi({
    "GET /api/Metadata/fetchscreen": fetchScreen,
    "POST /api/dataview/getDataForScreen": (call) =>
      !recordLoads
        ? hanging(call)
        : (call.body as { searchQuery: { keyAttributes: { value: number }[] } }).searchQuery.keyAttributes[0]!
              .value === 7
          ? json({ tableName: "service_requests", dataModel: ROW, childTables: {}, attachments: FILES })
          : json({ code: "NOT_FOUND", message: "No row" }, 404, "Not Found"),
    "GET /api/requestwf/timeline": () =>
      json({
        statuses: [{ status: "NEW", at: "2026-11-20T09:00:00.000Z", by: "Ann" }],
        notes: [],
        canAddNote: true,
      }),
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
  // canEditRequest is the server's loggedindata answer, which the shell has asked for.
  queryClient.setQueryData(QueryKey.loggedInData, { ...LOGGED_IN, requestCreateUpdate: canEdit });
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

  it("while the record loads, holds its place with one placeholder per field", async () => {
    renderAt("/app/list/request/7", true, { recordLoads: false });
    const placeholder = await screen.findByRole("status", { name: "Loading record" });
    const fields = (requestScreen.sections ?? []).flatMap((s) => s.items);
    // A label and a value per field, under a heading: the record arrives without moving the page.
    expect(placeholder.querySelectorAll(".mantine-Skeleton-root")).toHaveLength(1 + 2 * fields.length);
    expect(screen.queryByRole("heading", { level: 1 })).not.toBeInTheDocument();
  });

  it("shows the request to read first: every value as text, no input, Edit beside the heading", async () => {
    renderAt("/app/list/request/7");
    const heading = await screen.findByRole("heading", { level: 1, name: "Service request SR-007" });
    const record = screen.getByRole("region", { name: "Service request SR-007" });
    expect(record).toContainElement(heading);
    for (const [label, value] of [
      ["Number", "SR-007"],
      ["Kind", "REPAIR"],
      ["Description", "Pump leaking"],
      ["Contact e-mail", "ann@example.com"],
    ] as const) {
      const term = within(record).getByText(label, { selector: "dt" });
      expect(term.nextElementSibling).toHaveTextContent(value);
    }
    expect(within(record).queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    expect(within(record).getByRole("button", { name: "Edit" })).toBeEnabled();
  });

  it("Edit opens the form with the focus in the first field the user may change", async () => {
    const { user } = renderAt("/app/list/request/7");
    await openEditor(user);
    expect(screen.getByLabelText("Kind")).toHaveFocus();
    expect(screen.getByLabelText("Number")).toHaveAttribute("readonly");
    expect(screen.getByLabelText("Description")).toHaveValue("Pump leaking");
    expect(screen.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
  });

  it("saves a request, says so, shows the saved values to read, focus on Edit, and marks the searches stale", async () => {
    const { user, api, queryClient } = renderAt("/app/list/request/7");
    queryClient.setQueryData(["search", "request", { page: 3 }], { rows: [] });
    await openEditor(user);
    const description = screen.getByLabelText("Description");
    await user.clear(description);
    await user.type(description, "Seal fixed");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Service request saved.")).toBeInTheDocument();
    const form = api.callsTo("/api/saveupdate/updateentity")[0]!.body as FormData;
    expect(JSON.parse(form.get("dataModel") as string)).toMatchObject({ id: 7, description: "Seal fixed" });
    const edit = await screen.findByRole("button", { name: "Edit" });
    await waitFor(() => expect(edit).toHaveFocus());
    expect(screen.getByText("Description", { selector: "dt" }).nextElementSibling).toHaveTextContent(
      "Seal fixed",
    );
    const record = screen.getByRole("region", { name: "Service request SR-007" });
    expect(within(record).queryByRole("textbox")).not.toBeInTheDocument();
    await waitFor(() =>
      expect(queryClient.getQueryState(["search", "request", { page: 3 }])?.isInvalidated).toBe(true),
    );
  });

  it("Cancel with unsaved edits asks first: Stay keeps them, Leave drops them and shows the record again", async () => {
    const { user, api } = renderAt("/app/list/request/7", true, { actions: withCancel });
    await openEditor(user);
    await user.type(screen.getByLabelText("Description"), " and dripping");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    const question = await screen.findByRole("dialog", { name: "Leave without saving?" });
    await user.click(within(question).getByRole("button", { name: "Stay" }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(screen.getByLabelText("Description")).toHaveValue("Pump leaking and dripping");

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    const again = await screen.findByRole("dialog", { name: "Leave without saving?" });
    await user.click(within(again).getByRole("button", { name: "Leave and discard" }));
    const edit = await screen.findByRole("button", { name: "Edit" });
    await waitFor(() => expect(edit).toHaveFocus());
    expect(screen.getByText("Description", { selector: "dt" }).nextElementSibling).toHaveTextContent(
      /^Pump leaking$/,
    );
    expect(api.callsTo("/api/saveupdate/updateentity")).toHaveLength(0);
  });

  it("while reading, an unsent note asks before the page is left", async () => {
    const { user } = renderAt("/app/list/request/7");
    await user.type(await screen.findByRole("textbox", { name: "Note" }), "Still dripping");
    await user.click(screen.getByRole("button", { name: "Back to the list" }));
    const question = await screen.findByRole("dialog", { name: "Leave without saving?" });
    await user.click(within(question).getByRole("button", { name: "Stay" }));
    expect(screen.getByRole("textbox", { name: "Note" })).toHaveValue("Still dripping");
    expect(screen.getByRole("heading", { level: 1, name: "Service request SR-007" })).toBeInTheDocument();
  });

  it("Cancel without edits goes straight back to reading", async () => {
    const { user } = renderAt("/app/list/request/7", true, { actions: withCancel });
    await openEditor(user);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByRole("button", { name: "Edit" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
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
    await openEditor(user);
    await waitFor(() => expect(api.callsTo("/api/requestwf/timeline").length).toBe(1));
    await user.type(screen.getByLabelText("Description"), "!");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText("Service request saved.");
    await waitFor(() => expect(api.callsTo("/api/requestwf/timeline").length).toBe(2));
  });

  it("titles the page: the record's number once loaded · area · company; a list by its title", async () => {
    const { unmount } = renderAt("/app/list/request/7");
    await screen.findByRole("heading", { level: 1, name: "Service request SR-007" });
    await waitFor(() => expect(document.title).toBe("SR-007 · Service Requests · Customer Portal"));
    unmount();
    expect(document.title).toBe("Customer Portal");
    renderAt("/app/list/request");
    // The list's own title (this fixture's screen is titled "Service request"), once it has drawn:
    // the area alone was only the title of the moment before the list's screen was there.
    await screen.findByRole("heading", { level: 1, name: "Service request" });
    await waitFor(() => expect(document.title).toBe("Service request · Service Requests · Customer Portal"));
  });

  it("offers no Edit without canEditRequest, and says so", async () => {
    renderAt("/app/list/request/7", false);
    expect(await screen.findByText("You can view this record but not change it.")).toBeInTheDocument();
    expect(screen.getByText("Description", { selector: "dt" }).nextElementSibling).toHaveTextContent(
      "Pump leaking",
    );
    expect(screen.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    const record = screen.getByRole("region", { name: "Service request SR-007" });
    expect(within(record).queryByRole("textbox")).not.toBeInTheDocument();
  });
});
