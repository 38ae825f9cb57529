import { afterEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json } from "../../../test-utils/stub-api";
import { backstopKey } from "../backstop";
import { BASE, editor, exported, PUBLISHED, renderEditor, stubDocument, type Doc } from "./editor-harness";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const ready = () => waitFor(() => expect(screen.getByTestId("title")).toHaveTextContent("Requests"));
const rename = (title: string, mergeKey?: string) =>
  act(() => editor().edit((d) => void (d.title = title), { mergeKey }));

/** Tasks the API client waits for (it starts each call in a task of its own); fake timers leave them alone. */
async function turns(count = 8) {
  for (let i = 0; i < count; i++)
    await new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
}

describe("document editor", () => {
  it("starts from the caller's draft when there is one, and is dirty against the published document", async () => {
    stubDocument({ draft: { document: { ...PUBLISHED, title: "Drafted" }, baseRevision: 3 } });
    renderEditor();
    await waitFor(() => expect(screen.getByTestId("title")).toHaveTextContent("Drafted"));
    expect(editor().dirty).toBe(true);
    expect(editor().baseRevision).toBe(3);
    expect(screen.getByRole("button", { name: "Publish" })).toBeEnabled();
    expect(screen.getByText("Saved")).toBeInTheDocument();
  });

  it("says missing when there is neither a published document nor a draft", async () => {
    stubDocument(
      {},
      { [`GET ${BASE}`]: () => json({ code: "NOT_FOUND", message: "No such document" }, 404) },
    );
    renderEditor();
    await waitFor(() => expect(screen.getByTestId("title")).toHaveTextContent("missing"));
  });

  it("edits a new document from its draft alone (base revision 0), marked as never published", async () => {
    stubDocument(
      { draft: { document: { ...PUBLISHED, title: "Brand new" }, baseRevision: 0 } },
      { [`GET ${BASE}`]: () => json({ code: "NOT_FOUND", message: "No such document" }, 404) },
    );
    renderEditor();
    await waitFor(() => expect(screen.getByTestId("title")).toHaveTextContent("Brand new"));
    expect(editor().published).toBeNull();
    expect(editor().baseRevision).toBe(0);
    expect(editor().dirty).toBe(true);
    expect(screen.getByText("Draft: not published yet")).toBeInTheDocument();
  });

  it("undoes with Ctrl+Z and redoes with Ctrl+Shift+Z or Ctrl+Y outside text fields only", async () => {
    stubDocument();
    renderEditor();
    await ready();
    rename("Renamed");
    const user = userEvent.setup();
    const undo = screen.getByRole("button", { name: "Undo" });
    expect(undo).toBeEnabled();

    await user.click(screen.getByLabelText("Label"));
    await user.keyboard("{Control>}z{/Control}");
    expect(screen.getByTestId("title")).toHaveTextContent("Renamed");

    await user.click(screen.getByTestId("title"));
    await user.keyboard("{Control>}z{/Control}");
    expect(screen.getByTestId("title")).toHaveTextContent("Requests");
    expect(undo).toBeDisabled();
    await user.keyboard("{Control>}{Shift>}z{/Shift}{/Control}");
    expect(screen.getByTestId("title")).toHaveTextContent("Renamed");
    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(screen.getByTestId("title")).toHaveTextContent("Requests");
    await user.keyboard("{Control>}y{/Control}");
    expect(screen.getByTestId("title")).toHaveTextContent("Renamed");
  });

  it("autosaves a burst of edits with one PUT within 2 s of the last edit", async () => {
    const api = stubDocument();
    renderEditor();
    await ready();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    for (const title of ["R", "Re", "Ren", "Rename"]) {
      rename(title, "title");
      await act(() => vi.advanceTimersByTimeAsync(400));
    }
    expect(api.calls.filter((c) => c.method === "PUT")).toHaveLength(0);
    expect(screen.getByText("Unsaved changes")).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1600)); // 2 s after the last edit
    await act(() => turns());
    const puts = api.calls.filter((c) => c.method === "PUT");
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toEqual({ document: { ...PUBLISHED, title: "Rename" }, baseRevision: 3 });
    expect(screen.getByText("Saved")).toBeInTheDocument();
    // Saved: the backstop is cleared, so nothing would be offered at the next opening.
    expect(localStorage.getItem(backstopKey("screen", "request"))).toBeNull();
  });

  it("keeps edits in the backstop when saving fails, says so, and retries", async () => {
    let fail = true;
    const api = stubDocument(
      {},
      {
        [`PUT ${BASE}/draft`]: (call) =>
          fail
            ? json({ code: "SERVER", message: "Down" }, 503)
            : json({
                draft: {
                  kind: "screen",
                  name: "request",
                  savedAt: "2026-11-28T10:00:00Z",
                  ...(call.body as object),
                },
              }),
      },
    );
    renderEditor();
    await ready();
    rename("Offline");
    expect(JSON.parse(localStorage.getItem(backstopKey("screen", "request"))!).document.title).toBe(
      "Offline",
    );
    await screen.findByText("Not saved: retrying", {}, { timeout: 4000 });
    fail = false;
    await screen.findByText("Saved", {}, { timeout: 8000 });
    expect(api.calls.filter((c) => c.method === "PUT").length).toBeGreaterThanOrEqual(2);
  });

  it("offers the backstop's edits when the editor opens, and restores them into the draft", async () => {
    const api = stubDocument();
    const kept: Doc = { ...PUBLISHED, title: "Kept locally" };
    localStorage.setItem(
      backstopKey("screen", "request"),
      JSON.stringify({ document: kept, baseRevision: 3, editedAt: "2026-11-28T09:00:00Z" }),
    );
    renderEditor();
    await ready();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Restore edits" }));
    expect(screen.getByTestId("title")).toHaveTextContent("Kept locally");
    await waitFor(() => expect(api.calls.some((c) => c.method === "PUT")).toBe(true), { timeout: 4000 });
    expect(api.calls.find((c) => c.method === "PUT")!.body).toMatchObject({
      document: kept,
      baseRevision: 3,
    });
    // Undo takes the restore back, like any edit.
    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(screen.getByTestId("title")).toHaveTextContent("Requests");
  });

  it("publishes after saving the draft and is clean afterwards", async () => {
    const api = stubDocument(
      {},
      {
        [`POST ${BASE}/publish`]: () => json(exported({ ...PUBLISHED, title: "Shipped" }, 4)),
      },
    );
    renderEditor();
    await ready();
    rename("Shipped");
    let outcome = "";
    await act(async () => {
      outcome = await editor().publish("Renamed the list");
    });
    expect(outcome).toBe("published");
    const order = api.calls.filter(
      (c) => c.method !== "GET" && c.path !== "/api/Metadata/documentcheck/screen",
    );
    expect(order.map((c) => `${c.method} ${c.path}`)).toEqual([`PUT ${BASE}/draft`, `POST ${BASE}/publish`]);
    expect(order[1]!.body).toEqual({ comment: "Renamed the list" });
    expect(editor().baseRevision).toBe(4);
    expect(editor().dirty).toBe(false);
    expect(screen.getByRole("button", { name: "Publish" })).toBeDisabled();
  });

  it("shows a refused publish's problems", async () => {
    stubDocument(
      {},
      {
        [`POST ${BASE}/publish`]: () =>
          json(
            {
              code: "VALIDATION_FAILED",
              message: "/items/0/label: is required",
              details: [
                { path: "/items/0/label", message: "is required", messageKey: "no_such_key", values: {} },
              ],
            },
            400,
          ),
      },
    );
    renderEditor();
    await ready();
    rename("Broken");
    let outcome = "";
    await act(async () => {
      outcome = await editor().publish();
    });
    expect(outcome).toBe("refused");
    expect(await screen.findByText("is required")).toBeInTheDocument();
    expect(screen.getByText("1 error")).toBeInTheDocument();
  });

  it("discards the draft back to the published document", async () => {
    const api = stubDocument({ draft: { document: { ...PUBLISHED, title: "Drafted" }, baseRevision: 3 } });
    renderEditor();
    await waitFor(() => expect(screen.getByTestId("title")).toHaveTextContent("Drafted"));
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Discard draft" }));
    await user.click(await screen.findByRole("button", { name: "Discard edits" }));
    await waitFor(() => expect(screen.getByTestId("title")).toHaveTextContent("Requests"));
    expect(api.calls.some((c) => c.method === "DELETE")).toBe(true);
    fireEvent.keyDown(window, { key: "z", ctrlKey: true });
    expect(screen.getByTestId("title")).toHaveTextContent("Requests");
  });

  it("asks before leaving while edits are unsaved, and lets a saved document go", async () => {
    stubDocument({}, { [`PUT ${BASE}/draft`]: () => json({ code: "SERVER", message: "Down" }, 503) });
    const { router } = renderEditor();
    await ready();
    rename("Unsaved");
    await act(() => router.navigate("/elsewhere"));
    const question = await screen.findByRole("dialog", { name: "Leave without saving?" });
    await userEvent.setup().click(within(question).getByRole("button", { name: "Stay" }));
    expect(router.state.location.pathname).toBe("/");
    const unload = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
  });

  it("leaves without asking once the edits are saved", async () => {
    stubDocument();
    const { router } = renderEditor();
    await ready();
    rename("Saved soon");
    await screen.findByText("Saved", {}, { timeout: 4000 });
    await act(() => router.navigate("/elsewhere"));
    expect(await screen.findByRole("heading", { name: "Elsewhere" })).toBeInTheDocument();
  });
});
