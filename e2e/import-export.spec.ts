import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { expectNoViolations } from "./support/axe";
import { offOrigin, recordRequests } from "./support/origin";
import { apiHeaders, demo, signIn } from "./support/portal";

// The Import / Export page (issue 27 §1 and §5) as the demo designer: the request workflow is
// exported with what it references; importing that file straight back changes nothing (its dry
// run is all unchanged); once the workflow is edited here, the same file shows it differing, and
// applying it (over the local edit) puts the exported version back, after which a dry run is all
// unchanged again. axe-clean; nothing the page loads leaves the portal's origin.
// Needs the server's bundle calls (BundlesPath.export / .import).

const PAGE = "/app/uidesigner/importexport";
const WORKFLOW = "/api/Metadata/documents/workflow/REQUEST";

async function openPage(page: Page) {
  await page.goto(PAGE);
  await expect(page.getByRole("heading", { level: 1, name: "Import / export" })).toBeVisible();
}

/** Export by keyboard: "The documents I choose", the REQUEST workflow ticked, Download. */
async function exportRequestWorkflow(page: Page): Promise<{ fileName: string; path: string }> {
  await page.getByRole("radio", { name: "The documents I choose" }).focus();
  await page.keyboard.press("Space");
  const workflows = page.getByRole("group", { name: "Workflows" });
  const request = workflows.getByRole("checkbox", { name: "REQUEST", exact: true });
  await request.focus();
  await page.keyboard.press("Space");
  await expect(request).toBeChecked();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download bundle" }).focus();
  await page.keyboard.press("Enter");
  const file = await download;
  const path = test.info().outputPath(file.suggestedFilename());
  await file.saveAs(path);
  await expect(page.getByRole("status").filter({ hasText: file.suggestedFilename() })).toBeVisible();
  return { fileName: file.suggestedFilename(), path };
}

/** Chooses the bundle file; the dry run's heading takes the focus when its answer is in. */
async function dryRun(page: Page, bundle: { fileName: string; path: string }) {
  await page.getByLabel("Bundle file").setInputFiles(bundle.path);
  const heading = page.getByRole("heading", {
    level: 3,
    name: `Dry run: what importing ${bundle.fileName} would change`,
  });
  await expect(heading).toBeFocused();
  return page.getByTestId("bundle-counts");
}

/** Edits the REQUEST workflow here as a designer would: draft, then publish (the kernel's calls). */
async function editWorkflowHere(page: Page) {
  const headers = await apiHeaders(page);
  const current = await page.request.get(WORKFLOW, { headers });
  expect(current.ok()).toBeTruthy();
  const { revision, document } = (await current.json()) as {
    revision: number;
    document: { header: Record<string, unknown> };
  };
  const edited = { ...document, header: { ...document.header, titleKey: "wf_rma_title" } };
  const draft = await page.request.put(`${WORKFLOW}/draft`, {
    headers,
    data: { document: edited, baseRevision: revision },
  });
  expect(draft.ok()).toBeTruthy();
  const published = await page.request.post(`${WORKFLOW}/publish`, {
    headers,
    data: { comment: "edited here before an import" },
  });
  expect(published.ok()).toBeTruthy();
}

test("a bundle exported and imported back changes nothing; after a local edit it puts the export back", async ({
  page,
}) => {
  const urls = recordRequests(page);
  await signIn(page, demo.designer.email);
  await openPage(page);
  await expectNoViolations(page);

  const bundle = await exportRequestWorkflow(page);
  expect(bundle.fileName).toMatch(/^fsm-bundle-\d{8}-\d{4}\.json$/);
  const content = JSON.parse(await readFile(bundle.path, "utf8")) as {
    format: string;
    documents: { kind: string; name: string }[];
  };
  expect(content.format).toBe("fsm-portal-bundle");
  // The workflow comes with the screens its steps show.
  expect(content.documents).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ kind: "workflow", name: "REQUEST" }),
      expect.objectContaining({ kind: "screen", name: "REQUEST_SITE" }),
    ]),
  );

  const counts = await dryRun(page, bundle);
  await expect(counts).toHaveText(/^0 new, 0 changed, 0 edited here \(conflicts\), \d+ unchanged\.$/);
  await expect(page.getByText("Nothing differs from this portal.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Apply" })).toBeDisabled();

  await editWorkflowHere(page);
  await openPage(page);
  await dryRun(page, bundle);
  const table = page.getByRole("table", { name: "Documents and messages in the bundle" });
  const row = table
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: "REQUEST", exact: true }) });
  await expect(row).toContainText(/Changed|Conflict: edited here/);
  await expect(table.getByRole("rowheader")).toHaveCount(1);
  await row.getByRole("button", { name: /^Show \d+ changes to REQUEST$/ }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("list", { name: "Changes to REQUEST" })).toContainText("/header/titleKey");
  await expectNoViolations(page);

  // A local edit is a conflict: applying it over the edit needs the box ticked.
  const overwrite = page.getByRole("checkbox", { name: /^Overwrite \d+ documents edited here$/ });
  if (await overwrite.isVisible()) {
    await overwrite.focus();
    await page.keyboard.press("Space");
  }
  await page.getByRole("button", { name: "Apply" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Applied in one step" })).toContainText(
    /0 new, 1 changed/,
  );
  await expect(page.getByTestId("bundle-counts")).toHaveText(
    /^0 new, 0 changed, 0 edited here \(conflicts\), \d+ unchanged\.$/,
  );
  await expect(page.getByRole("button", { name: "Apply" })).toBeDisabled();

  const restored = await page.request.get(WORKFLOW, { headers: await apiHeaders(page) });
  expect(
    ((await restored.json()) as { document: { header: { titleKey: string } } }).document.header.titleKey,
  ).toBe("wf_request_title");
  await expectNoViolations(page);
  expect(offOrigin(urls)).toEqual([]);
});
