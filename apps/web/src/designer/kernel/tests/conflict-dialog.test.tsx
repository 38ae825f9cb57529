import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json } from "../../../test-utils/stub-api";
import { BASE, editor, PUBLISHED, renderEditor, stubDocument, type Doc } from "./editor-harness";

afterEach(() => vi.unstubAllGlobals());

const THEIRS: Doc = { ...PUBLISHED, items: [PUBLISHED.items[0]!, { id: "b", label: "Second, renamed" }] };

/** Publishing answers 409: revision 4 (theirs) was published after my base, revision 3. */
function stubConflict(theirs: Doc = THEIRS) {
  return stubDocument(
    {},
    {
      [`POST ${BASE}/publish`]: () =>
        json(
          {
            code: "CONFLICT",
            message: "The document changed since revision 3",
            conflict: {
              revision: 4,
              document: theirs,
              changes: [{ path: "/title", before: theirs.title, after: "Mine" }],
            },
          },
          409,
        ),
    },
  );
}

async function publishIntoConflict() {
  renderEditor();
  await waitFor(() => expect(screen.getByTestId("title")).toHaveTextContent("Requests"));
  act(() => editor().edit((d) => void (d.title = "Mine")));
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Publish" }));
  const form = await screen.findByRole("dialog", { name: "Publish this document" });
  await user.click(within(form).getByRole("button", { name: "Publish" }));
  const dialog = await screen.findByRole("dialog", { name: "Someone else published this document" });
  return { user, dialog };
}

const puts = (api: ReturnType<typeof stubConflict>) => api.calls.filter((c) => c.method === "PUT");

describe("conflict dialog", () => {
  it("lists their changes and mine by path, and merges mine onto theirs", async () => {
    const api = stubConflict();
    const { user, dialog } = await publishIntoConflict();
    const theirs = within(dialog).getByRole("table", { name: "Their changes (revision 4)" });
    expect(within(theirs).getByText("/items/1/label")).toBeInTheDocument();
    expect(within(theirs).getByText('"Second, renamed"')).toBeInTheDocument();
    const mine = within(dialog).getByRole("table", { name: "Your changes" });
    expect(within(mine).getByText("/title")).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: /Merge/ }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(editor().document).toEqual({ ...THEIRS, title: "Mine" });
    expect(editor().baseRevision).toBe(4);
    await waitFor(() =>
      expect(puts(api).at(-1)?.body).toEqual({ document: { ...THEIRS, title: "Mine" }, baseRevision: 4 }),
    );
  });

  it("keeps mine re-based on their revision", async () => {
    const api = stubConflict();
    const { user, dialog } = await publishIntoConflict();
    await user.click(within(dialog).getByRole("button", { name: /Keep mine/ }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(editor().document).toEqual({ ...PUBLISHED, title: "Mine" });
    await waitFor(() =>
      expect(puts(api).at(-1)?.body).toEqual({ document: { ...PUBLISHED, title: "Mine" }, baseRevision: 4 }),
    );
  });

  it("reloads theirs and drops my draft", async () => {
    const api = stubConflict();
    const { user, dialog } = await publishIntoConflict();
    await user.click(within(dialog).getByRole("button", { name: /Reload/ }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(editor().document).toEqual(THEIRS);
    expect(editor().baseRevision).toBe(4);
    expect(editor().canUndo).toBe(false);
    expect(api.calls.some((c) => c.method === "DELETE" && c.path === `${BASE}/draft`)).toBe(true);
  });

  it("offers no merge when we both changed the same place", async () => {
    stubConflict({ ...PUBLISHED, title: "Theirs" });
    const { dialog } = await publishIntoConflict();
    expect(within(dialog).getByText(/Merging is not possible/)).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: /Merge/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: /Keep mine/ })).toBeInTheDocument();
  });
});
