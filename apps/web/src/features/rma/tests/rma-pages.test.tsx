import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen } from "@testing-library/react";
import { notifications, notificationsStore } from "@mantine/notifications";
import userEvent from "@testing-library/user-event";
import { renderRoutes } from "../../../test-utils/render-app";
import { json, stubApi } from "../../../test-utils/stub-api";
import { screenAnswer } from "../../../test-utils/fixtures";
import { requestFormInput, requestListInput, requestMessages } from "../../../renderer/test-utils/screens";
import { rmaRoutes } from "../routes";

// A portal screen with a search and sections stands in for the baseline RMA screen.
const rmaScreen = {
  ...requestFormInput,
  name: "RMA",
  table: "rmas",
  search: { ...requestListInput.search, table: "rmas" },
};
const ROW = { id: 3, version: 1, request_number: "RMA-3", kind: "RETURN", contact_email: "ann@example.com" };

function renderAt(url: string) {
  const api = stubApi({
    "GET /api/Metadata/fetchscreen": (call) =>
      call.query.get("screenName") === "RMA"
        ? json(screenAnswer("RMA", "portal", rmaScreen, 2))
        : call.query.get("screenName") === "Locked"
          ? json({ code: "FORBIDDEN", message: "Forbidden" }, 403, "Forbidden")
          : json({ code: "NOT_FOUND", message: "No screen" }, 404, "Not Found"),
    // A customer without RMA access: the server refuses the search (403).
    "POST /api/dataview/execsearch": () =>
      json({ code: "FORBIDDEN", message: "Forbidden" }, 403, "Forbidden"),
    "POST /api/dataview/getDataForScreen": (call) =>
      (call.body as { searchQuery: { keyAttributes: { value: number }[] } }).searchQuery.keyAttributes[0]!
        .value === 9
        ? json({ code: "FORBIDDEN", message: "Forbidden" }, 403, "Forbidden")
        : json({ tableName: "rmas", dataModel: ROW, childTables: {}, attachments: [] }),
    "POST /api/saveupdate/updateentity": () =>
      json({ status: "success", tableName: "rmas", dataModel: { ...ROW, version: 2 }, childTables: {} }),
  });
  renderRoutes([{ path: "/app", children: rmaRoutes }], {
    initialEntries: [url],
    config: { messages: { portal_login_translations: requestMessages } },
  });
  return { api, user: userEvent.setup() };
}

/** The toasts shown so far: a page that presents an error itself must not toast it as well. */
const toasts = () => notificationsStore.getState().notifications.map((n) => n.message);

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("RMA pages", () => {
  it("says when the address names no screen, on the page only", async () => {
    renderAt("/app/rmalist/Nope");
    expect(await screen.findByRole("heading", { level: 1, name: "Screen not found" })).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it("edits and saves an RMA whatever the request flag says", async () => {
    const { user, api } = renderAt("/app/rmalist/RMA/3");
    // Read first; Edit is offered whatever canEditRequest says (the server decides on save).
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    const kind = await screen.findByLabelText("Kind");
    expect(kind).not.toHaveAttribute("readonly");
    await user.type(kind, "S");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("RMA saved.")).toBeInTheDocument();
    const form = api.callsTo("/api/saveupdate/updateentity")[0]!.body as FormData;
    expect(form.get("screenName")).toBe("RMA");
    expect(JSON.parse(form.get("dataModel") as string)).toMatchObject({ id: 3, kind: "RETURNS" });
  });

  it("a user without access to RMA sees a page naming it, not an error with a New return button", async () => {
    renderAt("/app/rmalist/RMA");
    expect(await screen.findByRole("heading", { level: 1, name: "No access to RMA" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "New return" })).not.toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    expect(toasts()).not.toContain("Forbidden");
    expect(screen.getByRole("link", { name: "Go to the dashboard" })).toHaveAttribute(
      "href",
      "/app/dashboard",
    );
  });

  it("a screen the server refuses (403) is the same no-access page, and no toast says it again", async () => {
    renderAt("/app/rmalist/Locked");
    expect(await screen.findByRole("heading", { level: 1, name: "No access to RMA" })).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it("a record of an area the user cannot open is the same no-access page, and no toast", async () => {
    renderAt("/app/rmalist/RMA/9");
    expect(await screen.findByRole("heading", { level: 1, name: "No access to RMA" })).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });
});
