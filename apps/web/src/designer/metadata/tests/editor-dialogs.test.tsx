import "../metadata-messages";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubApi } from "../../../test-utils/stub-api";
import type { DocumentEditor } from "../../kernel";
import { editorDouble } from "./editor-double";
import { measurableRanges } from "./jsdom-codemirror";
import { renderView } from "./render-view";
import { SCREEN } from "./screen-fixture";

beforeAll(measurableRanges);
afterEach(() => vi.unstubAllGlobals());

function renderWith(editor: DocumentEditor<Record<string, unknown>>, deleteAnswer?: () => Response) {
  const api = stubApi({
    "GET /api/Metadata/documentschema/screen": () => json({}),
    "POST /api/Metadata/deletescreenmetadata":
      deleteAnswer ?? (() => json({ status: "success", message: "The screen has been deleted." })),
  });
  return { api, ...renderView(editor) };
}

describe("review and publish", () => {
  const edited = { ...SCREEN, title: "x_title" };

  it("shows the draft's changed lines and publishes with the comment", async () => {
    const editor = editorDouble(edited, { dirty: true });
    editor.published!.document = SCREEN;
    renderWith(editor);
    await userEvent.click(await screen.findByRole("button", { name: "Publish" }));
    const dialog = await screen.findByRole("dialog", { name: "Publish this document" });
    const diff = within(dialog).getByTestId("mde-draft-diff");
    expect(diff.querySelector("del")).toHaveTextContent('removed - "title": "request_list_title",');
    expect(diff.querySelector("ins")).toHaveTextContent('added + "title": "x_title",');
    await userEvent.type(within(dialog).getByLabelText("What changed (optional)"), "new title");
    await userEvent.click(within(dialog).getByRole("button", { name: "Publish" }));
    expect(editor.publish).toHaveBeenCalledWith("new title");
  });

  it("says so when the server refuses to publish, and stays open", async () => {
    const editor = editorDouble(edited, {
      dirty: true,
      publish: vi.fn(() => Promise.resolve("refused" as const)),
    });
    renderWith(editor);
    await userEvent.click(await screen.findByRole("button", { name: "Publish" }));
    const dialog = await screen.findByRole("dialog", { name: "Publish this document" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Publish" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Not published");
    expect(editor.publish).toHaveBeenCalledWith(undefined);
  });
});

describe("delete screen", () => {
  it("asks first, then deletes by the screen's id and closes the document", async () => {
    const { api, onClosed } = renderWith(editorDouble(SCREEN));
    await userEvent.click(await screen.findByRole("button", { name: "Delete screen" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete screen request?" });
    expect(api.callsTo("/api/Metadata/deletescreenmetadata")).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await vi.waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(api.callsTo("/api/Metadata/deletescreenmetadata")[0]!.body).toEqual({ screenId: 7 });
  });

  it("shows the server's refusal in the dialog", async () => {
    const refusal = () =>
      json(
        { code: "SCREEN_IN_USE", message: "Screen request is used by workflow newRequest." },
        409,
        "Conflict",
      );
    const { onClosed } = renderWith(editorDouble(SCREEN), refusal);
    await userEvent.click(await screen.findByRole("button", { name: "Delete screen" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete screen request?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("used by workflow newRequest");
    expect(onClosed).not.toHaveBeenCalled();
  });
});
