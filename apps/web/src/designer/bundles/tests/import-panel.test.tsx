import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { json } from "../../../test-utils/stub-api";
import { BUNDLE, IMPORT, bundleFile, renderPage, stubPortal } from "./bundle-fixture";

afterEach(() => vi.unstubAllGlobals());

const fileInput = () => screen.getByLabelText("Bundle file");
const resultTable = () => screen.getByRole("table", { name: "Documents and messages in the bundle" });
const rowOf = (name: string) => within(resultTable()).getByRole("rowheader", { name }).closest("tr")!;

async function chooseBundle(content = JSON.stringify(BUNDLE)) {
  await userEvent.upload(fileInput(), bundleFile(content));
  return screen.findByRole("heading", {
    level: 3,
    name: "Dry run: what importing fsm-bundle-20261130-0915.json would change",
  });
}

describe("Import / export page: importing", () => {
  it("says in words why a file that is no JSON, or no bundle, cannot be imported, and sends nothing", async () => {
    const api = stubPortal();
    renderPage();
    await userEvent.upload(fileInput(), bundleFile("{ not json", "notes.json"));
    expect(await screen.findByRole("alert")).toHaveTextContent(/^notes\.json is not valid JSON: /);
    expect(fileInput()).toHaveAttribute("aria-invalid", "true");

    await userEvent.upload(fileInput(), bundleFile(JSON.stringify({ format: "zip" }), "other.json"));
    expect(await screen.findByRole("alert")).toHaveTextContent(/^other\.json is not a portal bundle: format/);
    expect(api.callsTo(IMPORT)).toHaveLength(0);
  });

  it("shows a bundle this portal refuses beside the file, with the server's reason", async () => {
    stubPortal({
      [`POST ${IMPORT}`]: () =>
        json(
          { code: "FSM.PORTAL.BAD_REQUEST", message: "documents.1.document: title is not a message key" },
          400,
        ),
    });
    renderPage();
    await userEvent.upload(fileInput(), bundleFile(JSON.stringify(BUNDLE)));
    expect(await screen.findByRole("alert")).toHaveTextContent("Title is not a message key");
    expect(fileInput()).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("heading", { level: 3 })).not.toBeInTheDocument();
  });

  it("compares the bundle in a dry run and shows each document's status in words, focus on the result", async () => {
    const api = stubPortal();
    renderPage();
    const heading = await chooseBundle();
    expect(heading).toHaveFocus();
    expect(api.callsTo(IMPORT).map((c) => c.body)).toEqual([
      { bundle: BUNDLE, dryRun: true, conflicts: "refuse" },
    ]);
    expect(screen.getByTestId("bundle-counts")).toHaveTextContent(
      "1 new, 1 changed, 1 edited here (conflicts), 1 unchanged.",
    );
    // Conflicts first, then changes, then what is new; unchanged entries only on request.
    const rows = within(resultTable())
      .getAllByRole("rowheader")
      .map((cell) => cell.textContent);
    expect(rows).toEqual(["request", "REQUEST", "request_list_title (en)"]);
    expect(rowOf("request")).toHaveTextContent("Conflict: edited here");
    expect(rowOf("REQUEST")).toHaveTextContent("Workflows");
    expect(rowOf("request_list_title (en)")).toHaveTextContent("New");

    await userEvent.click(screen.getByLabelText("List the unchanged entries too (1)"));
    expect(rowOf("siteLookup")).toHaveTextContent("Unchanged");
  });

  it("opens a document's changes by keyboard: each place by JSON pointer, here now and in the bundle", async () => {
    stubPortal();
    renderPage();
    await chooseBundle();
    const toggle = within(rowOf("request")).getByRole("button", { name: "Show 2 changes to request" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    toggle.focus();
    await userEvent.keyboard("{Enter}");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const changes = screen.getByRole("list", { name: "Changes to request" });
    const [title, subtitle] = within(changes).getAllByRole("listitem");
    expect(title).toHaveTextContent(
      'Place (JSON pointer): /titleHere now: "request_number"In the bundle: "request_list_title"',
    );
    expect(subtitle).toHaveTextContent('/subtitleHere now: "old"In the bundle: (none)');
    await userEvent.keyboard("{Enter}");
    expect(screen.queryByRole("list", { name: "Changes to request" })).not.toBeInTheDocument();
  });

  it("refuses to apply over documents edited here until the overwrite box is ticked, then applies and compares again", async () => {
    const api = stubPortal();
    renderPage();
    await chooseBundle();
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Not applied: documents edited here (1) would be replaced.",
    );
    expect(api.callsTo(IMPORT)).toHaveLength(1); // the dry run only

    await userEvent.click(screen.getByRole("checkbox", { name: "Overwrite 1 documents edited here" }));
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Applied in one step: 1 new, 2 changed, 1 unchanged.",
    );
    expect(api.callsTo(IMPORT).map((c) => c.body)).toEqual([
      { bundle: BUNDLE, dryRun: true, conflicts: "refuse" },
      { bundle: BUNDLE, dryRun: false, conflicts: "overwrite" },
      { bundle: BUNDLE, dryRun: true, conflicts: "refuse" },
    ]);
    // The table shows the portal as it is now: the same bundle changes nothing any more.
    await waitFor(() =>
      expect(screen.getByTestId("bundle-counts")).toHaveTextContent(
        "0 new, 0 changed, 0 edited here (conflicts), 4 unchanged.",
      ),
    );
    expect(screen.getByText("Nothing differs from this portal.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Apply" })).toBeDisabled();
    expect(screen.getByRole("heading", { level: 3 })).toHaveFocus();
  });

  it("shows the server's refusal beside Apply when the portal changed after the dry run", async () => {
    const api = stubPortal();
    renderPage();
    await chooseBundle();
    // The designer ticks overwrite, but the server still refuses (a conflict it found meanwhile).
    api.fetchStub.mockImplementationOnce(async () =>
      Response.json(
        { code: "FSM.PORTAL.BUNDLE_CONFLICTS", message: "2 documents were edited here." },
        { status: 409 },
      ),
    );
    await userEvent.click(screen.getByRole("checkbox", { name: "Overwrite 1 documents edited here" }));
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Not applied, nothing was written: 2 documents were edited here.",
    );
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
