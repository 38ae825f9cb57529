import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubApi } from "../../../test-utils/stub-api";
import { renderRoutes } from "../../../test-utils/render-app";
import { RevisionsDrawer } from "../index";
import { BASE, exported, PUBLISHED } from "./editor-harness";

afterEach(() => vi.unstubAllGlobals());

const row = (revision: number, comment: string) => ({
  name: "request",
  revision,
  authorPersonId: revision === 3 ? null : 12,
  authorName: revision === 3 ? null : "Dana Designer",
  comment,
  createdAt: "2026-11-20T10:00:00Z",
  deleted: false,
});

function stub() {
  return stubApi({
    [`GET ${BASE}/revisions`]: () => json([row(5, "Renamed"), row(4, "Added a field"), row(3, "")]),
    [`GET ${BASE}/diff`]: (call) =>
      json({
        name: "request",
        from: Number(call.query.get("from")),
        to: Number(call.query.get("to")),
        changes: [
          { path: "/items/2", after: { id: "c", label: "Third" } },
          { path: "/title", before: "Requests", after: "Service requests" },
          { path: "/items/0/hint", before: "Old hint" },
        ],
      }),
    [`POST ${BASE}/revert`]: () => json(exported(PUBLISHED, 6)),
  });
}

function renderDrawer(onReverted = vi.fn()) {
  renderRoutes([
    {
      path: "/",
      element: (
        <RevisionsDrawer
          kind="screen"
          name="request"
          opened
          onClose={() => undefined}
          onReverted={onReverted}
        />
      ),
    },
  ]);
  return onReverted;
}

describe("revisions drawer", () => {
  it("lists revisions and compares the two picked, side by side", async () => {
    const api = stub();
    renderDrawer();
    const drawer = await screen.findByRole("dialog", { name: "Revisions" });
    expect(await within(drawer).findByText("Renamed")).toBeInTheDocument();
    // Who made each revision, by name (the seed's as "System").
    expect(within(drawer).getByText("System", { exact: false })).toBeInTheDocument();
    expect(within(drawer).getAllByText("Dana Designer", { exact: false })).toHaveLength(2);
    const user = userEvent.setup();
    const compare = within(drawer).getByRole("button", { name: "Compare" });
    expect(compare).toBeDisabled();
    await user.click(within(drawer).getByRole("checkbox", { name: "Compare revision 5" }));
    await user.click(within(drawer).getByRole("checkbox", { name: "Compare revision 3" }));
    await user.click(compare);

    const table = await within(drawer).findByRole("table", { name: "Revision 3 compared with revision 5" });
    expect(api.callsTo(`${BASE}/diff`)[0]!.query.toString()).toBe("from=3&to=5");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.getAttribute("data-change"))).toEqual(["added", "modified", "deleted"]);
    expect(within(rows[1]!).getByText('"Requests"')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('"Service requests"')).toBeInTheDocument();
  });

  it("reverts after confirming, and announces the new revision", async () => {
    const api = stub();
    const onReverted = renderDrawer();
    const drawer = await screen.findByRole("dialog", { name: "Revisions" });
    const user = userEvent.setup();
    await user.click(await within(drawer).findByRole("button", { name: "Revert to revision 4" }));
    expect(api.callsTo(`${BASE}/revert`)).toHaveLength(0);
    const question = within(drawer).getByRole("group", { name: "Revert to revision 4?" });
    expect(within(question).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.click(within(question).getByRole("button", { name: "Revert" }));

    await waitFor(() =>
      expect(within(drawer).getByRole("status")).toHaveTextContent(
        "Revision 4 is published again as revision 6.",
      ),
    );
    expect(api.callsTo(`${BASE}/revert`)[0]!.body).toEqual({ revision: 4 });
    expect(within(drawer).getByRole("status")).toHaveFocus();
    expect(onReverted).toHaveBeenCalledOnce();
  });

  it("takes a cancelled revert back to the row's button, reverting nothing", async () => {
    const api = stub();
    renderDrawer();
    const drawer = await screen.findByRole("dialog", { name: "Revisions" });
    const user = userEvent.setup();
    const revert = await within(drawer).findByRole("button", { name: "Revert to revision 3" });
    await user.click(revert);
    await user.keyboard("{Enter}"); // Cancel has the focus
    expect(within(drawer).queryByRole("group", { name: "Revert to revision 3?" })).not.toBeInTheDocument();
    expect(revert).toHaveFocus();
    expect(api.callsTo(`${BASE}/revert`)).toHaveLength(0);
  });
});
