import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json } from "../../../test-utils/stub-api";
import { bundleFileName } from "../bundle-file";
import { BUNDLE, EXPORT, renderPage, stubPortal } from "./bundle-fixture";

const summary = (id: number, name: string) => ({
  id,
  name,
  revision: 1,
  disabled: false,
  isBaseline: true,
  updatedAt: "2026-11-01T00:00:00.000Z",
  draftSavedAt: null,
});

const LISTS = {
  "GET /api/Metadata/documents/screen": () => json([summary(2, "rma"), summary(1, "request")]),
  "GET /api/Metadata/documents/workflow": () => json([summary(9, "REQUEST")]),
  "GET /api/Metadata/documents/menu": () => json([]),
  "GET /api/Metadata/documents/dashboard": () => json([summary(4, "default")]),
  "GET /api/Metadata/documents/report": () => json([]),
  "GET /api/Metadata/documents/theme": () => json([summary(5, "portal")]),
  "GET /api/Metadata/documents/settings": () => json([summary(6, "portal")]),
  "GET /api/Metadata/documents/messages": () => json([summary(7, "en-US")]),
};

/** What the page handed the browser to save: the file's name and its text. */
function savedDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs: Blob[] = [];
  vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:test/${blobs.length}`;
  });
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs[Number(this.href.split("/").pop()) - 1]! });
  });
  return saved;
}

beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: new Date(2026, 10, 30, 9, 5) }));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("Import / export page: exporting", () => {
  it("names the file by the designer's local date and time", () => {
    expect(bundleFileName(new Date(2026, 0, 2, 3, 4))).toBe("fsm-bundle-20260102-0304.json");
    expect(bundleFileName(new Date(2026, 11, 31, 23, 59))).toBe("fsm-bundle-20261231-2359.json");
  });

  it("downloads every document as one .json bundle and says what it holds", async () => {
    const api = stubPortal(LISTS);
    const saved = savedDownloads();
    renderPage();
    expect(screen.getByRole("radio", { name: "Every document" })).toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Download bundle" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Bundle fsm-bundle-20261130-0905.json downloaded (documents: 3, messages: 1).",
    );
    expect(api.callsTo(EXPORT).map((c) => c.body)).toEqual([{}]);
    expect(saved.map((s) => s.name)).toEqual(["fsm-bundle-20261130-0905.json"]);
    expect(saved[0]!.blob.type).toBe("application/json");
    expect(JSON.parse(await saved[0]!.blob.text())).toEqual(BUNDLE);
    // "Every document" needs no list of them.
    expect(api.callsTo("/api/Metadata/documents/screen")).toHaveLength(0);
  });

  it("exports only the documents ticked in each kind's labelled list", async () => {
    const api = stubPortal(LISTS);
    savedDownloads();
    renderPage();
    await userEvent.click(screen.getByRole("radio", { name: "The documents I choose" }));
    const screens = await screen.findByRole("group", { name: "Screens" });
    expect((await within(screens).findAllByRole("checkbox")).map((box) => box.getAttribute("value"))).toEqual(
      ["request", "rma"],
    );
    // Menus and reports: none here.
    await waitFor(() => expect(screen.getAllByText("There are no documents of this kind.")).toHaveLength(2));

    await userEvent.click(screen.getByRole("button", { name: "Download bundle" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Choose at least one document to export.");
    expect(api.callsTo(EXPORT)).toHaveLength(0);

    await userEvent.click(within(screens).getByRole("checkbox", { name: "request" }));
    const workflows = screen.getByRole("group", { name: "Workflows" });
    await userEvent.click(await within(workflows).findByRole("checkbox", { name: "REQUEST" }));
    await userEvent.click(screen.getByRole("button", { name: "Download bundle" }));
    await screen.findByRole("status");
    expect(api.callsTo(EXPORT).map((c) => c.body)).toEqual([
      {
        documents: [
          { kind: "screen", name: "request" },
          { kind: "workflow", name: "REQUEST" },
        ],
      },
    ]);
  });
});
