import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json, stubApi } from "../../../test-utils/stub-api";
import { pathOf, renderRoutes } from "../../../test-utils/render-app";
import { MetadataEditorPage } from "../components/metadata-editor-page";
import { editorDouble } from "./editor-double";
import { measurableRanges } from "./jsdom-codemirror";
import { SCREEN } from "./screen-fixture";

// The kernel's controller (another branch until the merge) as a test double: the document named.
vi.mock("../../kernel", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useDocumentEditor: ({ name }: { name: string }) => editorDouble({ ...SCREEN, name }),
}));
beforeAll(measurableRanges);

const summary = (id: number, name: string, draftSavedAt: string | null = null) => ({
  id,
  name,
  revision: id + 1,
  disabled: false,
  isBaseline: false,
  updatedAt: "2026-11-01T00:00:00.000Z",
  draftSavedAt,
});

function renderPage(url: string) {
  const api = stubApi({
    "GET /api/Metadata/documents/screen": () =>
      json([summary(1, "request", "2026-11-02T00:00:00.000Z"), summary(2, "rma"), summary(3, "siteLookup")]),
    "GET /api/Metadata/documents/workflow": () => json([summary(9, "newRequest")]),
    "GET /api/Metadata/documentschema/screen": () => json({}),
  });
  const view = renderRoutes([{ path: "/app/uidesigner/metadataeditor", Component: MetadataEditorPage }], {
    initialEntries: [url],
  });
  return { ...view, api };
}

afterEach(() => vi.unstubAllGlobals());

describe("MetadataEditorPage", () => {
  it("lists the kind's documents with their revision and the caller's draft marked", async () => {
    renderPage("/app/uidesigner/metadataeditor");
    const list = await screen.findByRole("navigation", { name: "Documents" });
    const request = within(list).getByRole("button", { name: /request/ });
    expect(request).toHaveTextContent("revision 2");
    expect(request).toHaveTextContent("draft");
    expect(within(list).getByRole("button", { name: /rma/ })).not.toHaveTextContent("draft");
    expect(screen.getByText("Pick a document to edit its JSON.")).toBeInTheDocument();
  });

  it("opens the document of a deep link, and keeps the choice in the address", async () => {
    const { router } = renderPage("/app/uidesigner/metadataeditor?kind=screen&name=rma");
    const list = await screen.findByRole("navigation", { name: "Documents" });
    expect(within(list).getByRole("button", { name: /rma/ })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("heading", { level: 2, name: "rma" })).toBeInTheDocument();
    expect(await screen.findByRole("textbox", { name: "JSON of rma" })).toHaveTextContent('"name": "rma"');

    await userEvent.click(within(list).getByRole("button", { name: /siteLookup/ }));
    expect(pathOf(router)).toBe("/app/uidesigner/metadataeditor?kind=screen&name=siteLookup");
  });

  it("filters the list by the search box and switches kind by the labelled select", async () => {
    const { router, api } = renderPage("/app/uidesigner/metadataeditor?kind=screen");
    await screen.findByRole("navigation", { name: "Documents" });
    await userEvent.type(screen.getByLabelText("Find a document"), "site");
    const list = screen.getByRole("navigation", { name: "Documents" });
    expect(
      within(list)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual([expect.stringContaining("siteLookup")]);

    await userEvent.selectOptions(screen.getByLabelText("Document kind"), "Workflows");
    await waitFor(() => expect(pathOf(router)).toBe("/app/uidesigner/metadataeditor?kind=workflow"));
    expect(await screen.findByRole("button", { name: /newRequest/ })).toBeInTheDocument();
    expect(api.callsTo("/api/Metadata/documents/workflow")).toHaveLength(1);
  });
});
